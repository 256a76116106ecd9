import Foundation
import MockConfig
import Testing

/// `.mockscope.json` as the CLI reads it: where it is found, every error message, and precedence
/// (command line > per-protocol > defaults > the marker's condition).
@Suite struct CLIConfigTests {
    @Test func everyProblemIsReportedWithItsKeyPathAndPosition() throws {
        let config = """
            {
              "output": 3,
              "imports": ["Foundation", "Foo Bar", 7],
              "testableImports": "App",
              "defaults": { "condition": "A ||", "access": "secret", "sendable": true, "colour": "red" },
              "protocols": { "Clock": { "include": "yes", "acess": "public" }, "Store": [] },
              "exclude": [1],
              "outptu": "x"
            }
            """
        let project = try TemporaryProject(["Store.swift": Fixture.store, ".mockscope.json": config])
        let result = try project.run("generate")
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                .mockscope.json:2:13: error: 'output' must be a non-empty string (a file like "Mocks.swift" or a folder like "Mocks/"); found the number 3 [MS005]
                .mockscope.json:3:29: error: 'imports[1]' must be a module name like "Foundation"; found "Foo Bar" [MS005]
                .mockscope.json:3:40: error: 'imports[2]' must be a string; found the number 7 [MS005]
                .mockscope.json:4:22: error: 'testableImports' must be an array of module names; found the string "App" [MS005]
                .mockscope.json:5:30: error: 'defaults.condition' must be debug, always or a compilation-condition expression; "A ||": it is not a valid compilation condition expression [MS005]
                .mockscope.json:5:48: error: 'defaults.access' must be one of internal, package, public, open; found the string "secret" [MS005]
                .mockscope.json:5:70: error: 'defaults.sendable' must be one of auto, locked; found true [MS005]
                .mockscope.json:5:76: warning: unknown key 'colour' in 'defaults'; it is not used (known keys: access, condition, mockSuffix, sendable, style) [MS006]
                .mockscope.json:6:40: error: 'protocols.Clock.include' must be true or false; found the string "yes" [MS005]
                .mockscope.json:6:47: warning: unknown key 'acess' in 'protocols.Clock'; it is not used; did you mean 'access'? [MS006]
                .mockscope.json:6:77: error: 'protocols.Store' must be an object with condition, access, sendable, style, mockSuffix and include; found an array [MS005]
                .mockscope.json:7:15: error: 'exclude[0]' must be a string; found the number 1 [MS005]
                .mockscope.json:8:3: warning: unknown key 'outptu'; it is not used; did you mean 'output'? [MS006]
                mockscope: error: .mockscope.json: invalid configuration; fix the errors above

                """)
    }

    @Test(arguments: [
        (#"{"output": "a",}"#, "1:16: error: malformed JSON: a trailing comma is not allowed in JSON"),
        (
            #"{"exclude": ["a",]}"#,
            "1:18: error: malformed JSON: a trailing comma is not allowed in JSON"
        ),
        (#"{"output" "a"}"#, #"1:11: error: malformed JSON: expected ':' after the key "output""#),
        (
            #"{"output": 'a'}"#,
            "1:12: error: malformed JSON: expected a value (object, array, string, number, true, false or null)"
        ),
        (#"{"a": 1, "a": 2}"#, #"1:10: error: malformed JSON: duplicate key "a""#),
        (
            "{\n  \"output\": \"Mocks.swift\"\n",
            #"3:1: error: malformed JSON: expected ',' or '}' after the value of "output""#
        ),
        (
            #"{"output": "a"} x"#,
            "1:17: error: malformed JSON: unexpected text after the top-level value"
        ),
        ("", "1:1: error: malformed JSON: the text ends where a value was expected"),
        ("[]", "1:1: error: the configuration must be a JSON object at the top level; found an array"),
        (
            #"{"output": "Mocks"}"#,
            #"1:12: error: 'output' must end in .swift (one file) or / (a folder); found "Mocks""#
        ),
        // The system would cut the path at the NUL and write a file named "M".
        (
            #"{"output": "M\u0000.swift"}"#,
            #"1:12: error: 'output' must not contain control characters (such as \u0000)"#
        ),
        // The reader recurses per level: a deep document must not exhaust the stack.
        (
            String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
            "1:257: error: malformed JSON: objects and arrays are nested more than 256 deep"
        ),
        (
            String(repeating: #"{"a":"#, count: 50_000) + "1" + String(repeating: "}", count: 50_000),
            "1:1281: error: malformed JSON: objects and arrays are nested more than 256 deep"
        ),
    ])
    func aBrokenConfigurationIsAnErrorAtItsPosition(text: String, message: String) throws {
        let project = try TemporaryProject(["Store.swift": Fixture.store, ".mockscope.json": text])
        let result = try project.run("list")
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == ".mockscope.json:\(message) [MS005]\nmockscope: error: .mockscope.json: invalid configuration; fix the errors above\n"
        )
    }

    @Test func aConfigurationThatIsNotUTF8IsAnError() throws {
        let project = try TemporaryProject(["Store.swift": Fixture.store])
        try project.write(".mockscope.json", data: Data([0x7B, 0xFF, 0x7D]))
        let result = try project.run("list")
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                ".mockscope.json:1:1: error: the configuration is not UTF-8 text [MS005]\n"))
    }

    @Test func aByteOrderMarkBeforeTheObjectIsIgnored() throws {
        let project = try TemporaryProject(["Store.swift": Fixture.store])
        try project.write(".mockscope.json", data: Data([0xEF, 0xBB, 0xBF]) + Data(#"{"output": 3}"#.utf8))
        let result = try project.run("list")
        #expect(result.status == 1)
        // Columns count from the first character after the mark.
        #expect(
            result.stderr.hasPrefix(
                ".mockscope.json:1:12: error: 'output' must be a non-empty string (a file like \"Mocks.swift\" or a folder like \"Mocks/\"); found the number 3 [MS005]\n"
            ))
    }

    /// Duplicate keys are found in one pass: comparing each key with every earlier one took
    /// minutes for an object of 100,000 keys.
    @Test func anObjectOfManyKeysIsReadInOnePass() throws {
        let keys = (0..<40_000).map { #""k\#($0)": 1"# }
        let loaded = ConfigFile.parse("{" + keys.joined(separator: ",") + #", "k7": 2}"#, path: "c.json")
        #expect(loaded.diagnostics.map { $0.message } == [#"malformed JSON: duplicate key "k7""#])
    }

    @Test func aConfigurationThatIsNotARegularFileSaysSo() throws {
        let project = try TemporaryProject(["Store.swift": Fixture.store])
        let result = try project.run("list", "--config", "/dev/null")
        #expect(result.status == 66)
        #expect(result.stderr == "mockscope: error: /dev/null: cannot read the configuration: not a regular file\n")
    }

    @Test func unknownKeysWarnButDoNotStopTheCommand() throws {
        let project = try TemporaryProject([
            "Store.swift": Fixture.store, ".mockscope.json": #"{"misc": 1}"#,
        ])
        let result = try project.run("generate")
        #expect(result.status == 0)
        #expect(
            result.stderr
                == ".mockscope.json:1:2: warning: unknown key 'misc'; it is not used (known keys: components, defaults, exclude, imports, output, parents, protocols, testableImports, typeErasures, verify) [MS006]\n"
        )
        #expect(result.stdout.hasPrefix("// Generated by mockscope."))
    }

    @Test func anExplicitConfigurationMustExist() throws {
        let project = try TemporaryProject(["Store.swift": Fixture.store])
        let result = try project.run("list", "--config", "ci/mockscope.json")
        #expect(result.status == 66)
        #expect(
            result.stderr
                == "mockscope: error: ci/mockscope.json: cannot read the configuration: no such file\n")
    }

    @Test func theConfigurationIsFoundBesidePATHOrGivenExplicitly() throws {
        let project = try TemporaryProject([
            "Sources/Store.swift": Fixture.store,
            "Sources/.mockscope.json": #"{"protocols": {"Store": {"include": true}}}"#,
            "ci.json": #"{"protocols": {"Store": {"include": false}}}"#,
        ])
        for path in ["Sources", "Sources/Store.swift"] {
            let store = try Self.protocols(project, "list", path, "--json")["Store"]
            #expect(store?["selected"] as? Bool == true, "\(path)")
        }
        let explicit = try Self.protocols(project, "list", "Sources", "--json", "--config", "ci.json")[
            "Store"]
        #expect(explicit?["selected"] as? Bool == false)
        let outside = try Self.protocols(project, "list", ".", "--json")["Store"]
        #expect(outside?["selected"] as? Bool == false)
    }

    @Test func commandLineBeatsPerProtocolBeatsDefaultsBeatsTheMarker() throws {
        let clock = """
            @Mockable(condition: .custom("MOCKING"))
            protocol Clock {
                func now() -> Int
            }

            """
        let project = try TemporaryProject(["Clock.swift": clock, "Store.swift": Fixture.store])
        func options(_ extra: String...) throws -> [String: [String: String]] {
            try Self.protocols(project, ["list", "--json", "--all"] + extra).mapValues {
                $0["options"] as? [String: String] ?? [:]
            }
        }
        let markerOnly = try options()
        #expect(
            markerOnly["Clock"] == [
                "condition": "MOCKING", "access": "internal", "sendable": "auto", "style": "mockable",
                "mockSuffix": "Mock",
            ])
        #expect(
            markerOnly["Store"] == [
                "condition": "debug", "access": "internal", "sendable": "auto", "style": "mockable",
                "mockSuffix": "Mock",
            ])

        try project.write(
            ".mockscope.json",
            #"{"defaults": {"condition": "always", "access": "public", "sendable": "locked", "style": "ozon"}}"#)
        let defaults = try options()
        #expect(
            defaults["Clock"] == [
                "condition": "always", "access": "public", "sendable": "locked", "style": "ozon", "mockSuffix": "Mock",
            ])

        try project.write(
            ".mockscope.json",
            #"{"defaults": {"condition": "always", "access": "public", "sendable": "locked", "style": "ozon"}, "protocols": {"Clock": {"condition": "UITESTS", "access": "package", "style": "sourcery"}}}"#
        )
        let perProtocol = try options()
        #expect(
            perProtocol["Clock"] == [
                "condition": "UITESTS", "access": "package", "sendable": "locked", "style": "sourcery",
                "mockSuffix": "Mock",
            ])
        #expect(
            perProtocol["Store"] == [
                "condition": "always", "access": "public", "sendable": "locked", "style": "ozon", "mockSuffix": "Mock",
            ])

        let flags = try options(
            "--condition", "debug", "--access", "open", "--sendable", "auto", "--style", "mockable")
        #expect(
            flags["Clock"] == [
                "condition": "debug", "access": "open", "sendable": "auto", "style": "mockable", "mockSuffix": "Mock",
            ])
        #expect(
            flags["Store"] == [
                "condition": "debug", "access": "open", "sendable": "auto", "style": "mockable", "mockSuffix": "Mock",
            ])
    }

    @Test func includeAndExcludeChooseWhatIsScannedAndMocked() throws {
        let project = try TemporaryProject([
            "Clock.swift": Fixture.clock, "Store.swift": Fixture.store,
            "Generated/Old.swift": "/// @mockable\nprotocol Old {}\n",
            ".mockscope.json":
                #"{"protocols": {"Clock": {"include": false}, "Store": {"include": true}}, "exclude": ["Generated/**"]}"#,
        ])
        let listed = try Self.protocols(project, "list", "--json")
        #expect(Set(listed.keys) == ["Clock", "Store"])
        #expect(listed["Clock"]?["selected"] as? Bool == false)
        #expect(listed["Store"]?["selected"] as? Bool == true)
    }

    /// `list --json` protocols by name.
    static func protocols(_ project: TemporaryProject, _ arguments: String...) throws -> [String:
        [String: Any]]
    {
        try protocols(project, arguments)
    }

    static func protocols(_ project: TemporaryProject, _ arguments: [String]) throws -> [String:
        [String: Any]]
    {
        let result = try CLIRunner.run(arguments, in: project.url)
        let document =
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let entries = try #require(document?["protocols"] as? [[String: Any]], "\(result.stderr)")
        return Dictionary(
            entries.map { ($0["name"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }
}
