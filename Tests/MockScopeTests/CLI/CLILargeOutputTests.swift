import Foundation
import Testing

/// Whether a file at an output path is MockScope's is read from its header, whatever its size.
@Suite struct CLILargeOutputTests {
    /// The run cache would answer an unchanged project without looking at the output at all.
    static let noCache = ["MOCKSCOPE_NO_CACHE": "1"]

    @Test func aTenMegabyteForeignFileIsRefusedAndKept() throws {
        let project = try TemporaryProject(["Clock.swift": Fixture.clock])
        let foreign = Data(String(repeating: "// hand-written, not generated\n", count: 340_000).utf8)
        #expect(foreign.count > 10_000_000)
        try project.write("Mocks.swift", data: foreign)

        let result = try project.run("generate", "--output", "Mocks.swift", environment: Self.noCache)
        #expect(result.status == 73)
        #expect(result.stderr.contains("refusing to overwrite a file mockscope did not generate"))
        #expect(try Data(contentsOf: project.url.appendingPathComponent("Mocks.swift")) == foreign)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.path).filter {
            $0.hasSuffix(".tmp")
        }
        #expect(leftovers.isEmpty)

        let check = try project.run("check", "--output", "Mocks.swift", environment: Self.noCache)
        #expect(check.status == 1)
        #expect(check.stdout.contains("foreign: Mocks.swift"))
    }

    /// Reading, hashing and writing 30 MB in a debug build, on two cores the rest of the suite
    /// shares: the limit only catches a hang, so it is far beyond what the busiest machine takes
    /// (the run returns as soon as the command ends; speed is the benchmark's business).
    static let largeTimeout: TimeInterval = 1_800

    /// Long method names make a small source generate a large mock (about twelve times its size).
    /// Ten files of 250 KB, not one of 2.5 MB: each is parsed well within the parse budget even on
    /// a loaded machine, so the mocks are always all there.
    @Test func aThirtyMegabyteGeneratedFileIsRecognisedAndLeftAlone() throws {
        let name = String(repeating: "a", count: 2_000)
        var files: [String: String] = [:]
        for file in 0..<10 {
            let methods = (0..<125).map { "    func \(name)\($0)(x: Int) -> Int\n" }.joined()
            files["Wide\(file).swift"] = "protocol Wide\(file) {\n\(methods)}\n"
        }
        let project = try TemporaryProject(files)

        let first = try CLIRunner.run(
            ["generate", "--all", "--output", "Mocks.swift"], in: project.url, environment: Self.noCache,
            timeout: Self.largeTimeout)
        #expect(first.status == 0)
        let output = project.url.appendingPathComponent("Mocks.swift")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int)
        #expect(size > 30_000_000)
        let written = try #require(try project.modificationDate("Mocks.swift"))

        let second = try CLIRunner.run(
            ["generate", "--all", "--output", "Mocks.swift"], in: project.url, environment: Self.noCache,
            timeout: Self.largeTimeout)
        #expect(second.status == 0)
        #expect(second.stderr.contains("0 written, 1 unchanged"))
        #expect(try project.modificationDate("Mocks.swift") == written)

        let check = try CLIRunner.run(
            ["check", "--all", "--output", "Mocks.swift"], in: project.url, environment: Self.noCache,
            timeout: Self.largeTimeout)
        #expect(check.status == 0)
        #expect(check.stdout.isEmpty)
    }
}
