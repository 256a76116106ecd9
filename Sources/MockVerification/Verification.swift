import Foundation
import MockModel
import MockPipeline

/// The whole of `--verify`: find the module of each mock, typecheck each module's mocks with it.
public struct Verification: Sendable {
    public var locator: ModuleLocator
    public var verifier: MockVerifier

    public init(locator: ModuleLocator = ModuleLocator(), verifier: MockVerifier = MockVerifier()) {
        self.locator = locator
        self.verifier = verifier
    }

    /// `path` is what was scanned, `scannedFiles` the files read from it. With a `destination`
    /// (a test target the mocks are exported to), a mock compiles only when it compiles with its
    /// module and, as written, in the destination too.
    public func run(
        _ mocks: [GeneratedMock], path: String, scannedFiles: [String], imports: [String] = [],
        testableImports: [String] = [], destination: ExportDestination? = nil
    ) throws(VerificationError) -> VerificationResult {
        let included = mocks.filter { $0.text != nil && $0.protocolLocation != nil }
        guard !included.isEmpty else { return VerificationResult() }
        let needed = included.map { $0.protocolLocation!.file }
        let modules = try locator.modules(path: path, scannedFiles: scannedFiles, needed: needed)
        var result = VerificationResult()
        var placed: Set<String> = []
        for located in modules {
            let own = included.filter {
                !placed.contains($0.protocolID)
                    && located.files.contains(ModuleLocator.absolute($0.protocolLocation!.file))
            }
            guard !own.isEmpty else { continue }
            placed.formUnion(own.map(\.protocolID))
            var found = try verifier.verify(
                own, in: located.module, imports: imports, testableImports: testableImports)
            if let destination, located.target != nil, destination.moduleName != located.module.moduleName {
                found.take(
                    destination: try check(
                        own.filter { [.compiles, .compilesWithWarnings].contains(found.statuses[$0.protocolID]) },
                        of: located, in: destination, imports: imports, testableImports: testableImports))
            }
            result.merge(found)
        }
        result.diagnostics = VerificationResult.ordered(result.diagnostics)
        return result
    }

    /// Builds the module, then typechecks `mocks` as the destination compiles them.
    private func check(
        _ mocks: [GeneratedMock], of located: LocatedModule, in destination: ExportDestination, imports: [String],
        testableImports: [String]
    ) throws(VerificationError) -> VerificationResult {
        guard !mocks.isEmpty else { return VerificationResult() }
        guard let swiftc = verifier.compiler ?? ProcessRunner.find("swiftc") else {
            throw VerificationError("cannot verify the mocks: no 'swiftc' on PATH; install Swift or add it to PATH")
        }
        try locator.build(located, for: destination)
        let check = DestinationCheck(
            swiftc: swiftc, timeout: verifier.timeout, destination: destination, isCancelled: verifier.isCancelled,
            fileSystem: verifier.fileSystem, flags: locator.flags)
        return try check.verify(
            mocks, builtFrom: located.module, imports: imports, testableImports: testableImports)
    }
}
