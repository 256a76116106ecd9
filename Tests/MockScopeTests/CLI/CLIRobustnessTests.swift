import Foundation
import Testing

@testable import MockPipeline

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

    /// Skipped for its size, which the warning states, before a byte of it is read.
    @Test func aFiftyMegabyteFileIsSkippedUnread() throws {
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

        let result = try project.run("generate", "--output", "Mocks.swift")
        #expect(result.status == 0)
        #expect(
            result.stderr == """
                Huge.swift:1:1: warning: skipped: 50 MB is larger than any Swift source MockScope reads [MS003]
                mockscope: 1 written, 0 unchanged, 0 removed

                """)
    }

    /// A file or folder that cannot be read is an error naming the system's reason, never left
    /// out in silence: a folder's protocols would otherwise vanish from the mocks.
    @Test func unreadableFilesAndFoldersAreErrorsWithTheirCause() throws {
        let project = try TemporaryProject([
            "Store.swift": Fixture.store, "Locked/Clock.swift": Fixture.clock, "Secret.swift": Fixture.clock,
        ])
        #expect(chmod(project.path, 0o777) == 0)
        #expect(chmod(project.path + "/Secret.swift", 0) == 0)
        #expect(chmod(project.path + "/Locked", 0) == 0)
        defer { chmod(project.path + "/Locked", 0o755) }
        guard let (status, stderr) = try Self.runWithoutPrivileges(["list"], in: project) else { return }
        #expect(status == 1)
        #expect(
            stderr == """
                Locked:1:1: error: cannot read folder: Permission denied; its files are not scanned [MS002]
                Secret.swift:1:1: error: cannot read file: Permission denied [MS002]

                """)
    }

    /// A file listed and then deleted before it is read (the project changed while the scan ran)
    /// is passed over with a warning, not an error that fails the run.
    @Test func aFileRemovedDuringTheScanIsSkippedWithAWarning() throws {
        let project = try TemporaryProject(["Store.swift": Fixture.store])
        let result = Scanner().scan(
            files: [project.path + "/Gone.swift", project.path + "/Store.swift"], root: project.path, found: nil)
        #expect(result.protocols.map(\.name) == ["Store"])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "\(project.path)/Gone.swift:1:1: warning: skipped: removed while the scan ran [MS003]"
            ])
    }

    #if os(Linux)
        /// Names that are not UTF-8 (Linux allows any bytes) are reported, never left out in silence.
        @Test func filesAndFoldersNamedInAnotherEncodingAreReported() throws {
            let project = try TemporaryProject(["Store.swift": Fixture.store])
            let file = project.path + "/Caf\u{E9}.swift"
            let folder = project.path + "/Old\u{E9}"
            // Latin-1 bytes: 0xE9 alone is not UTF-8.
            for (path, isFolder) in [(file, false), (folder, true)] {
                var bytes = Array(path.unicodeScalars.map { UInt8($0.value) }) + [0]
                let made = isFolder ? mkdir(&bytes, 0o755) : creat(&bytes, 0o644)
                #expect(made >= 0)
                if !isFolder { close(made) }
            }
            let result = try project.run("list")
            #expect(result.status == 0)
            let reason = "warning: skipped: its name is not UTF-8, so it cannot be opened; rename it [MS003]"
            #expect(result.stderr == "Caf\u{FFFD}.swift:1:1: \(reason)\nOld\u{FFFD}:1:1: \(reason)\n")
        }
    #endif

    /// A path holding a line break or another control character stays on one line, escaped, in
    /// diagnostics and in the table; `--json` keeps it exact.
    @Test func controlCharactersInPathsAreEscapedInText() throws {
        let project = try TemporaryProject([
            "New\nLine/Money.swift":
                "/// @mockable\nprotocol Money {\n    static func == (lhs: Self, rhs: Self) -> Bool\n}\n"
        ])
        let result = try project.run("list")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("New\\nLine/Money.swift:3:17: error: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stdout.contains(" New\\nLine/Money.swift:2 "))
        #expect(result.stdout.split(separator: "\n").count == 2)
        let json = try project.run("list", "--json")
        #expect(json.stdout.contains(#""New\nLine"#))
    }

    /// A folder that cannot be created says why in the system's words.
    @Test func anOutputFolderThatCannotBeCreatedSaysWhy() throws {
        let project = try TemporaryProject(["Store.swift": Fixture.store])
        try FileManager.default.createDirectory(atPath: project.path + "/Locked", withIntermediateDirectories: true)
        #expect(chmod(project.path, 0o777) == 0)
        #expect(chmod(project.path + "/Locked", 0o555) == 0)
        guard
            let (status, stderr) = try Self.runWithoutPrivileges(["generate", "--output", "Locked/Sub/"], in: project)
        else { return }
        #expect(status == 73)
        #expect(stderr == "mockscope: error: Locked/Sub: cannot create folder: Permission denied\n")
    }

    /// Runs `mockscope` as nobody when the tests run as root, whom permissions do not stop;
    /// nil when that is impossible here.
    static func runWithoutPrivileges(_ arguments: [String], in project: TemporaryProject) throws -> (Int32, String)? {
        let binary = try #require(CLIRunner.binary).path
        let asNobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        if geteuid() == 0, !FileManager.default.isExecutableFile(atPath: asNobody[0]) { return nil }
        let command = geteuid() == 0 ? asNobody + [binary] : [binary]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + arguments
        process.currentDirectoryURL = project.url
        process.environment = ["MOCKSCOPE_NO_CACHE": "1", "PATH": "/usr/bin:/bin"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }

    #if os(Linux)
        /// Foundation's own reading named no cause ("NSCocoaErrorDomain error 256").
        @Test func aReadErrorNamesTheSystemsReason() throws {
            let project = try TemporaryProject(["Store.swift": Fixture.store])
            // Reading a process's memory from its start fails with EIO, whoever reads it.
            try FileManager.default.createSymbolicLink(
                atPath: project.path + "/Memory.swift", withDestinationPath: "/proc/self/mem")
            let result = try project.run("list")
            #expect(result.status == 1)
            #expect(result.stderr == "Memory.swift:1:1: error: cannot read file: Input/output error [MS002]\n")
        }
    #endif

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

/// Ctrl-C while `generate` writes: the export finishes first, so every file on disk is a complete
/// mock and no temporary file is left behind; then the process ends as interrupted.
@Suite struct CLIInterruptTests {
    @Test func anInterruptDuringWritingWaitsForTheExportToFinish() throws {
        var files: [String: String] = [:]
        for file in 0..<40 {
            files["Sources/File\(file).swift"] = (0..<10).map { index in
                let members = (0..<6).map {
                    "    func call\($0)(value: Int, name: String) async throws -> [String]"
                }
                return
                    "/// @mockable\nprotocol Service\(file)x\(index) {\n\(members.joined(separator: "\n"))\n}\n"
            }.joined(separator: "\n")
        }
        let project = try TemporaryProject(files)
        #expect(try project.run("generate", "Sources", "--output", "Reference/").status == 0)
        let reference = project.url.appendingPathComponent("Reference")
        let referenceNames = try FileManager.default.contentsOfDirectory(atPath: reference.path)
            .sorted()
        #expect(referenceNames.count == 400)

        let binary = try #require(CLIRunner.binary)
        for attempt in 0..<3 {
            let output = project.url.appendingPathComponent("Out\(attempt)")
            let process = try SpawnedProcess(
                binary.path, ["generate", project.path + "/Sources", "--output", output.path + "/"])
            // Interrupt as soon as the first file appears: the middle of the write phase.
            while process.isRunning,
                ((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []).isEmpty
            {}
            process.signal(SIGINT)
            let ending = process.wait()

            let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
            #expect(written.count == referenceNames.count, "attempt \(attempt)")
            #expect(written.filter { !referenceNames.contains($0) } == [], "attempt \(attempt)")
            for name in written where referenceNames.contains(name) {
                let content = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
                let expected = try String(
                    contentsOf: reference.appendingPathComponent(name), encoding: .utf8)
                #expect(content == expected, "attempt \(attempt): \(name) differs")
            }
            #expect(ending == .signal(SIGINT) || ending == .exit(0), "attempt \(attempt)")
        }
    }
}

/// A child started with every signal at its default action (Foundation's `Process` passes on
/// whatever the test runner ignores), so a test can interrupt it the way a terminal would.
final class SpawnedProcess {
    enum Ending: Equatable {
        case exit(Int32)
        case signal(Int32)
    }

    private let pid: pid_t
    private var ending: Ending?

    init(_ path: String, _ arguments: [String]) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child = pid_t()
        let status = posix_spawn(&child, path, nil, &attributes, &argv, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        pid = child
    }

    var isRunning: Bool {
        guard ending == nil else { return false }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return true }
        ending = Self.ending(status)
        return false
    }

    func signal(_ number: Int32) { kill(pid, number) }

    func wait() -> Ending {
        if let ending { return ending }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let result = Self.ending(status)
        ending = result
        return result
    }

    private static func ending(_ status: Int32) -> Ending {
        let signal = status & 0x7F
        return signal == 0 ? .exit((status >> 8) & 0xFF) : .signal(signal)
    }
}
