import Foundation
import MockModel
import Testing

/// Imports of real packages' shapes that drew warnings in a file of mocks, compiled in every
/// style with warnings as errors, whole-module.
@Suite(.serialized)
struct RealPackageImportShapesTests {
    /// The only public protocol sits under an `#if` of its own: its mock widens the file's
    /// imports (the protocol's `public import`, the strict runtime's) only where it exists.
    static let publicUnderCondition = """
        public import Dispatch

        #if PORTS
        public protocol Port {
            func open(on queue: DispatchQueue)
        }
        #endif

        protocol Clock {
            func now() -> Int
        }

        public func runLater(on queue: DispatchQueue) {}

        """

    @Test(arguments: EveryStyleCompile.styles, [false, true])
    func aPublicMockUnderItsOwnConditionWidensImportsOnlyThere(style: MockStyle, defined: Bool) throws {
        let built = try EveryStyleCompile.compile(
            ["Port.swift": Self.publicUnderCondition], style: style,
            mode: (defined ? ["-D", "PORTS"] : []) + EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.mocks.contains("#if PORTS\npublic import Dispatch\n#else\nimport Dispatch\n#endif"), "\(built.mocks)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}
