import Foundation
import MockCorpus

/// `mockscope-bench [--profile dense|app] [--files N] [--protocols N] [--seed N] [--repeat N] [--curve] [--verify [--mocks N,N…]] [--path DIR [--compare | --against OLD_BENCH]] [--keep DIR]`
struct BenchOptions {
    var profile = ProjectSynthesizer.Profile.dense
    var files: Int?
    var protocols: Int?
    var seed: UInt64 = 42
    var curve = false
    var keep: String?
    /// How many times the limit and the cold run are each measured (the median is reported).
    var repeats = 3
    /// Measure `--verify` (on the demo and a synthesized package) instead.
    var verify = false
    /// With `--verify`: the mocks' counts to verify in one synthesized module instead.
    var mockCounts: [Int] = []
    /// Measure a folder of real code instead of a synthesized project.
    var path: String?
    /// With `--path`: compare a slicing scan with a whole-file one instead of timing.
    var compare = false
    /// With `--path`: another build of the benchmark, measured in turns with this one.
    var against: String?
    /// Measure a strict mock's call against the default style's handler call, this many calls.
    var calls: Int?
    /// Measure reading the tests' uses of mocks against scanning the sources, alone.
    var uses = false
    /// The synthesized tests' shape for the uses measurement.
    var testShape = UsesMeasurements.Shape.dense

    static let usage = """
        usage: mockscope-bench [--profile dense|app] [--files N] [--protocols N] [--seed N] [--repeat N] [--curve] [--verify [--mocks N,N…]] [--path DIR [--compare | --against OLD_BENCH]] [--keep DIR] [--calls N] [--uses [--tests dense|suites]]
          Synthesizes a seeded project and measures MockScope on it against the parser's limit.
          --repeat  measures the limit and the cold run N times each, taking turns (default 3; medians shown)
          --curve   measures the cost from 100 to 20,000 protocols instead of one project
          --path    measures a folder of real code against parsing only its protocol declarations
          --compare with --path: checks that slicing finds what parsing every file whole finds
          --against with --path: measures another build of mockscope-bench (or the one beside a mockscope given) in turns with this one, figure by figure
          --verify  measures --verify on Resources/Demo and a synthesized package (--protocols, default 500)
          --mocks   with --verify: verifies the first N protocols' mocks of the synthesized package, for each N
          --calls   measures N stubbed calls of a strict mock against the default style's handler call
          --uses    measures reading as many test files as source files (mocks in use) against scanning the sources
          --tests   the synthesized tests: dense (small files, mostly uses of mocks; the default) or suites (as long as the source files, a few tests touching a mock)
        """

    init(_ arguments: [String]) throws {
        var index = 0
        func value() throws -> String {
            index += 1
            guard index < arguments.count else { throw BenchError("\(arguments[index - 1]) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--profile":
                let name = try value()
                guard let profile = ProjectSynthesizer.Profile(rawValue: name) else {
                    throw BenchError("unknown profile \(name)")
                }
                self.profile = profile
            case "--files": files = Int(try value())
            case "--protocols": protocols = Int(try value())
            case "--seed": seed = UInt64(try value()) ?? seed
            case "--repeat":
                guard let count = Int(try value()), count > 0 else {
                    throw BenchError("--repeat needs a positive count")
                }
                repeats = count
            case "--curve": curve = true
            case "--uses": uses = true
            case "--tests":
                guard let shape = UsesMeasurements.Shape(rawValue: try value()) else {
                    throw BenchError("--tests needs dense or suites")
                }
                testShape = shape
            case "--verify": verify = true
            case "--mocks":
                mockCounts = try value().split(separator: ",").map { part in
                    guard let count = Int(part.replacingOccurrences(of: "_", with: "")), count > 0 else {
                        throw BenchError("--mocks needs positive counts separated by commas")
                    }
                    return count
                }
            case "--path": path = try value()
            case "--compare": compare = true
            case "--against": against = try value()
            case "--keep": keep = try value()
            case "--calls":
                guard let count = Int(try value()), count > 0 else {
                    throw BenchError("--calls needs a positive count")
                }
                calls = count
            case "--help", "-h": throw BenchError(Self.usage)
            default: throw BenchError("unknown argument \(arguments[index])\n\(Self.usage)")
            }
            index += 1
        }
    }

    /// The project to synthesize: the profile's shape, resized by `--files` / `--protocols`.
    func synthesizer(protocolsOverride: Int? = nil) -> ProjectSynthesizer {
        let shape = profile.defaults
        let fileCount = files ?? shape.files
        let wanted = protocolsOverride ?? protocols ?? shape.protocolFiles * shape.protocolsPerFile
        let protocolFiles = max(1, Int((Double(wanted) / Double(shape.protocolsPerFile)).rounded(.up)))
        return ProjectSynthesizer(
            files: max(fileCount, protocolFiles), protocolFiles: protocolFiles,
            protocolsPerFile: shape.protocolsPerFile,
            seed: seed, fillerInProtocolFiles: profile == .app)
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
