import Foundation
import MockModel
import MockPipeline
import Testing

/// Compiles one protocol source's mocks in a style the way a user's full build would: Swift 6
/// mode, complete concurrency checking, warnings as errors, the whole module at once. With a
/// driver (its own `@main`, printing `OK` when its checks pass) the mocks are linked and run;
/// the strict style is typechecked against the MockScope runtime and its SIL emitted instead.
enum EveryStyleCompile {
    struct Outcome {
        var text: String
        var diagnostics: [Diagnostic]
        var status: Int32
        var output: String
        var passed: Bool { status == 0 && diagnostics.allSatisfy { $0.severity != .error } }
    }

    static let wholeModule = ["-wmo"]

    /// The mocks of every protocol in `source`, in `style`.
    static func generate(_ source: String, style: MockStyle) throws -> GenerateOutcome {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Protocols.swift").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let selection = Selection(overrides: MockOptions(style: style), all: true)
        return try Pipeline().generate(GenerateRequest(path: path, selection: selection))
    }

    /// Generates, compiles and (with `driver`) runs; `style` is not the strict one.
    static func run(_ source: String, style: MockStyle, driver: String?) throws -> Outcome {
        let outcome = try generate(source, style: style)
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let protocols = folder.appendingPathComponent("Protocols.swift")
        let mocks = folder.appendingPathComponent("Mocks.swift")
        try source.write(to: protocols, atomically: true, encoding: .utf8)
        try outcome.text.write(to: mocks, atomically: true, encoding: .utf8)
        var inputs = [protocols.path, mocks.path]
        var mode = ["-emit-sil", "-o", "/dev/null"]
        if let driver {
            let driverFile = folder.appendingPathComponent("Driver.swift")
            try driver.write(to: driverFile, atomically: true, encoding: .utf8)
            inputs.append(driverFile.path)
            mode = ["-o", folder.appendingPathComponent("driver").path]
        }
        let compile = try TestSupport.run(
            TestSupport.swiftc, CompileAndRunTests.strictFlags + wholeModule + mode + inputs)
        guard compile.status == 0, driver != nil else {
            return Outcome(
                text: outcome.text, diagnostics: outcome.diagnostics, status: compile.status, output: compile.output)
        }
        let run = try TestSupport.run(folder.appendingPathComponent("driver").path, [])
        let status = run.status == 0 && run.output.contains("OK") ? 0 : max(run.status, 1)
        return Outcome(text: outcome.text, diagnostics: outcome.diagnostics, status: status, output: run.output)
    }

    /// The strict style's mocks, typechecked against the runtime, then their SIL emitted
    /// whole-module; with `driver` (which imports `MockScope`), linked with the runtime's objects
    /// and run instead.
    static func strict(_ source: String, driver: String? = nil) throws -> Outcome {
        let typechecked = try StrictRealShapesTests.typecheck(source)
        var outcome = Outcome(
            text: typechecked.outcome.text, diagnostics: typechecked.outcome.diagnostics,
            status: typechecked.status, output: typechecked.output)
        guard outcome.status == 0 else { return outcome }
        if let driver { return try linked(outcome, source: source, driver: driver) }
        let built = try StrictRealShapesTests.typecheck(
            source, mode: ["-emit-sil"] + wholeModule + ["-o", "/dev/null"])
        outcome.status = built.status
        outcome.output = built.output
        return outcome
    }

    /// The strict mocks and `driver`, built whole-module with the runtime's object files and run.
    private static func linked(_ typechecked: Outcome, source: String, driver: String) throws -> Outcome {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var inputs: [String] = []
        for (name, text) in [("Protocols", source), ("Mocks", typechecked.text), ("Driver", driver)] {
            let file = folder.appendingPathComponent("\(name).swift")
            try text.write(to: file, atomically: true, encoding: .utf8)
            inputs.append(file.path)
        }
        let build = VerificationMacroTests.buildFolder
        let runtime = build.appendingPathComponent("MockScope.build")
        let objects = try FileManager.default.contentsOfDirectory(atPath: runtime.path).filter { $0.hasSuffix(".o") }
            .map { runtime.appendingPathComponent($0).path }
        let binary = folder.appendingPathComponent("driver").path
        let flags =
            CompileAndRunTests.strictFlags + wholeModule + [
                "-module-name", "Shapes", "-I", build.appendingPathComponent("Modules").path, "-o", binary,
            ]
        let compile = try TestSupport.run(TestSupport.swiftc, flags + inputs + objects)
        var outcome = typechecked
        outcome.status = compile.status
        outcome.output = compile.output
        guard compile.status == 0 else { return outcome }
        let run = try TestSupport.run(binary, [])
        outcome.status = run.status == 0 && run.output.contains("OK") ? 0 : max(run.status, 1)
        outcome.output = run.output
        return outcome
    }
}
