import Foundation
import MockExpansion
import MockModel
import MockPipeline
import Testing

/// The strict style as the macro expands it, and what it refuses.
@Suite("Strict style")
struct StrictStyleTests {
    static func strict(_ source: String) throws -> GenerateOutcome {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Protocols.swift").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let selection = Selection(overrides: MockOptions(style: .strict), all: true)
        return try Pipeline().generate(GenerateRequest(path: path, selection: selection))
    }

    @Test func theMacroExpandsTheExportedStrictMock() throws {
        let source = """
            @Mockable(style: .strict)
            protocol WeatherService {
                var unit: String { get set }
                func temperature(for city: String) async throws -> Double
            }

            """
        let (outcome, path) = try MacroExpansionTests.export(source, named: "Weather.swift")
        let mock = try #require(outcome.mocks.first)
        #expect(mock.options.style == .strict)
        let exported = try #require(mock.text)
        let expansion = try #require(MacroExpander.expand(source, path: path).first)
        #expect(expansion.errors.isEmpty, "\(expansion.errors)")
        #expect(expansion.text == MacroExpansionTests.declarationText(exported))
        #expect(exported.contains("final class WeatherServiceMock: WeatherService, StrictMock, Sendable"))
    }

    @Test func theFileImportsTheRuntimeOnce() throws {
        let outcome = try Self.strict(
            "import Foundation\nprotocol Clock { func now() -> Date }\nprotocol Tick { func tick() }\n")
        #expect(outcome.text.components(separatedBy: "\nimport MockScope\n").count == 2)
        #expect(outcome.text.contains("\nimport Foundation\n"))
    }

    @Test func aNoncopyableParameterBesideOthersIsRefusedAtItsRequirement() throws {
        let outcome = try Self.strict(
            """
            struct Token: ~Copyable { let raw: Int }
            protocol TokenService {
                func pair(_ token: borrowing Token, _ count: Int) -> Int
            }

            """)
        let diagnostic = try #require(outcome.diagnostics.first { $0.code == .strictUnsupported })
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location.line == 3)
        #expect(diagnostic.message.contains("'pair' cannot be mocked in the strict style"))
        #expect(outcome.mocks.first?.text == nil)
    }

    @Test func overloadsDifferingInResultGetAReturningSelector() throws {
        let outcome = try Self.strict("protocol Maker {\n    func make() -> Int\n    func make() -> String\n}\n")
        #expect(!outcome.hasErrors)
        #expect(outcome.text.contains("func make(returning _: String.Type) -> VerificationResult"))
        #expect(outcome.text.contains("let make2: MockMember<Void, Void, String, Never>"))
    }
}
