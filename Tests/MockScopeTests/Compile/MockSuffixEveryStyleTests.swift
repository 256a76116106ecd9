import Foundation
import MockModel
import MockPipeline
import Testing

/// The `mockSuffix` option renames the mocks of every style, and a child whose own suffix
/// differs names its parent's mock by the parent's suffix: the generated file compiles in Swift
/// 6 mode, complete concurrency checking, warnings as errors, its SIL emitted whole-module.
@Suite(.serialized)
struct MockSuffixEveryStyleTests {
    static let source = """
        public protocol Store {
            func load(key: String) -> Int
            var name: String { get }
        }

        public protocol CachedStore: Store {
            func purge()
        }

        """

    /// The parent's mock is `StoreFake`; the child keeps the default suffix.
    static let config = ProjectConfig(
        defaults: MockOptions(condition: .always),
        protocols: ["Store": ProtocolOverride(MockOptions(mockSuffix: MockNameSuffix("Fake")))])

    /// Names only the renamed types: each style's initializers differ, their names do not.
    static func usage(subclasses: Bool) -> String {
        let subclass = subclasses ? "    _ = CachedStoreMock.self as StoreFake.Type\n" : ""
        return "    _ = [StoreFake.self, CachedStoreMock.self] as [any Store.Type]\n" + subclass
    }

    static func generate(_ style: MockStyle, config: ProjectConfig = config) throws -> GenerateOutcome {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Protocols.swift").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let selection = Selection(config: config, overrides: MockOptions(style: style), all: true)
        return try Pipeline().generate(GenerateRequest(path: path, selection: selection))
    }

    @Test(arguments: MockStyle.allCases)
    func everyStyleNamesItsMocksWithTheChosenSuffixAndCompiles(style: MockStyle) throws {
        let outcome = try Self.generate(style)
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.text.contains("class StoreFake"), "\(style): \(outcome.text)")
        #expect(outcome.text.contains("class CachedStoreMock"))
        #expect(!outcome.text.contains(" StoreMock"), "the parent's mock has one name, StoreFake")
        let subclasses = outcome.text.contains("class CachedStoreMock: StoreFake")
        #expect(subclasses == (style == .mockable), "only the default style subclasses here")
        let compiled = try Self.compile(outcome.text, usage: Self.usage(subclasses: subclasses), style: style)
        #expect(compiled.status == 0, "\(style) does not compile:\n\(compiled.output)")
    }

    /// A child never names `<Parent>Mock` when the parent's mock is called something else.
    @Test func aChildSubclassesItsParentsRenamedMock() throws {
        let outcome = try Self.generate(.mockable)
        #expect(outcome.text.contains("open class CachedStoreMock: StoreFake, CachedStore"))
    }

    /// Without the option every mock keeps `Mock`: nothing written so far changes.
    @Test func withoutTheOptionTheNamesAreUnchanged() throws {
        let outcome = try Self.generate(.mockable, config: ProjectConfig(defaults: MockOptions(condition: .always)))
        #expect(outcome.text.contains("open class CachedStoreMock: StoreMock, CachedStore"))
    }

    static func compile(_ mocks: String, usage: String, style: MockStyle) throws -> (status: Int32, output: String) {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var inputs: [String] = []
        for (name, text) in [("Protocols", source), ("Mocks", mocks), ("Usage", "func use() {\n\(usage)}\n")] {
            let file = folder.appendingPathComponent("\(name).swift")
            try text.write(to: file, atomically: true, encoding: .utf8)
            inputs.append(file.path)
        }
        // The strict style's mocks import the runtime.
        let runtime = ["-I", VerificationMacroTests.buildFolder.appendingPathComponent("Modules").path]
        let flags =
            CompileAndRunTests.strictFlags + EveryStyleCompile.wholeModule + (style == .strict ? runtime : [])
            + ["-module-name", "Suffixed", "-emit-sil", "-o", "/dev/null"]
        let result = try TestSupport.run(TestSupport.swiftc, flags + inputs)
        return (result.status, result.output)
    }
}
