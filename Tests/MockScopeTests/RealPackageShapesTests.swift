import Foundation
import MockModel
import Testing

/// Shapes measured in public packages that broke the mocks of some styles, each fixed where the
/// shared plan, render or file head decides: every style's mocks of them compile in Swift 6 mode
/// with complete checking and warnings as errors, and their SIL is emitted whole-module.
@Suite(.serialized)
struct RealPackageShapesTests {
    /// A generic mock's static property is kept in per-specialization state behind the file's
    /// lock helper, which the file must then emit in every style.
    static let staticOnGeneric = """
        public protocol Tagged: Sendable {
            associatedtype Payload: Sendable
            static var label: String? { get }
        }

        """

    @Test(arguments: MemberShapeCompile.styles)
    func aGenericMocksStaticStateHasItsLockHelper(style: MockStyle) throws {
        let built = try MemberShapeCompile.compile(
            ["Tagged.swift": Self.staticOnGeneric], style: style, mode: MemberShapeCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}
