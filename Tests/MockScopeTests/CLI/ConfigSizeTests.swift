import ExplorerCore
import Foundation
import MockModel
import Testing

@testable import MockConfig

/// A `.mockscope.json` far beyond what a configuration holds is refused in words about
/// configurations, and one with a great many keys is saved in time proportional to its keys.
@Suite struct ConfigSizeTests {
    static let refusal =
        ".mockscope.json:1:1: error: the configuration is 9.0 MB; MockScope reads a .mockscope.json of at most 8 MB "
        + "(its options, names and paths take a few kilobytes) [MS005]"

    /// A sparse file: its size is measured, never read.
    static func writeNineMegabytes(at path: String) throws {
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
        #expect(truncate(path, 9 * 1_048_576) == 0)
    }

    @Test func theCommandLineRefusesAHugeConfigurationAtItsStart() throws {
        let project = try TemporaryProject(["Store.swift": Fixture.store])
        try Self.writeNineMegabytes(at: project.path + "/.mockscope.json")
        let result = try project.run("list")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == Self.refusal + "\nmockscope: error: .mockscope.json: invalid configuration; fix the errors above\n")
    }

    @Test func theExplorerSaysTheSameAndRefusesToExport() throws {
        let project = try TemporaryProject(["Store.swift": Fixture.store])
        try Self.writeNineMegabytes(at: project.path + "/.mockscope.json")
        let state = ExplorerState.opening(project.path, size: Size(width: 120, height: 40))
        #expect(state.config.problem == project.path + "/" + Self.refusal)
    }

    @Test func aFileJustOverTheLimitNeverReadsAsTheLimit() {
        #expect(
            ConfigFile.tooLarge(bytes: ConfigFile.maximumSize + 1, path: "c").message.hasPrefix(
                "the configuration is 8.1 MB;"))
    }

    /// Each kept key was looked for among all the keys kept before it: 50,000 unknown keys (and
    /// as many protocols) took many minutes to save. Now each is one look-up.
    @Test func savingFiftyThousandUnknownKeysKeepsEveryOne() throws {
        let count = 50_000
        let notes = (0..<count).map { #""note\#($0)" : \#($0)"# }
        let protocols = (0..<count).map { #""P\#($0)" : { "access" : "public", "ticket" : \#($0) }"# }
        let previous =
            "{\n" + notes.joined(separator: ",\n") + ",\n\"protocols\" : {\n" + protocols.joined(separator: ",\n")
            + "\n}\n}\n"
        var config = ProjectConfig(output: "Mocks.swift")
        for index in 0..<count { config.protocols["P\(index)"] = ProtocolOverride(access: .public) }
        config.protocols["P7"]?.options.access = .internal

        let saved = try JSONDocumentReader.parse(
            String(decoding: ConfigFile.encoded(config, keepingUnknownKeysOf: previous), as: UTF8.self))
        guard case .object(let top) = saved.value else {
            Issue.record("not an object")
            return
        }
        #expect(top.count { $0.key.hasPrefix("note") } == count, "every unknown key is kept")
        #expect(top.first { $0.key == "output" }?.node.value == .string("Mocks.swift"))
        guard case .object(let entries)? = top.first(where: { $0.key == "protocols" })?.node.value else {
            Issue.record("no protocols")
            return
        }
        #expect(entries.count == count)
        #expect(
            entries.allSatisfy { entry in
                guard case .object(let fields) = entry.node.value else { return false }
                return fields.map(\.key) == ["access", "ticket"]
            })
        let seventh = entries.first { $0.key == "P7" }?.node.value
        guard case .object(let fields)? = seventh else {
            Issue.record("no P7")
            return
        }
        #expect(fields.map(\.node.value) == [.string("internal"), .number("7")], "the new value, the old note")
    }
}
