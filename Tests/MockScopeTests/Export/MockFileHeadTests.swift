import MockModel
import Testing

@testable import MockPipeline

/// The head export and verification both write above the mocks: typed imports to the end.
struct MockFileHeadTests {
    static func mock(imports: [ImportDeclaration], usesLock: Bool) -> GeneratedMock {
        var mock = GeneratedMock(
            protocolID: "Store", protocolName: "Store", mockName: "StoreMock", options: EffectiveOptions(),
            text: "final class StoreMock {}\n", diagnostics: [], usesLock: usesLock)
        mock.sourceImports = imports
        return mock
    }

    @Test func theCompiledModuleIsLeftOutWithItsCondition() {
        let sources = [
            ImportDeclaration(module: "App", attributes: ["@testable"]),
            ImportDeclaration(module: "App", condition: "DEBUG"),
            ImportDeclaration(module: "Foundation"),
        ]
        let mocks = [Self.mock(imports: sources, usesLock: false)]
        let kept = MockFileHead(mocks: mocks, imports: [], testableImports: ["App"])
        #expect(kept.imports.map(\.text) == ["@testable import App", "import Foundation"])
        let verified = MockFileHead(mocks: mocks, imports: [], testableImports: ["App"], leaving: "App")
        #expect(verified.imports.map(\.text) == ["import Foundation"])
        #expect(verified.lockHelper.isEmpty)
    }

    @Test func theLockBringsItsLibraryImportsEachNamingItsModule() {
        let explicit = ImportDeclaration(module: "Glibc", access: .internal, condition: "canImport(Glibc)")
        var mock = Self.mock(imports: [], usesLock: true)
        mock.libraryImportedExplicitly = true
        let head = MockFileHead(mocks: [mock], imports: [], testableImports: [])
        #expect(head.imports.compactMap(\.module) == ["Darwin", "Glibc", "Musl", "Android"])
        #expect(head.imports.map(\.text).contains(explicit.unconditionalText))
        #expect(head.imports.first?.text == "#if canImport(Darwin)")
        #expect(head.imports.last?.text == "#endif")
        #expect(!head.lockHelper.isEmpty)
    }

    /// A public mock keeps its own protocol file's `public import`; another mock's file, whose
    /// mock was shown to need none, stays internal instead of being widened by the public one.
    @Test func eachMocksImportsAreAsWideAsThatMockNeeds() {
        var needy = Self.mock(
            imports: [ImportDeclaration(module: "Foundation", access: .public)], usesLock: false)
        needy.options.access = .public
        var plain = Self.mock(
            imports: [ImportDeclaration(module: "SystemPackage", access: .public)], usesLock: false)
        plain.options.access = .public
        plain.publicImportModules = []
        var shared = Self.mock(
            imports: [ImportDeclaration(module: "SystemPackage", access: .package)], usesLock: false)
        shared.options.access = .package
        let head = MockFileHead(mocks: [needy, plain], imports: [], testableImports: [])
        #expect(head.imports.map(\.text) == ["import SystemPackage", "public import Foundation"])
        let widened = MockFileHead(mocks: [needy, plain, shared], imports: [], testableImports: [])
        #expect(widened.imports.map(\.text) == ["package import SystemPackage", "public import Foundation"])
    }
}
