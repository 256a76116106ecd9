import Foundation
import Testing

/// Exports that are killed, or run at the same time as another, leave one run's complete output
/// and no litter behind.
@Suite struct CLIExportSafetyTests {
    static func project(_ prefix: String, protocols: Int) -> [String: String] {
        var files: [String: String] = [:]
        for file in 0..<(protocols / 10) {
            files["Sources/\(prefix)\(file).swift"] = (0..<10).map { index in
                "/// @mockable\nprotocol \(prefix)\(file)x\(index) {\n    func call(value: Int) async throws -> [String]\n}\n"
            }.joined(separator: "\n")
        }
        return files
    }

    /// The ID of a process that has already exited.
    static func deadProcessID() throws -> Int32 {
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        return finished.processIdentifier
    }

    static func temporaries(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    @Test func staleTemporariesOfDeadRunsAreRemovedAndNothingElse() throws {
        let project = try TemporaryProject(["Clock.swift": Fixture.clock])
        let dead = try Self.deadProcessID()
        let kept = [
            ".ClockMock.swift.1.7.tmp",  // pid 1 is alive: its run may still be writing
            ".notes.txt.\(dead).3.tmp",  // not a mock's temporary
            "ClockMock.swift.\(dead).3.tmp",  // not hidden: not of MockScope's naming
            ".ClockMock.swift.\(dead).x.tmp",
        ]
        for name in kept + [".ClockMock.swift.\(dead).12345.tmp", ".OtherMock.swift.\(dead).9.tmp"] {
            try project.write("Mocks/\(name)", "partial")
        }

        let result = try project.run("generate", "--output", "Mocks/")
        #expect(result.status == 0)
        #expect(
            Self.temporaries(in: project.url.appendingPathComponent("Mocks")).sorted()
                == kept.filter { $0.hasSuffix(".tmp") }.sorted())
        #expect(project.exists("Mocks/ClockMock.swift"))
    }

    @Test func aSingleFileExportRemovesOnlyItsOwnStaleTemporaries() throws {
        let project = try TemporaryProject(["Clock.swift": Fixture.clock])
        let dead = try Self.deadProcessID()
        try project.write(".Mocks.swift.\(dead).1.tmp", "partial")
        try project.write(".Other.swift.\(dead).1.tmp", "partial")

        #expect(try project.run("generate", "--output", "Mocks.swift").status == 0)
        #expect(Self.temporaries(in: project.url) == [".Other.swift.\(dead).1.tmp"])
    }

    @Test func twoRunsIntoOneFolderLeaveOneRunsCompleteOutput() throws {
        let project = try TemporaryProject(
            Self.project("Alpha", protocols: 150).merging(
                Self.project("Beta", protocols: 150).mapKeys { $0.replacingOccurrences(of: "Sources/", with: "Other/") }
            ) { first, _ in first })
        // A second export into one folder removes the first one's mocks: one reference each.
        #expect(try project.run("generate", "Sources", "--output", "Reference/").status == 0)
        #expect(try project.run("generate", "Other", "--output", "OtherReference/").status == 0)
        let binary = try #require(CLIRunner.binary)
        for attempt in 0..<3 {
            let output = project.url.appendingPathComponent("Mocks\(attempt)")
            let runs = try ["Sources", "Other"].map { input in
                try SpawnedProcess(
                    binary.path, ["generate", project.path + "/" + input, "--output", output.path + "/"])
            }
            let endings = runs.map { $0.wait() }
            #expect(endings.allSatisfy { $0 == .exit(0) || $0 == .exit(74) }, "attempt \(attempt): \(endings)")
            #expect(endings.contains(.exit(0)), "attempt \(attempt)")
            let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
            let alpha = names.filter { $0.hasPrefix("Alpha") }.count
            let beta = names.filter { $0.hasPrefix("Beta") }.count
            #expect(
                (alpha == 150 && beta == 0) || (alpha == 0 && beta == 150), "attempt \(attempt): \(alpha) + \(beta)")
            for name in names {
                let text = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
                let reference = project.url.appendingPathComponent(
                    name.hasPrefix("Alpha") ? "Reference" : "OtherReference")
                let expected = try String(contentsOf: reference.appendingPathComponent(name), encoding: .utf8)
                #expect(text == expected, "attempt \(attempt): \(name) is incomplete")
            }
        }
    }

    @Test func killedExportsLeaveOldOrNewFilesAndTheNextRunLeavesNoTemporary() throws {
        let project = try TemporaryProject(Self.project("Service", protocols: 400))
        let sources = project.path + "/Sources"
        #expect(try project.run("generate", sources, "--access", "public", "--output", "Old/").status == 0)
        #expect(try project.run("generate", sources, "--output", "New/").status == 0)
        let old = project.url.appendingPathComponent("Old")
        let new = project.url.appendingPathComponent("New")
        let names = try FileManager.default.contentsOfDirectory(atPath: new.path).sorted()
        let binary = try #require(CLIRunner.binary)
        for (attempt, delay) in [0.05, 0.15, 0.3, 0.6].enumerated() {
            let output = project.url.appendingPathComponent("Out\(attempt)")
            try FileManager.default.copyItem(at: old, to: output)
            let run = try SpawnedProcess(binary.path, ["generate", sources, "--output", output.path + "/"])
            Thread.sleep(forTimeInterval: delay)
            run.signal(SIGKILL)
            _ = run.wait()
            for name in names {
                let text = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
                let before = try String(contentsOf: old.appendingPathComponent(name), encoding: .utf8)
                let after = try String(contentsOf: new.appendingPathComponent(name), encoding: .utf8)
                #expect(text == before || text == after, "attempt \(attempt): \(name) is neither version")
            }
            #expect(try project.run("generate", sources, "--output", "Out\(attempt)/").status == 0)
            #expect(Self.temporaries(in: output).isEmpty, "attempt \(attempt)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == names)
        }
    }
}

extension Dictionary {
    fileprivate func mapKeys(_ transform: (Key) -> Key) -> [Key: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
