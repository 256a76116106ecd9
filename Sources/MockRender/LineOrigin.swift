import MockModel

/// Generated lines that belong to one requirement's witness (its tracking members included).
public struct LineOrigin: Hashable, Sendable, Codable {
    /// 1-based line numbers within the rendered mock.
    public var lines: ClosedRange<Int>
    public var requirement: SourceLocation

    public init(lines: ClosedRange<Int>, requirement: SourceLocation) {
        self.lines = lines
        self.requirement = requirement
    }
}
