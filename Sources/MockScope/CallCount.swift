/// How many times a verified call must have happened.
public struct CallCount: Sendable, Hashable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public let range: ClosedRange<Int>

    public init(_ range: ClosedRange<Int>) {
        self.range = max(range.lowerBound, 0)...max(range.upperBound, 0)
    }

    public init(integerLiteral value: Int) {
        self.init(value...value)
    }

    public static let never = CallCount(0...0)
    public static func exactly(_ count: Int) -> CallCount { CallCount(count...count) }
    public static func atLeast(_ count: Int) -> CallCount { CallCount(count...Int.max) }
    public static func atMost(_ count: Int) -> CallCount { CallCount(0...count) }
    public static func between(_ range: ClosedRange<Int>) -> CallCount { CallCount(range) }
    public static func between(_ range: Range<Int>) -> CallCount {
        CallCount(range.lowerBound...(range.upperBound - 1))
    }

    public func contains(_ count: Int) -> Bool { range.contains(count) }

    public var description: String {
        switch (range.lowerBound, range.upperBound) {
        case (0, 0): return "never"
        case (let low, Int.max): return "at least \(times(low))"
        case (0, let high): return "at most \(times(high))"
        case (let low, let high) where low == high: return "exactly \(times(low))"
        case (let low, let high): return "between \(low) and \(times(high))"
        }
    }
}

func times(_ count: Int) -> String { count == 1 ? "1 time" : "\(count) times" }
