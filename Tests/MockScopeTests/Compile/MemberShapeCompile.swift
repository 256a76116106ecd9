import Foundation
import MockModel
import MockPipeline
import Testing

/// A module of the test's own source, mocked with `--all` in one style and compiled with its mocks
/// in Swift 6 mode with complete concurrency checking and warnings as errors (strict mocks against
/// this package's runtime module), optionally with a driver that runs them.
enum MemberShapeCompile {
    static let styles: [MockStyle] = [.mockable, .ozon, .sourcery, .strict]
    /// `-emit-sil -wmo`: the mandatory passes' checks too ("will never be executed", `sending`).
    static let wholeModule = ["-emit-sil", "-wmo", "-o", "/dev/null"]

    struct Outcome {
        let mocks: String
        let diagnostics: [String]
        let status: Int32
        let output: String
    }

    /// Generates every protocol of `files` (name to source) in `style` and compiles them with the
    /// mocks; with `driver` (a `main.swift`), builds and runs the program, whose output is returned.
    static func compile(
        _ files: [String: String], style: MockStyle, mode: [String] = ["-typecheck"], driver: String? = nil
    ) throws -> Outcome {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        var inputs: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let file = sources.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            inputs.append(file.path)
        }
        let selection = Selection(overrides: MockOptions(style: style), all: true)
        let outcome = try Pipeline().generate(GenerateRequest(path: sources.path, selection: selection))
        let mocks = folder.appendingPathComponent("Mocks.swift")
        try outcome.text.write(to: mocks, atomically: true, encoding: .utf8)
        inputs.append(mocks.path)
        let diagnostics = outcome.diagnostics.map(\.formatted)
        var flags =
            CompileAndRunTests.strictFlags + [
                "-module-name", "Shapes", "-I",
                VerificationMacroTests.buildFolder.appendingPathComponent("Modules").path,
            ]
        guard let driver else {
            let run = try TestSupport.run(TestSupport.swiftc, flags + mode + inputs)
            return Outcome(mocks: outcome.text, diagnostics: diagnostics, status: run.status, output: run.output)
        }
        flags.removeAll { $0 == "-parse-as-library" }
        let main = folder.appendingPathComponent("main.swift")
        try driver.write(to: main, atomically: true, encoding: .utf8)
        let binary = folder.appendingPathComponent("driver").path
        let build = try TestSupport.run(TestSupport.swiftc, flags + inputs + [main.path, "-o", binary])
        guard build.status == 0 else {
            return Outcome(mocks: outcome.text, diagnostics: diagnostics, status: build.status, output: build.output)
        }
        let run = try TestSupport.run(binary, [])
        return Outcome(mocks: outcome.text, diagnostics: diagnostics, status: run.status, output: run.output)
    }
}
