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

    /// `path` is what was scanned, `scannedFiles` the files read from it.
    public func run(
        _ mocks: [GeneratedMock], path: String, scannedFiles: [String], imports: [String] = [],
        testableImports: [String] = []
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
            result.merge(
                try verifier.verify(own, in: located.module, imports: imports, testableImports: testableImports))
        }
        result.diagnostics = VerificationResult.ordered(result.diagnostics)
        return result
    }
}
