import Foundation
import MockModel
import MockPipeline
import Testing

/// `mockscope generate`: where output goes, what is (not) rewritten, and the exit statuses.
/// The assertions hold whatever mock text the generator core produces.
@Suite struct CLIGenerateTests {
    @Test func withoutOutputPrintsOneFileAndWritesNothing() throws {
        let project = try TemporaryProject(["Sources/Store.swift": Fixture.store])
        let result = try project.run(
            "generate", "Sources", "--import", "Foundation", "--testable-import", "App")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix(OutputFile.headerMarker))
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.contains("import Foundation"))
        #expect(lines.contains("@testable import App"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path) == ["Sources"])
    }

    @Test func oneFileIsWrittenOnceAndLeftAloneWhileUnchanged() throws {
        let project = try TemporaryProject(["Store.swift": Fixture.store])
        let first = try project.run(
            "generate", "--output", "Tests/Mocks.swift", "--import", "Foundation")
        #expect(first.status == 0)
        #expect(first.stdout == "")
        #expect(first.stderr == "mockscope: 1 written, 0 unchanged, 0 removed\n")
        #expect(try project.read("Tests/Mocks.swift").hasPrefix(OutputFile.headerMarker))
        let written = try project.modificationDate("Tests/Mocks.swift")

        Thread.sleep(forTimeInterval: 0.02)
        let second = try project.run(
            "generate", "--output", "Tests/Mocks.swift", "--import", "Foundation")
        #expect(second.stderr == "mockscope: 0 written, 1 unchanged, 0 removed\n")
        #expect(try project.modificationDate("Tests/Mocks.swift") == written)

        let third = try project.run("generate", "--output", "Tests/Mocks.swift", "--import", "Combine")
        #expect(third.stderr == "mockscope: 1 written, 0 unchanged, 0 removed\n")
        #expect(try project.read("Tests/Mocks.swift").contains("\nimport Combine\n"))
    }

    @Test func aFileWithoutTheHeaderIsNeverOverwritten() throws {
        let mine = "// Hand-written helpers.\nstruct Helper {}\n"
        let project = try TemporaryProject(["Store.swift": Fixture.store, "Mocks.swift": mine])
        let result = try project.run("generate", "Store.swift", "--output", "Mocks.swift")
        #expect(result.status == 73)
        #expect(
            result.stderr.hasPrefix(
                "mockscope: error: Mocks.swift: refusing to overwrite a file mockscope did not generate"))
        #expect(try project.read("Mocks.swift") == mine)
    }

    @Test func folderOutputRemovesItsOwnStaleMocksOnly() throws {
        let header = OutputFile.headerMarker + " Do not edit.\n"
        let project = try TemporaryProject([
            "Store.swift": Fixture.store,
            "Mocks/GoneMock.swift": header + "final class GoneMock {}\n",
            "Mocks/NotesMock.swift": "// Mine.\nfinal class NotesMock {}\n",
            "Mocks/Support.swift": header,
        ])
        let result = try project.run("generate", "--output", "Mocks/")
        #expect(result.status == 0)
        #expect(result.stderr == "mockscope: 0 written, 0 unchanged, 1 removed\n")
        #expect(!project.exists("Mocks/GoneMock.swift"))
        #expect(project.exists("Mocks/NotesMock.swift"))
        #expect(project.exists("Mocks/Support.swift"))
    }

    @Test func folderOutputIsCreatedEvenWhenNothingIsMocked() throws {
        let project = try TemporaryProject(["Store.swift": Fixture.store])
        let result = try project.run("generate", "--output", "Generated/Mocks/")
        #expect(result.status == 0)
        var isFolder: ObjCBool = false
        #expect(
            FileManager.default.fileExists(
                atPath: project.path + "/Generated/Mocks", isDirectory: &isFolder))
        #expect(isFolder.boolValue)
    }

    @Test(arguments: [
        (
            "blocker/Mocks/", "mockscope: error: blocker/Mocks: cannot create folder: blocker is a file\n"
        ),
        ("blocker/", "mockscope: error: blocker: exists and is not a folder\n"),
        ("blocker/Mocks.swift", "mockscope: error: blocker: exists and is not a folder\n"),
        (
            "blocker/More/Mocks.swift",
            "mockscope: error: blocker/More: cannot create folder: blocker is a file\n"
        ),
    ])
    func anOutputThatCannotBeCreatedExits73(output: String, message: String) throws {
        let project = try TemporaryProject([
            "Store.swift": Fixture.store, "blocker": "a file, not a folder\n",
        ])
        let result = try project.run("generate", "Store.swift", "--output", output)
        #expect(result.status == 73)
        #expect(result.stderr == message)
        #expect(try project.read("blocker") == "a file, not a folder\n")
    }

    @Test func protocolsWithErrorsAreReportedAndLeftOutWhileTheFileIsStillWritten() throws {
        let broken = """
            /// @mockable
            protocol Broken {
                func run(
            }

            """
        let project = try TemporaryProject(["Broken.swift": broken, "Store.swift": Fixture.store])
        let result = try project.run("generate", "--all", "--output", "Mocks.swift")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("Broken.swift:2:10: error: protocol 'Broken' has a syntax error"))
        #expect(result.stderr.hasSuffix("mockscope: 1 written, 0 unchanged, 0 removed\n"))
        let written = try project.read("Mocks.swift")
        #expect(written.hasPrefix(OutputFile.headerMarker))
        #expect(!written.contains("BrokenMock"))
        #expect(written.contains("class StoreMock"))

        let folder = try project.run("generate", "--all", "--output", "Mocks/")
        #expect(folder.status == 1)
        #expect(folder.stderr.hasSuffix("mockscope: 1 written, 0 unchanged, 0 removed\n"))
        #expect(project.exists("Mocks/StoreMock.swift"))
        #expect(!project.exists("Mocks/BrokenMock.swift"))
    }

    @Test func aRenamedProtocolReplacesItsMockFile() throws {
        let project = try TemporaryProject(["Clock.swift": Fixture.clock])
        let first = try project.run("generate", "--output", "Mocks/")
        #expect(first.stderr == "mockscope: 1 written, 0 unchanged, 0 removed\n")
        try project.write(
            "Clock.swift",
            Fixture.clock.replacingOccurrences(of: "protocol Clock", with: "protocol Timer"))
        let second = try project.run("generate", "--output", "Mocks/")
        #expect(second.status == 0)
        #expect(second.stderr == "mockscope: 1 written, 0 unchanged, 1 removed\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: project.path + "/Mocks") == [
                "TimerMock.swift"
            ])
    }

    @Test func aForeignFileInTheFolderStopsTheWholeExport() throws {
        let mine = "final class ClockMock {}\n"
        let project = try TemporaryProject([
            "Clock.swift": Fixture.clock, "Store.swift": "/// @mockable\n" + Fixture.store,
            "Mocks/ClockMock.swift": mine,
        ])
        let result = try project.run("generate", "--output", "Mocks/")
        #expect(result.status == 73)
        #expect(
            result.stderr.hasPrefix(
                "mockscope: error: Mocks/ClockMock.swift: refusing to overwrite a file mockscope did not generate"
            ))
        #expect(try project.read("Mocks/ClockMock.swift") == mine)
        #expect(!project.exists("Mocks/StoreMock.swift"))
    }

    @Test func theOptionsInEffectReachTheGeneratedFile() throws {
        let project = try TemporaryProject([
            "Clock.swift": Fixture.clock,
            ".mockscope.json": #"{"defaults": {"access": "public", "condition": "always"}}"#,
        ])
        let fromFile = try project.run("generate")
        let fileOptions = EffectiveOptions(condition: .always, access: .public, sendable: .auto)
        #expect(fromFile.stdout.contains("// ClockMock: \(MockOption.title(fileOptions))\n"))

        let fromFlags = try project.run(
            "generate", "--access", "open", "--condition", "MOCKING || UITESTS", "--sendable", "locked")
        let flagOptions = EffectiveOptions(
            condition: .custom("MOCKING || UITESTS"), access: .open, sendable: .locked)
        #expect(fromFlags.stdout.contains("// ClockMock: \(MockOption.title(flagOptions))\n"))
        #expect(fromFlags.stdout.contains("#if MOCKING || UITESTS\n"))
    }

    @Test func anUnknownProtocolNameIsAnError() throws {
        let project = try TemporaryProject(["Store.swift": Fixture.store])
        let result = try project.run("generate", "--protocol", "Stroe")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == ".:1:1: error: no protocol named 'Stroe' in .; check the spelling of --protocol [MS004]\n"
        )
    }

    @Test func diagnosticsAreCompilerStyleLines() throws {
        let project = try TemporaryProject([
            "Store.swift": Fixture.store, "Bad.swift": "@Mockable struct S {}\n",
        ])
        let result = try project.run("generate")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Bad.swift:1:1: error: @Mockable can only be applied to protocols; remove it here [MS101]\n"
        )
    }
}
