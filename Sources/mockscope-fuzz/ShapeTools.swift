import Foundation
import MockCorpus

/// The two programs a shape run drives: the compiler, and `mockscope generate` in a folder.
struct ShapeTools {
    static let flags = [
        "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors", "-D", "DEBUG",
        "-parse-as-library", "-package-name", "Shapes",
    ]

    let swiftc: String
    let binary: String
    /// Added to every compiler run (`-wmo`, `-D CUSTOM`).
    let extraFlags: [String]
    /// Added to every `mockscope generate` (`--sendable locked`, `--access public`).
    let generateFlags: [String]
    /// `--kind component` or `type-erasure`: that kind is generated (into `Mocks.swift`) instead
    /// of mocks.
    var kind: String?

    /// The generated type's name for a shape: `ShapeMock`, `ShapeComponent`, `AnyShape`.
    func typeName(of shape: String) -> String {
        switch kind {
        case "component": shape + "Component"
        case "type-erasure": "Any" + shape
        default: shape + "Mock"
        }
    }

    /// `-typecheck`, or with `sil` the mandatory passes too (definite initialization and the
    /// isolation checks made there), over the whole module.
    init(binary: String, extraFlags: [String] = [], generateFlags: [String] = [], sil: Bool = false) {
        self.binary = binary
        self.extraFlags = (sil ? ["-emit-sil", "-wmo", "-o", "/dev/null"] : ["-typecheck"]) + extraFlags
        self.generateFlags = generateFlags
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        swiftc =
            path.split(separator: ":").map { "\($0)/swiftc" }
            .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/swiftc"
    }

    /// Errors and warnings of one typecheck of `files`, in Swift 6 mode with complete concurrency
    /// checking and warnings as errors.
    func typecheck(_ files: [URL]) throws -> [CompilerMessage] {
        let (_, output) = try Self.run(swiftc, Self.flags + extraFlags + files.map(\.path))
        return CompilerMessage.parse(output)
    }

    /// Runs `mockscope generate Sources --all --output Mocks.swift` in `folder` (for another
    /// kind, with `--kind` and that kind's output in the configuration); its exit status and the
    /// MS diagnostics it printed.
    func generate(in folder: URL) throws -> (status: Int32, diagnostics: [CompilerMessage]) {
        let mocks = folder.appendingPathComponent("Mocks.swift")
        try? FileManager.default.removeItem(at: mocks)
        let sources = folder.appendingPathComponent("Sources")
        var arguments = ["generate", sources.path, "--all", "--output", mocks.path]
        if let kind, kind != "mock" {
            let key = kind == "type-erasure" ? "typeErasures" : "components"
            let config = #"{"\#(key)": {"output": "\#(mocks.path)"}}"#
            try config.write(to: sources.appendingPathComponent(".mockscope.json"), atomically: true, encoding: .utf8)
            arguments = ["generate", sources.path, "--all", "--kind", kind]
        }
        let (status, output) = try Self.run(
            binary, arguments + generateFlags, environment: ["MOCKSCOPE_NO_CACHE": "1"])
        return (status, CompilerMessage.parse(output))
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (
        Int32, String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// One batch's folder: `Sources/Support.swift`, `Sources/Protocols.swift`, `Mocks.swift`.
struct ShapeFolder {
    let url: URL

    var support: URL { url.appendingPathComponent("Sources/Support.swift") }
    var protocols: URL { url.appendingPathComponent("Sources/Protocols.swift") }
    var mocks: URL { url.appendingPathComponent("Mocks.swift") }
    var trial: URL { url.appendingPathComponent("Trial.swift") }

    /// Writes the shapes; answers the line range each one occupies in `Protocols.swift`.
    func write(_ shapes: [ShapeSynthesizer.Shape]) throws -> [(shape: String, lines: ClosedRange<Int>)] {
        try FileManager.default.createDirectory(
            at: support.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ShapeSynthesizer.supportDeclarations.write(to: support, atomically: true, encoding: .utf8)
        var text = "import Foundation\n"
        var ranges: [(String, ClosedRange<Int>)] = []
        var line = 2
        for shape in shapes {
            let lineCount = shape.text.split(separator: "\n", omittingEmptySubsequences: false).count
            text += "\n" + shape.text + "\n"
            ranges.append((shape.name, (line + 1)...(line + lineCount)))
            line += lineCount + 1
        }
        try text.write(to: protocols, atomically: true, encoding: .utf8)
        return ranges
    }
}
