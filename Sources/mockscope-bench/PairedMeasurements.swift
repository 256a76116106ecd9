import Foundation

/// `--path DIR --against OLD`: this build and another measure the same folder in turns, each
/// in a process of its own running `--path DIR --repeat 1`, and each figure's medians are
/// compared. Turns alternate which build goes first, so a busy moment of a shared machine
/// weighs on both alike.
enum PairedMeasurements {
    static func report(path: String, against given: String, repeats: Int) throws {
        let this = CommandLine.arguments[0]
        let other = benchmark(beside: given)
        var figures: [String: (this: [Double], other: [Double])] = [:]
        var order: [String] = []
        for turn in 0..<repeats {
            let builds = turn % 2 == 0 ? [(this, true), (other, false)] : [(other, false), (this, true)]
            for (binary, isThis) in builds {
                for (label, seconds) in try figuresOfOneRun(binary, path: path) {
                    if figures[label] == nil { order.append(label) }
                    if isThis {
                        figures[label, default: ([], [])].this.append(seconds)
                    } else {
                        figures[label, default: ([], [])].other.append(seconds)
                    }
                }
            }
        }
        print("paired on \(path), \(repeats) turns; this build: \(this); other: \(other)")
        print("figure".padding(toLength: 42, withPad: " ", startingAt: 0) + "     other       this   this/other")
        for label in order {
            guard let pair = figures[label] else { continue }
            let other = median(pair.other)
            let this = median(pair.this)
            let ratio = other.flatMap { other in this.map { other > 0 ? String(format: "%.2f×", $0 / other) : "—" } }
            print(
                label.padding(toLength: 42, withPad: " ", startingAt: 0) + column(other) + column(this)
                    + (ratio ?? "—").leftPadded(to: 13))
        }
    }

    /// The benchmark of a build: `given` itself, or the `mockscope-bench` beside it when
    /// `given` is that build's `mockscope` (the command line cannot measure phases).
    static func benchmark(beside given: String) -> String {
        let url = URL(fileURLWithPath: given)
        guard url.lastPathComponent != "mockscope-bench" else { return given }
        let sibling = url.deletingLastPathComponent().appendingPathComponent("mockscope-bench").path
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : given
    }

    /// The figures one `--path` run prints: each line's label and its seconds.
    static func figuresOfOneRun(_ binary: String, path: String) throws -> [(String, Double)] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--path", path, "--repeat", "1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("\(binary) --path \(path) failed") }
        return output.split(separator: "\n").compactMap(figure)
    }

    /// `  parsing:     0.294 s` → ("parsing", 0.294); the label ends at the first colon
    /// followed by white space.
    static func figure(_ line: Substring) -> (String, Double)? {
        guard let colon = line.range(of: ": ") else { return nil }
        let label = line[..<colon.lowerBound].trimmingCharacters(in: .whitespaces)
        let rest = line[colon.upperBound...].trimmingCharacters(in: .whitespaces)
        let words = rest.split(separator: " ")
        guard words.count >= 2, words[1] == "s", let seconds = Double(words[0]) else { return nil }
        return (label, seconds)
    }

    static func median(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.sorted()[values.count / 2]
    }

    static func column(_ seconds: Double?) -> String {
        (seconds.map { String(format: "%.3f s", $0) } ?? "—").leftPadded(to: 11)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
