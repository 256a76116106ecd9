import Foundation
import MockModel
import MockPipeline
import Testing

/// An `@_implementationOnly import` in a protocol's file: swiftc warns about each one in a
/// module built without library evolution, and a plain or `internal` import of the module
/// beside it is inconsistent (or ambiguous). A mock that names none of its types leaves it out.
@Suite struct ImplementationOnlyImportTests {
    static let greeter = """
        @_implementationOnly import Foundation

        public protocol Greeter {
            func greet(_ name: String) -> String
        }

        func stamp() -> String { Date().description }
        """

    @Test func aMockThatNamesNoImportedTypeLeavesTheImportOut() throws {
        let checked = try typecheck(Self.greeter)
        #expect(!checked.mocks.contains("import Foundation"))
        #expect(checked.status == 0, "swiftc failed:\n\(checked.output)")
        #expect(checked.mockWarnings.isEmpty, "the mocks draw warnings:\n\(checked.output)")
    }

    /// A type the import may bring (`Date`) keeps it, as the protocol's file has it.
    @Test func aMockThatMayNameAnImportedTypeKeepsTheImport() throws {
        let source = """
            @_implementationOnly import Foundation

            protocol Clock {
                func now() -> Date
            }
            """
        let checked = try typecheck(source)
        #expect(checked.mocks.contains("@_implementationOnly import Foundation"))
        #expect(checked.status == 0, "swiftc failed:\n\(checked.output)")
    }

    private func typecheck(_ source: String) throws -> (
        mocks: String, status: Int32, output: String, mockWarnings: [Substring]
    ) {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let protocols = folder.appendingPathComponent("Protocols.swift")
        try source.write(to: protocols, atomically: true, encoding: .utf8)
        let selection = Selection(overrides: MockOptions(), all: true)
        let mocks = try Pipeline().generate(GenerateRequest(path: protocols.path, selection: selection)).text
        let mocksFile = folder.appendingPathComponent("Mocks.swift")
        try mocks.write(to: mocksFile, atomically: true, encoding: .utf8)
        // The module's own `@_implementationOnly` import warns: warnings are not errors here.
        let flags = CompileAndRunTests.strictFlags.filter { $0 != "-warnings-as-errors" }
        let run = try TestSupport.run(
            TestSupport.swiftc, flags + ["-typecheck", "-module-name", "Greeting", protocols.path, mocksFile.path])
        let warnings = run.output.split(separator: "\n").filter {
            $0.contains("Mocks.swift:") && $0.contains("warning:")
        }
        return (mocks, run.status, run.output, warnings)
    }
}
