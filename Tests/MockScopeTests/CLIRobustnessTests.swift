import Foundation
import Testing

/// Hostile inputs are reported as warnings and skipped: never a crash, a hang, or a failed run.
@Suite struct CLIRobustnessTests {
  @Test func oddFilesAreSkippedWithAWarningEach() throws {
    let project = try TemporaryProject(["Store.swift": Fixture.store])
    let manager = FileManager.default
    try manager.createDirectory(atPath: project.path + "/Sub", withIntermediateDirectories: true)
    try manager.createSymbolicLink(atPath: project.path + "/Sub/loop", withDestinationPath: "..")
    try manager.createSymbolicLink(
      atPath: project.path + "/Self.swift", withDestinationPath: "Self.swift")
    try manager.createSymbolicLink(
      atPath: project.path + "/Dangling.swift", withDestinationPath: "Missing.swift")
    try project.write("Binary.swift", data: Data([0x70, 0x72, 0x00, 0xFF]))
    try project.write(
      "Latin1.swift", data: Data("protocol Caf".utf8) + Data([0xE9, 0x20, 0x7B, 0x7D]))
    #expect(mkfifo(project.path + "/Pipe.swift", 0o644) == 0)

    let result = try project.run("list")
    #expect(result.status == 0)
    #expect(result.stdout.contains("\nStore "))
    #expect(
      result.stderr == """
        Binary.swift:1:1: warning: skipped: binary file, not Swift source [MS003]
        Dangling.swift:1:1: warning: skipped: symbolic link to a missing file [MS003]
        Latin1.swift:1:1: warning: skipped: not UTF-8 text [MS003]
        Pipe.swift:1:1: warning: skipped: not a regular file [MS003]
        Self.swift:1:1: warning: skipped: symbolic link loop [MS003]

        """)
  }

  @Test func aFiftyMegabyteFileIsSkippedQuickly() throws {
    let project = try TemporaryProject(["Store.swift": Fixture.store])
    let line = Data(String(repeating: "let x = 1\n", count: 1000).utf8)
    let handle = try FileHandle(
      forWritingTo: {
        let url = project.url.appendingPathComponent("Huge.swift")
        try Data().write(to: url)
        return url
      }())
    for _ in 0..<(50 * 1_048_576 / line.count) { handle.write(line) }
    try handle.close()

    let started = Date()
    let result = try project.run("generate", "--output", "Mocks.swift")
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(result.status == 0)
    #expect(
      result.stderr == """
        Huge.swift:1:1: warning: skipped: 50 MB is larger than any Swift source MockScope reads [MS003]
        mockscope: 1 written, 0 unchanged, 0 removed

        """)
  }

  @Test func aFileAsPATHIsScannedAloneAndAPipeAsPATHDoesNotBlock() throws {
    let project = try TemporaryProject(["Store.swift": Fixture.store, "Clock.swift": Fixture.clock])
    let single = try project.run("list", "Store.swift")
    #expect(single.stdout.split(separator: "\n").count == 2)
    #expect(mkfifo(project.path + "/Pipe.swift", 0o644) == 0)
    let pipe = try project.run("list", "Pipe.swift")
    #expect(pipe.status == 0)
    #expect(pipe.stderr.hasPrefix("Pipe.swift:1:1: warning: skipped: not a regular file [MS003]\n"))
  }
}
