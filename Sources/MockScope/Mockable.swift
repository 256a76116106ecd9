/// Generates `<Protocol>Mock` next to the protocol: the mock `mockscope generate` writes for the
/// same options, with `<name>CallCount`, `<name>CallArgs`, `<name>Handler` and `resetMock()`.
///
/// - Parameters:
///   - condition: the `#if` around the mock: `.debug` (`#if DEBUG`), `.always` (none), or
///     `.custom("EXPR")` for any compilation-condition expression, such as `"MOCKING || UITESTS"`.
///   - access: the mock's access level; by default the protocol's own.
///   - sendable: `.auto` locks the state of Sendable and actor protocols' mocks; `.locked` makes
///     every class mock lock-backed and `@unchecked Sendable`.
///   - style: `.mockable` (the default) or `.strict`: `Given`/`Verify`/`Perform` over this module's
///     runtime.
///
/// Arguments must be written literally. The macro sees only the protocol it is attached to: a
/// parent protocol must be `@Mockable` too (its mock is subclassed by name).
@attached(peer, names: suffixed(Mock))
public macro Mockable(
    condition: MockableCondition = .debug, access: MockableAccess? = nil, sendable: MockableSendable = .auto,
    style: MockableStyle = .mockable
) = #externalMacro(module: "MacroCompilerPlugin", type: "MockableMacro")

/// Options the macro does not offer, named so the compiler says why instead of "extra argument".
@available(
    *, unavailable,
    message:
        "@Mockable does not offer `mockSuffix:`: the macro's peer is declared as suffixed(Mock); set mockSuffix in .mockscope.json or pass --mock-suffix"
)
@attached(peer, names: suffixed(Mock))
public macro Mockable(
    condition: MockableCondition = .debug, access: MockableAccess? = nil, sendable: MockableSendable = .auto,
    style: MockableStyle = .mockable, mockSuffix: String
) = #externalMacro(module: "MacroCompilerPlugin", type: "MockableMacro")

/// When the mock is compiled.
public enum MockableCondition: Sendable {
    /// `#if DEBUG`.
    case debug
    /// No `#if`: the mock exists in every configuration.
    case always
    /// `#if EXPR`, for a compilation-condition expression written as a string literal.
    case custom(String)
}

/// The name swift-mockable gives the same choices, so its markers compile unchanged.
public typealias MockCompilationCondition = MockableCondition

/// The mock's access level.
public enum MockableAccess: Sendable {
    case `internal`, `package`, `public`, open
}

/// How the mock keeps its tracking state safe to share.
public enum MockableSendable: Sendable {
    /// Lock-backed for Sendable and actor protocols, nonisolated members and statics.
    case auto
    /// Every class mock lock-backed and `@unchecked Sendable`.
    case locked
}

/// The shape of the mock, as `mockscope generate --style` names it.
public enum MockableStyle: Sendable {
    case mockable, strict
}
