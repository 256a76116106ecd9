/// The shape of the mocks written: whose naming and members they follow. Every style is
/// planned from the same requirements; only naming and rendering differ. A style's case holds
/// everything the fronts say of it, so adding a style touches no list of styles elsewhere.
public enum MockStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// `fooCallCount`, `fooCallArgs`, `fooHandler`, `resetMock()`.
    case mockable
    /// `fooCallsCount`, `fooReceivedArguments`, `fooClosure`, `fooReturnValue`, `fooError`,
    /// `underlyingFoo`, `clearFunctionProperties()`: mocks written as `@Mock(…)` writes them.
    case ozon
    /// `fooCallCount`, `fooArgs`, `fooHandler`, `_foo`: mocks written as the sourcery
    /// `ProtocolMock` template writes them.
    case sourcery
    /// `Given(mock)`, `Verify(mock, n)`, `Perform(mock)`: strict mocks whose requirements forward
    /// to the typed channels of the `MockScope` runtime.
    case strict

    /// What the style's mocks look like, after its name in `--help`.
    public var summary: String {
        switch self {
        case .mockable: "fooCallCount, fooHandler; the default"
        case .ozon: "as @Mock writes them: fooCallsCount, fooClosure"
        case .sourcery: "as the ProtocolMock template: fooCallCount, fooArgs, fooHandler"
        case .strict: "Given/Verify/Perform over the MockScope runtime"
        }
    }

    /// Whether `@Mockable(style:)` offers it: the macro sees the protocol alone, so a style whose
    /// mock needs more (another marker's arguments, annotations, notes at the top of the file)
    /// is written by `mockscope generate` only.
    public var isExpandedByTheMacro: Bool {
        switch self {
        case .mockable, .strict: true
        case .ozon, .sourcery: false
        }
    }

    /// Every style and its summary, as the style option's `--help` lists them.
    static var helpList: String {
        let entries = allCases.map { "\($0.rawValue) (\($0.summary))" }
        return entries.dropLast().joined(separator: ", ") + " or " + (entries.last ?? "")
    }
}
