import Foundation

/// `mockscope-fuzz run|shapes|nesting …`, read from the command line.
struct FuzzOptions {
    var command = "run"
    var seed: UInt64 = 1
    var count = 1_000
    /// Seconds a mutant may take before it is reported as slow.
    var bound = 2.0
    var repository = FileManager.default.currentDirectoryPath
    /// Runs each mutant through this `mockscope` executable instead of in-process.
    var binary: String?
    /// Only this mutant (by index), to reproduce one.
    var only: Int?
    var folders: [String] = []
    /// Shapes typechecked in one compiler run.
    var batch = 50
    /// Failures shrunk to the requirements that matter, at most this many (one per message).
    var minimize = 12
    /// Prints why each shape was dropped.
    var verbose = false
    /// Added to every compiler run of `shapes`.
    var swiftcFlags: [String] = []
    /// Added to every `mockscope generate` of `shapes`.
    var generateFlags: [String] = []
    /// `shapes` runs the compiler's mandatory SIL passes too, not only the type checker.
    var sil = false
    /// `shapes` generates mocks in this style (`--style` of `mockscope generate`).
    var style: String?
    /// `shapes` generates this kind instead of mocks (`--kind component`, `--kind type-erasure`).
    var kind: String?

    static let usage = """
        usage: mockscope-fuzz run [--seed N] [--count N] [--bound SECONDS] [--repository DIR] [--binary PATH] [--only I]
               mockscope-fuzz shapes [--seed N] [--count N] [--batch N] [--minimize N] [--binary PATH] [--verbose]
                                     [--swiftc-flag FLAG]... [--generate-flag FLAG]... [--sil] [--style NAME]
                                     [--kind component|type-erasure]
               mockscope-fuzz nesting FOLDER...
          run      mutates the repository's fixtures and a synthesized project, runs discovery and
                   generation on each mutant and reports crashes (with --binary), runs over the
                   bound, and the slowest run; mutant I of seed S is always the same file
          shapes   writes N random valid protocols (seeded), generates their mocks with the binary
                   (default: the mockscope next to this program) and typechecks them in Swift 6
                   mode, strict concurrency, warnings as errors; reports every mock that fails,
                   minimized, and every refusal (MSxxx) by code; --style strict typechecks against
                   the MockScope module built next to the binary; --kind component (or
                   type-erasure) generates the protocols' components (or type erasures) instead
                   and typechecks them the same way
          nesting  prints how deeply the Swift files under FOLDER nest, by the nesting gauge's measures
        """

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        if let first = rest.first, !first.hasPrefix("-") {
            command = first
            rest = rest.dropFirst()
        }
        while let argument = rest.popFirst() {
            func value() throws -> String {
                guard let next = rest.popFirst() else { throw FuzzError("\(argument) needs a value") }
                return next
            }
            switch argument {
            case "--seed": seed = try UInt64(value()).orThrow("--seed needs a number")
            case "--count": count = try Int(value()).orThrow("--count needs a number")
            case "--bound": bound = try Double(value()).orThrow("--bound needs seconds")
            case "--repository": repository = try value()
            case "--binary": binary = try value()
            case "--only": only = try Int(value()).orThrow("--only needs a number")
            case "--verbose": verbose = true
            case "--swiftc-flag": swiftcFlags.append(try value())
            case "--generate-flag": generateFlags.append(try value())
            case "--sil": sil = true
            case "--style": style = try value()
            case "--kind": kind = try value()
            case "--batch": batch = try Int(value()).orThrow("--batch needs a number")
            case "--minimize": minimize = try Int(value()).orThrow("--minimize needs a number")
            case "--help", "-h": throw FuzzError(Self.usage)
            default:
                guard !argument.hasPrefix("-") else { throw FuzzError("unknown option \(argument)\n\(Self.usage)") }
                folders.append(argument)
            }
        }
        guard ["run", "shapes", "nesting"].contains(command) else {
            throw FuzzError("unknown command \(command)\n\(Self.usage)")
        }
    }
}

struct FuzzError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Optional {
    func orThrow(_ message: String) throws -> Wrapped {
        guard let self else { throw FuzzError(message) }
        return self
    }
}
