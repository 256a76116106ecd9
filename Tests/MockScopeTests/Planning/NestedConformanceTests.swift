import Foundation
import MockModel
import Testing

/// A `where` clause that ties an associated type back to `Self` (`Packed.Value == Self`): a
/// class satisfies it with a nested type, so the mock nests a mock of the associated type's
/// protocol with its associated type bound to the mock. Compiled and run with a driver.
@Suite struct NestedConformanceTests {
    @Test func aNestedMockSatisfiesAnAssociatedTypeBoundToSelf() throws {
        try CompileAndRunTests().compileAndRun("NestedConformance", extraFlags: ["-wmo"])
    }

    /// A constraint on `Self` that no nested type answers is still refused.
    @Test func otherConstraintsOnSelfAreStillRefused() throws {
        let source = """
            protocol Storage { associatedtype Value }
            /// @mockable
            protocol Tied where Self: Equatable {
                func name() -> String
            }
            /// @mockable
            protocol Twice where Packed: Storage, Packed.Value == Self, Self: Hashable {
                associatedtype Packed
            }
            """
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Protocols.swift").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let outcome = try TestSupport.generate(path)
        let refused = outcome.diagnostics.filter { $0.code == .selfConstraint }.map(\.message)
        #expect(refused.count == 2, "\(refused)")
    }
}
