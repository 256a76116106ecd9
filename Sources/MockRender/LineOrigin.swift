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

extension CodeWriter {
    /// Writes one requirement's lines and records that they come from it, so a compiler message
    /// in them is reported at the requirement. Every style writes its witnesses through here.
    mutating func lines(from requirement: SourceLocation?, _ write: (inout CodeWriter) -> Void) {
        let first = lineCount + 1
        write(&self)
        if let requirement { origins.append(LineOrigin(lines: first...lineCount, requirement: requirement)) }
    }

    /// Lines inside `#if condition` … `#endif`, or bare without a condition.
    mutating func guarded(by condition: String?, _ write: (inout CodeWriter) -> Void) {
        if let condition { directive("#if \(condition)") }
        write(&self)
        if condition != nil { directive("#endif") }
    }
}
