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
    /// shares: the limit only catches a hang (speed is the benchmark's business).
    static let largeTimeout: TimeInterval = 120

    /// Long method names make a small source generate a large mock (about twelve times its size).
    @Test func aThirtyMegabyteGeneratedFileIsRecognisedAndLeftAlone() throws {
        let name = String(repeating: "a", count: 2_000)
        let methods = (0..<1_250).map { "    func \(name)\($0)(x: Int) -> Int\n" }.joined()
        let project = try TemporaryProject(["Wide.swift": "protocol Wide {\n\(methods)}\n"])

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
