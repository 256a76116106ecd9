import MockModel

/// One `#if` the renderer writes around a whole mock: its condition and the lines of its `#if`
/// and `#endif`. The renderer writes it compiled; a file that must compile the mock whatever
/// its condition (verification's) writes the same lines disabled, as comments, so every other
/// line keeps its number and its origin.
public struct ConditionGuard: Hashable, Sendable {
    public enum Policy: Sendable {
        case compiled, disabled
    }

    public var condition: String
    /// 1-based lines within the rendered mock.
    public var openingLine: Int
    public var closingLine: Int

    public func opening(_ policy: Policy) -> String { prefix(policy) + "#if \(condition)" }

    public func closing(_ policy: Policy) -> String { prefix(policy) + "#endif" }

    /// The guard's line at `number` under `policy`, nil for a line that is not the guard's.
    public func line(_ number: Int, _ policy: Policy) -> String? {
        number == openingLine ? opening(policy) : number == closingLine ? closing(policy) : nil
    }

    private func prefix(_ policy: Policy) -> String { policy == .disabled ? "// " : "" }
}

/// A rendered mock: its text, the requirement each witness's lines come from, and the `#if`s
/// around it, outermost first.
public struct RenderedMock: Sendable {
    public var text: String
    public var origins: [LineOrigin]
    public var guards: [ConditionGuard]
    /// The text names the file's lock helper, which the file around it must then emit.
    public var usesLock = false
}
