import ExplorerCore
import ExplorerScripting
import Foundation
import MockConfig
import MockModel
import MockPipeline
import Testing

/// The explorer reads `.mockscope.json` as `mockscope generate` does, and saving it never loses
/// a key MockScope does not know.
@Suite("Explorer and .mockscope.json")
struct ExplorerConfigFileTests {
    typealias F = ExplorerFixtures

    static let withUnknownKeys = """
        {
          "defaults" : { "sendable" : "auto", "reviewer" : "ios-team" },
          "output" : "Mocks.swift",
          "protocols" : {
            "APIClient" : { "access" : "public", "ticket" : 1.50 },
            "Gone" : { "note" : [true, null, "a\\"b"] }
          },
          "team" : { "owner" : "ios", "budget" : 1.50 }
        }
        """

    @Test func savingKeepsEveryUnknownKeyAndItsText() throws {
        var config = ConfigFile.parse(Self.withUnknownKeys, path: "c.json").config
        config.protocols["APIClient"]?.options.access = .internal
        config.protocols["TokenStore"] = ProtocolOverride(include: true)
        let saved = String(
            decoding: ConfigFile.encoded(config, keepingUnknownKeysOf: Self.withUnknownKeys), as: UTF8.self)
        #expect(
            saved == """
                {
                  "defaults" : {
                    "reviewer" : "ios-team",
                    "sendable" : "auto"
                  },
                  "exclude" : [

                  ],
                  "imports" : [

                  ],
                  "output" : "Mocks.swift",
                  "protocols" : {
                    "APIClient" : {
                      "access" : "internal",
                      "ticket" : 1.50
                    },
                    "Gone" : {
                      "note" : [
                        true,
                        null,
                        "a\\"b"
                      ]
                    },
                    "TokenStore" : {
                      "include" : true
                    }
                  },
                  "team" : {
                    "owner" : "ios",
                    "budget" : 1.50
                  },
                  "testableImports" : [

                  ]
                }

                """)
        let again = ConfigFile.parse(saved, path: "c.json")
        #expect(again.config == config, "what MockScope reads is exactly what was saved")
        #expect(again.diagnostics.map(\.code) == Array(repeating: .configUnknownKey, count: 4))
    }

    @Test func withoutUnknownKeysTheFileIsWrittenAsBefore() {
        let config = ProjectConfig(output: "Mocks/")
        let previous = String(decoding: ConfigFile.encoded(ProjectConfig(output: "Old/")), as: UTF8.self)
        #expect(ConfigFile.encoded(config, keepingUnknownKeysOf: previous) == ConfigFile.encoded(config))
    }

    @Test func theExplorerShowsTheWarningsAndItsExportKeepsTheKeys() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let configPath = "\(root)/.mockscope.json"
        try Self.withUnknownKeys.write(toFile: configPath, atomically: true, encoding: .utf8)
        let driver = ScriptedDriver(root: root, size: Size(width: 200, height: 40))
        let warning =
            " .mockscope.json:8:3: warning: unknown key 'team'; it is not used "
            + "(known keys: components, defaults, exclude, imports, output, parents, protocols, testableImports, typeErasures, verify) [MS006]"
        #expect(driver.state.config.warnings.count == 4)
        #expect(driver.lines.contains(warning.padding(toLength: 200, withPad: " ", startingAt: 0)))
        #expect(
            driver.state.overlays.message?.text.hasPrefix(".mockscope.json:2:39: warning: unknown key 'reviewer'")
                == true)
        #expect(driver.state.overlays.message?.text.hasSuffix("[MS006] (and 3 more in the diagnostics pane)") == true)
        driver.press(.character("e"), .character("y"))
        #expect(driver.state.overlays.message?.text.hasSuffix("saved .mockscope.json") == true)
        let saved = try String(contentsOfFile: configPath, encoding: .utf8)
        for key in ["\"team\"", "\"budget\" : 1.50", "\"reviewer\" : \"ios-team\"", "\"ticket\" : 1.50", "\"Gone\""] {
            #expect(saved.contains(key), "\(key) survives the export")
        }
    }

    @Test func aConfigBrokenAfterOpeningStopsTheExportBeforeAnythingIsWritten() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let configPath = "\(root)/.mockscope.json"
        try "{ \"output\" : \"Mocks.swift\" }\n".write(toFile: configPath, atomically: true, encoding: .utf8)
        let driver = ScriptedDriver(root: root)
        driver.press(.character("e"))
        try "{ \"output\" : \"Mocks.swift\", }\n".write(toFile: configPath, atomically: true, encoding: .utf8)
        driver.press(.character("y"))
        #expect(!FileManager.default.fileExists(atPath: "\(root)/Mocks.swift"), "no mock written")
        #expect(try String(contentsOfFile: configPath, encoding: .utf8) == "{ \"output\" : \"Mocks.swift\", }\n")
        #expect(driver.state.overlays.message?.isError == true)
        #expect(
            driver.state.overlays.message?.text.hasPrefix("fix .mockscope.json before exporting; nothing written: ")
                == true)
    }
}
