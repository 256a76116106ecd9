import ExplorerCore

/// A screen that keeps the last frame, for tests that assert on what a person would see.
public final class MemoryScreen: Screen {
    public var size: Size
    public private(set) var frame: Frame
    public private(set) var drawCount = 0

    public init(size: Size) {
        self.size = size
        frame = Frame(size: size)
    }

    public func draw(_ frame: Frame) {
        self.frame = frame
        drawCount += 1
    }

    public var lines: [String] { frame.lines }

    /// The whole screen as one string, for `contains` checks.
    public var text: String { lines.joined(separator: "\n") }
}
