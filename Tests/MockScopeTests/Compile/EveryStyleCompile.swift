import Foundation
import MockModel
import MockPipeline
import Testing

/// Compiles a module of the test's own source with its mocks in one style the way a user's full
/// build would: Swift 6 mode, complete concurrency checking, warnings as errors, strict mocks
/// against this package's runtime module. With a driver the mocks are linked (strict ones with the
/// runtime's objects) and run: a file with its own `@main`, or a `main.swift` (no `@main`), whose
/// run passes when it exits 0 and prints `OK`.
enum EveryStyleCompile {
    static let styles: [MockStyle] = [.mockable, .ozon, .sourcery, .strict]
    /// `-emit-sil -wmo`: the mandatory passes' checks too ("will never be executed", `sending`).
    static let wholeModule = ["-emit-sil", "-wmo", "-o", "/dev/null"]

    struct Outcome {
        var text: String
        var diagnostics: [Diagnostic]
        var status: Int32
        var output: String
        var mocks: String { text }
        var passed: Bool { status == 0 && diagnostics.allSatisfy { $0.severity != .error } }
    }

    /// The mocks of every protocol in `source`, in `style`.
    static func generate(_ source: String, style: MockStyle) throws -> GenerateOutcome {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        return try generate(["Protocols.swift": source], style: style, in: folder).outcome
    }

    /// One protocol source compiled whole-module with its mocks; with `driver`, run.
    static func run(_ source: String, style: MockStyle, driver: String?) throws -> Outcome {
        try compile(["Protocols.swift": source], style: style, mode: wholeModule, driver: driver)
    }

    /// The strict style's `run`.
    static func strict(_ source: String, driver: String? = nil) throws -> Outcome {
        try run(source, style: .strict, driver: driver)
    }

    /// Generates every protocol of `files` (name to source) in `style` and compiles them with the
    /// mocks in `mode`; with `driver`, builds whole-module and runs the program instead.
    static func compile(
        _ files: [String: String], style: MockStyle, mode: [String] = ["-typecheck"], driver: String? = nil
    ) throws -> Outcome {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (generated, sources) = try generate(files, style: style, in: folder)
        let mocks = folder.appendingPathComponent("Mocks.swift")
        try generated.text.write(to: mocks, atomically: true, encoding: .utf8)
        var outcome = Outcome(text: generated.text, diagnostics: generated.diagnostics, status: 0, output: "")
        let build = VerificationMacroTests.buildFolder
        var flags =
            CompileAndRunTests.strictFlags + [
                "-module-name", "Shapes", "-I", build.appendingPathComponent("Modules").path,
            ]
        var inputs = sources + [mocks.path]
        guard let driver else {
            (outcome.status, outcome.output) = try compiled(flags + mode + inputs)
            return outcome
        }
        let isMain = !driver.contains("@main")
        if isMain { flags.removeAll { $0 == "-parse-as-library" } }
        let driverFile = folder.appendingPathComponent(isMain ? "main.swift" : "Driver.swift")
        try driver.write(to: driverFile, atomically: true, encoding: .utf8)
        inputs.append(driverFile.path)
        if style == .strict {
            let runtime = build.appendingPathComponent("MockScope.build")
            inputs += try FileManager.default.contentsOfDirectory(atPath: runtime.path).filter { $0.hasSuffix(".o") }
                .map { runtime.appendingPathComponent($0).path }
        }
        let binary = folder.appendingPathComponent("driver").path
        (outcome.status, outcome.output) = try compiled(flags + ["-wmo", "-o", binary] + inputs)
        guard outcome.status == 0 else { return outcome }
        let run = try TestSupport.run(binary, [])
        outcome.status = run.status == 0 && run.output.contains("OK") ? 0 : max(run.status, 1)
        outcome.output = run.output
        return outcome
    }

    private static func compiled(_ arguments: [String]) throws -> (Int32, String) {
        let run = try TestSupport.run(TestSupport.swiftc, arguments)
        return (run.status, run.output)
    }

    /// Writes `files` into `folder/Sources` and generates their mocks with `--all` in `style`.
    private static func generate(_ files: [String: String], style: MockStyle, in folder: URL) throws -> (
        outcome: GenerateOutcome, sources: [String]
    ) {
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        var paths: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let file = sources.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            paths.append(file.path)
        }
        let selection = Selection(overrides: MockOptions(style: style), all: true)
        return (try Pipeline().generate(GenerateRequest(path: sources.path, selection: selection)), paths)
    }

    /// Emits `source` as the module `name` into `folder/Modules`, for an app that imports it;
    /// returns that folder, for `-I`.
    static func emitModule(_ name: String, from source: URL, into folder: URL, flags: [String]) throws -> URL {
        let modules = folder.appendingPathComponent("Modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let emitted = try TestSupport.run(
            TestSupport.swiftc,
            flags + [
                "-module-name", name, "-emit-module", "-emit-module-path",
                modules.appendingPathComponent("\(name).swiftmodule").path, source.path,
            ])
        #expect(emitted.status == 0, "\(emitted.output)")
        return modules
    }
}
