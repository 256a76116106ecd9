import Foundation
import MockConfig
import MockPipeline
import Testing

/// Paths in `.mockscope.json` stay inside the project unless spelled absolute.
@Suite struct CLIConfigPathTests {
    @Test func pathsThatClimbOutOfTheProjectAreTold() {
        #expect(ProjectPaths.escapes("../Mocks/"))
        #expect(ProjectPaths.escapes("Tests/../../Mocks.swift"))
        #expect(ProjectPaths.escapes("./../x"))
        #expect(!ProjectPaths.escapes("Tests/../Mocks/"))
        #expect(!ProjectPaths.escapes("Tests/Mocks/"))
        #expect(!ProjectPaths.escapes("/tmp/Mocks/"))
        #expect(!ProjectPaths.escapes("..Mocks/"))
    }

    @Test func anOutputOrExcludeClimbingOutIsAConfigurationError() throws {
        let loaded = ConfigFile.parse(
            #"{"output": "../Elsewhere/", "exclude": ["Generated/**", "../Other/**", "/abs/**"]}"#,
            path: ".mockscope.json")
        #expect(loaded.hasErrors)
        let messages = loaded.diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("'output' must stay inside the project") })
        #expect(messages.contains { $0.hasPrefix("'exclude[1]' must be a pattern inside the project") })
        #expect(messages.contains { $0.hasPrefix("'exclude[2]' must be a pattern inside the project") })
        #expect(messages.count == 3)

        let project = try TemporaryProject([
            "Clock.swift": Fixture.clock, ".mockscope.json": #"{"output": "../Elsewhere/"}"#,
        ])
        let result = try project.run("generate")
        #expect(result.status == 1)
        #expect(result.stderr.contains("'output' must stay inside the project"))
        #expect(
            !FileManager.default.fileExists(
                atPath: project.url.deletingLastPathComponent().appendingPathComponent("Elsewhere").path))
    }

    @Test func anOutputFolderLinkedOutsideTheProjectIsRefused() throws {
        let elsewhere = try TemporaryProject()
        let project = try TemporaryProject(["Clock.swift": Fixture.clock, ".mockscope.json": #"{"output": "Mocks/"}"#])
        try FileManager.default.createSymbolicLink(atPath: project.path + "/Mocks", withDestinationPath: elsewhere.path)

        let result = try project.run("generate")
        #expect(result.status == 73)
        #expect(result.stderr.contains("leads through a symbolic link to"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)

        // A link inside the project is fine, and so is the same place chosen explicitly.
        try FileManager.default.removeItem(atPath: project.path + "/Mocks")
        try FileManager.default.createDirectory(atPath: project.path + "/Real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.path + "/Mocks", withDestinationPath: "Real")
        #expect(try project.run("generate").status == 0)
        #expect(project.exists("Real/ClockMock.swift"))
        #expect(try project.run("generate", "--output", elsewhere.path + "/").status == 0)
    }
}
