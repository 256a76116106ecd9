import FileAccess
import Foundation
import MockModel
import MockPipeline

/// Where exported mocks are compiled when that is not in their protocols' module: a test target
/// of the package, which compiles the exported file as one of its own, importing the built
/// module of the protocols (`@testable` for internal ones) as the file's head says.
public struct ExportDestination: Sendable, Hashable {
    /// The target that compiles the exported file (`DemoTests`).
    public var target: String

    public init(target: String) {
        self.target = target
    }

    var moduleName: String { PackageLayout.moduleName(of: target) }
}

/// Typechecks mocks the way their export destination compiles them: one file of the
/// destination's module, headed by the imports the exported file writes, against the module
/// SwiftPM built (a debug build enables `@testable import`). A mock that compiles inside its
/// module but not there (its module is not imported, an internal type without `@testable`) is
/// reported where it was written.
struct DestinationCheck {
    let swiftc: String
    let timeout: Double
    let destination: ExportDestination
    var isCancelled: (@Sendable () -> Bool)?
    let fileSystem: any FileSystem
    /// The configured compiler flags (not the protocols' module's own).
    var flags: [String] = []

    func verify(
        _ mocks: [GeneratedMock], builtFrom module: ModuleContext, imports: [String], testableImports: [String]
    ) throws(VerificationError) -> VerificationResult {
        let file = VerificationFile(
            mocks: mocks, moduleName: destination.moduleName, imports: imports, testableImports: testableImports,
            purpose: "as \(destination.target) compiles them")
        guard !file.placements.isEmpty else { return VerificationResult() }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mockscope-destination-\(UUID().uuidString)")
        try? fileSystem.createFolder(scratch.path)
        defer { try? fileSystem.remove(scratch.path) }
        let path = scratch.appendingPathComponent("\(destination.moduleName)Mocks.swift").path
        do { try fileSystem.writeAtomically(file.text, to: path) } catch {
            throw VerificationError("cannot write \(path): \(error.localizedDescription)")
        }
        let client = ModuleContext(
            moduleName: destination.moduleName, packageName: module.packageName, sources: [path],
            languageMode: module.languageMode, importPaths: module.importPaths, flags: flags)
        let output = try ProcessRunner.run(
            swiftc, client.typecheckArguments(files: [path]), timeout: timeout, isCancelled: isCancelled)
        let messages = CompilerMessage.parse(output.error + "\n" + output.output)
        if let unplaced = messages.first(where: { $0.severity == .error && $0.file != path }) {
            throw VerificationError(
                "the compiler stopped typechecking the mocks in \(destination.target): \(unplaced.text)")
        }
        if output.status != 0 && !messages.contains(where: { $0.severity == .error }) {
            let said = (output.error + output.output).lines(.nonEmpty).first.map(String.init) ?? "no output"
            throw VerificationError("swiftc failed (status \(output.status)): \(said)")
        }
        let attribution = MessageAttribution(file: file, filePath: path, compiled: .exported(into: destination.target))
        var result = VerificationResult(compilerRuns: 1)
        result.record(
            attribution.errors(messages), warned: attribution.warnings(messages),
            of: file.placements.map(\.mock))
        result.compiledMocks = file.placements.count
        return result
    }
}

extension VerificationResult {
    /// A mock's standing where it is exported overrides a clean one in its module: it must
    /// compile in both places to count as compiling.
    mutating func take(destination: VerificationResult) {
        for (id, status) in destination.statuses {
            guard let current = statuses[id], current == .compiles || current == .compilesWithWarnings else { continue }
            if status == .doesNotCompile || (status == .compilesWithWarnings && current == .compiles) {
                statuses[id] = status
            }
            let found = destination.byProtocol[id] ?? []
            diagnostics += found
            if !found.isEmpty { byProtocol[id, default: []] += found }
        }
        compilerRuns += destination.compilerRuns
    }
}
