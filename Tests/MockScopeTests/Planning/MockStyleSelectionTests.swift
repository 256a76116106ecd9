@testable import ExplorerCore
import Foundation
import MockConfig
import MockDiscovery
import MockModel
import MockPipeline
import Testing

/// How a protocol's mock style is chosen: markers imply one, configuration and the command line
/// override it, and the explorer cycles it. Also the annotation comments styles read.
@Suite struct MockStyleSelectionTests {
    private func protocols(_ source: String) -> [String: ProtocolModel] {
        let file = FileDiscovery.discover(source: source, path: "Input.swift")
        return Dictionary(uniqueKeysWithValues: file.protocols.map { ($0.name, $0) })
    }

    @Test func markersImplyTheirStyle() {
        let found = protocols(
            """
            @Mock(associatedTypes: ["Path": "String"], .public, heritability: .inheritable)
            protocol OzonAttribute {}
            /// A service.
            /// @Mock(.open)
            protocol OzonComment {}
            /// sourcery: ProtocolMock
            protocol SourceryDoc {}
            // sourcery: ObjcProtocolMock
            protocol SourceryObjc {}
            // sourcery: AutoMockable
            protocol SourceryAuto {}
            @Mockable
            protocol Mockable {}
            /// @mockable
            protocol DocMockable {}
            /// Mock data for tests.
            protocol Unmarked {}
            """)
        var ozonAttribute = Marker(kind: .mockAttribute, options: MockOptions(style: .ozon))
        ozonAttribute.ozon = OzonArguments(
            associatedTypes: [OzonAssociatedType(name: "Path", type: "String")], access: .public,
            heritability: .inheritable)
        #expect(found["OzonAttribute"]?.marker == ozonAttribute)
        #expect(found["OzonAttribute"]?.attributes == [], "the marker is not repeated on the mock")
        var ozonComment = Marker(kind: .mockDocComment, options: MockOptions(style: .ozon))
        ozonComment.ozon = OzonArguments(access: .open)
        #expect(found["OzonComment"]?.marker == ozonComment)
        #expect(found["SourceryDoc"]?.marker == Marker(kind: .sourcery, options: MockOptions(style: .sourcery)))
        #expect(found["SourceryObjc"]?.marker == Marker(kind: .sourcery, options: MockOptions(style: .sourcery)))
        #expect(found["SourceryAuto"]?.marker == Marker(kind: .sourcery))
        #expect(found["Mockable"]?.marker?.style == nil)
        #expect(found["DocMockable"]?.marker == Marker(kind: .docComment))
        #expect(found["Unmarked"]?.marker == nil)
    }

    @Test func annotationCommentsAreKeptInOrder() {
        let source = """
            /// The avatars.
            /// sourcery: ProtocolMock
            // sourcery: import = "Combine"
            protocol Avatars {
                // sourcery:begin: if = "os(Linux)"
                /// Fetches one.
                /// sourcery: methodName = "fetchOne"
                @discardableResult func fetch(id: String) -> String
                // sourcery:end
                /// @Ignored
                var delegate: AnyObject? { get set }
                // an ordinary comment
                var plain: Int { get }
            }
            """
        let model = protocols(source)["Avatars"]
        #expect(model?.annotations == ["sourcery: ProtocolMock", "sourcery: import = \"Combine\""])
        let infos: [DeclarationInfo] = (model?.members ?? []).compactMap {
            switch $0 {
            case .method(let method): method.info
            case .property(let property): property.info
            default: nil
            }
        }
        #expect(
            infos.map(\.annotations) == [
                ["sourcery:begin: if = \"os(Linux)\"", "sourcery: methodName = \"fetchOne\""],
                ["sourcery:end", "@Ignored"], [],
            ])
    }

    @Test func explicitOptionsWinOverTheMarkersStyle() {
        let ozon = Marker(kind: .mockAttribute, options: MockOptions(style: .ozon))
        #expect(EffectiveOptions(MockOptions(), marker: ozon).style == .ozon)
        #expect(EffectiveOptions(MockOptions(), marker: ozon).condition == .always, "no #if unless chosen")
        #expect(EffectiveOptions(MockOptions(condition: .debug), marker: ozon).condition == .debug)
        #expect(EffectiveOptions(MockOptions(style: .sourcery), marker: nil).condition == .always)
        #expect(EffectiveOptions(MockOptions(), marker: nil).condition == .debug)
        #expect(EffectiveOptions(MockOptions(style: .sourcery), marker: ozon).style == .sourcery)
        #expect(EffectiveOptions(MockOptions(), marker: Marker(kind: .attribute)).style == .mockable)
        #expect(EffectiveOptions(MockOptions(), marker: nil).style == .mockable)
        let layered = MockOptions(access: .public).layered(over: MockOptions(style: .ozon))
        #expect(layered.style == .ozon && !layered.isEmpty)
    }

    @Test func configurationReadsStyleByDefaultAndPerProtocol() {
        let loaded = ConfigFile.parse(
            """
            { "defaults": { "style": "sourcery" }, "protocols": { "Clock": { "style": "ozon" }, "Store": { "style": "rspec" } } }
            """, path: "c.json")
        #expect(loaded.config.defaults.style == .sourcery)
        #expect(loaded.config.protocols["Clock"]?.options.style == .ozon)
        #expect(loaded.config.protocols["Store"]?.options.style == nil)
        #expect(
            loaded.diagnostics.map(\.message) == [
                "'protocols.Store.style' must be one of mockable, ozon, sourcery, strict; found the string \"rspec\""
            ])
        let written = String(decoding: ConfigFile.encoded(loaded.config), as: UTF8.self)
        #expect(ConfigFile.parse(written, path: "c.json").config == loaded.config)
    }

    @Test func commandLineRejectsAnUnknownStyle() throws {
        let project = try TemporaryProject(["Store.swift": "/// @mockable\nprotocol Store { func load() }\n"])
        let result = try project.run("generate", "--style", "rspec")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--style must be one of mockable, ozon, sourcery, strict; got 'rspec'"))
        let listed = try project.run("list", "--json", "--style", "sourcery")
        #expect(listed.stdout.contains("\"style\" : \"sourcery\""))
        let strict = try project.run("list", "--json", "--style", "strict")
        #expect(strict.stdout.contains("\"style\" : \"strict\""))
    }

    @Test func explorerCyclesTheFocusedProtocolsStyle() {
        var state = ExplorerFixtures.scannedState()
        var seen: [MockStyle] = []
        for _ in 0..<5 {
            ExplorerFixtures.apply([.cycleOption(.style)], to: &state)
            seen.append(state.options(for: state.protocols[0]).style)
        }
        // As declared (mockable) is the cycle's first stop; declared is not repeated.
        #expect(seen == [.ozon, .sourcery, .strict, .mockable, .ozon])
        #expect(state.config.working.protocols[state.protocols[0].name]?.options.style == .ozon)
        ExplorerFixtures.apply([.resetOptions], to: &state)
        #expect(state.config.working.protocols[state.protocols[0].name]?.options.style == nil)
    }
}
