import Foundation
import Testing

/// A requirement taking a value that cannot exist (`Never`, an associated type bound to it) has a
/// witness no call reaches: every style writes it with an empty body, or a whole-module build
/// warns that the code after the parameter will never be executed.
@Suite(.serialized)
struct UninhabitedArgumentStylesTests {
    static let source = """
        public protocol Emitter {
            associatedtype Out = Never
            func wrap(_ value: Out) -> Int
            func drop(_ value: Never, tag: String) throws
        }

        """
    static let wholeModule = ["-emit-sil", "-wmo", "-o", "/dev/null"]

    @Test(arguments: ["ozon", "sourcery"])
    func theWitnessIsEmptyInAWholeModuleBuild(style: String) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let protocols = folder.appendingPathComponent("Emitter.swift")
        try Self.source.write(to: protocols, atomically: true, encoding: .utf8)
        let mocks = folder.appendingPathComponent("Mocks.swift")
        let generate = try CLIRunner.run(
            ["generate", protocols.path, "--all", "--style", style, "--output", mocks.path], in: folder)
        #expect(generate.status == 0, "generate failed:\n\(generate.stderr)")
        let text = try String(contentsOf: mocks, encoding: .utf8)
        #expect(text.contains("// No call reaches this: no value of 'Never' exists."))
        let compile = try TestSupport.run(
            TestSupport.swiftc, CompileAndRunTests.strictFlags + Self.wholeModule + [protocols.path, mocks.path])
        #expect(compile.status == 0, "swiftc failed:\n\(compile.output)")
    }

    @Test func theStrictWitnessIsEmptyInAWholeModuleBuild() throws {
        let checked = try StrictRealShapesTests.typecheck(Self.source, mode: Self.wholeModule)
        #expect(checked.outcome.text.contains("// No call reaches this: no value of 'Out' exists."))
        #expect(checked.status == 0, "swiftc failed:\n\(checked.output)")
    }
}
