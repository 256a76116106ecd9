import Foundation
import MockDiscovery
import MockModel
import Testing

@testable import MockConfig
@testable import MockPipeline

/// The kinds beyond mocks share one plumbing: their spelling on the command line, their
/// settings in `.mockscope.json`, where their file goes, and their selection by annotation.
@Suite struct GeneratedKindTests {
    @Test func kindListsAreReadInCaseOrderOnce() {
        #expect(GeneratedKind.list("component,mock,component").kinds == [.mock, .component])
        #expect(GeneratedKind.list("type-erasure").kinds == [.typeErasure])
        #expect(GeneratedKind.list("mock,erasure").unknown == "erasure")
        #expect(GeneratedKind.list("mock,").unknown == "")
    }

    @Test func kindSettingsAreReadAndWrittenBack() {
        var config = ProjectConfig(output: "Tests/Mocks/")
        config.components = KindSettings(output: "Sources/App/Generated/Components.swift")
        config.typeErasures = KindSettings(output: "Sources/App/Erased/")
        let text = String(decoding: ConfigFile.encoded(config), as: UTF8.self)
        #expect(text.contains("\"components\" : {\n    \"output\" : \"Sources/App/Generated/Components.swift\"\n  }"))
        let loaded = ConfigFile.parse(text, path: "c.json")
        #expect(loaded.diagnostics == [])
        #expect(loaded.config == config)
    }

    @Test func aBadKindSettingIsLocatedAndAnUnknownOneSuggested() {
        let loaded = ConfigFile.parse(
            """
            {"components": {"output": 3},
             "typeErasures": {"outpt": "E.swift"}}
            """, path: "c.json")
        #expect(
            loaded.diagnostics.map(\.formatted) == [
                "c.json:1:27: error: 'components.output' must be a non-empty string (a file like \"Generated/Components.swift\" or a folder like \"Generated/\"); found the number 3 [MS005]",
                "c.json:2:19: warning: unknown key 'outpt' in 'typeErasures'; it is not used; did you mean 'output'? [MS006]",
            ])
    }

    @Test func unknownKeysInsideKindSettingsSurviveSaving() {
        let previous = "{\n  \"components\" : {\n    \"note\" : \"kept\",\n    \"output\" : \"C.swift\"\n  }\n}\n"
        var config = ProjectConfig()
        config.components = KindSettings(output: "D.swift")
        let saved = String(decoding: ConfigFile.encoded(config, keepingUnknownKeysOf: previous), as: UTF8.self)
        #expect(saved.contains("\"note\" : \"kept\""))
        #expect(saved.contains("\"output\" : \"D.swift\""))
    }

    @Test func aKindsFileIsTheConfiguredOneOrGeneratedUnderTheRoot() throws {
        let project = try TemporaryProject(["Sources/App/A.swift": "protocol A {}\n"])
        let root = project.path + "/Sources/App"
        #expect(
            OutputTarget.kindFile(.component, config: ProjectConfig(), root: root)
                == .file(root + "/Generated/Components.swift"))
        var config = ProjectConfig()
        config.components = KindSettings(output: "Wiring/")
        config.typeErasures = KindSettings(output: "Erased.swift")
        #expect(
            OutputTarget.kindFile(.component, config: config, root: root) == .file(root + "/Wiring/Components.swift"))
        #expect(OutputTarget.kindFile(.typeErasure, config: config, root: root) == .file(root + "/Erased.swift"))
    }

    @Test func eachKindSelectsByItsOwnAnnotationAndAllSelectsEveryProtocol() {
        let discovery = FileDiscovery.discover(
            source: """
                /// sourcery: DuetComponent, owns
                protocol FeedDependency: AnyObject {}
                /// sourcery: ProtocolMock, DuetComponent
                protocol BothDependency: AnyObject {}
                /// sourcery: TypeErase
                protocol Repository {}
                /// sourcery: TypeErasure
                protocol Store {}
                protocol Plain {}
                """, path: "A.swift")
        let models = Dictionary(uniqueKeysWithValues: discovery.protocols.map { ($0.name, $0) })
        let every = Selection(kinds: GeneratedKind.allCases)
        let kinds = { (name: String) in every.kinds(of: models[name]!) }
        #expect(kinds("FeedDependency") == [.component])
        #expect(kinds("BothDependency") == [.mock, .component])
        #expect(kinds("Repository") == [.typeErasure])
        #expect(kinds("Store") == [.typeErasure])
        #expect(kinds("Plain") == [])
        #expect(Selection().kinds(of: models["FeedDependency"]!) == [])
        let all = Selection(all: true, kinds: [.component])
        #expect(all.kinds(of: models["Plain"]!) == [.component])
        #expect(!all.isSelected(models["BothDependency"]!))
    }

    @Test func anUnknownKindIsAUsageError() throws {
        let result = try TemporaryProject(["A.swift": Fixture.clock]).run("generate", "--kind", "mock,erasure")
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "mockscope: error: --kind must be a comma-separated list of mock|component|type-erasure; got 'erasure'\n"
            ))
    }

    @Test func listReportsTheKindsEachProtocolGets() throws {
        let project = try TemporaryProject(["A.swift": Fixture.clock + Fixture.store])
        let result = try project.run("list", "--json")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let protocols = try #require(document["protocols"] as? [[String: Any]])
        #expect(protocols.map { $0["kinds"] as? [String] } == [["mock"], []])
    }
}
