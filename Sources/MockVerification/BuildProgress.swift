import Foundation

/// A build that verification waits for before it can typecheck (the first run builds the
/// package's dependencies, MockScope's macro among them): what is built, for which target, how
/// long it has run, and SwiftPM's step counter, from which the time left is estimated.
public struct BuildProgress: Sendable, Equatable {
    /// The target or product being built, and the target whose mocks wait for it.
    public var built: String
    public var target: String
    public var seconds: Double = 0
    /// SwiftPM's latest `[done/total]`.
    public var done = 0
    public var total = 0

    public init(built: String, target: String, seconds: Double = 0, done: Int = 0, total: Int = 0) {
        self.built = built
        self.target = target
        self.seconds = seconds
        self.done = done
        self.total = total
    }

    /// The seconds left at the pace of the steps done so far; none before a tenth of them is done,
    /// when the first steps (planning the build) say little about the rest.
    public var secondsLeft: Double? {
        guard total > 0, done * 10 >= total, done < total, seconds > 0 else { return nil }
        return seconds / Double(done) * Double(total - done)
    }

    /// Takes the step counters SwiftPM printed (`[41/120] Compiling …`), keeping the latest.
    mutating func read(_ output: String) {
        for line in output.split(separator: "\n") {
            guard line.first == "[", let slash = line.firstIndex(of: "/"),
                let close = line[slash...].firstIndex(of: "]"),
                let done = Int(line[line.index(after: line.startIndex)..<slash]),
                let total = Int(line[line.index(after: slash)..<close]), total > 0
            else { continue }
            self.done = done
            self.total = total
        }
    }
}
