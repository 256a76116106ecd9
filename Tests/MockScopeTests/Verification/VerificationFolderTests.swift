import Foundation
import MockModel
import MockPipeline
import MockVerification
import Testing

/// `--verify` on a plain folder: its Swift files are one module, typechecked with the mocks.
@Suite("Verification of a folder")
struct VerificationFolderTests {
    /// A copy outside this repository, whose own Package.swift would otherwise be found first.
    static func folderCopy(adding extra: [String: String] = [:]) throws -> URL {
        let folder = try TestSupport.temporaryFolder().appendingPathComponent("Records")
        try FileManager.default.copyItem(at: TestSupport.fixture("VerifyFolder"), to: folder)
        for (name, text) in extra {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    static func verify(
        _ folder: URL, options: MockOptions = MockOptions(), cache: URL? = nil
    ) throws -> (outcome: GenerateOutcome, result: VerificationResult) {
        let outcome = try TestSupport.generate(folder.path, options: options)
        let result = try Verification(verifier: MockVerifier(cacheFolder: cache)).run(
            outcome.mocks, path: folder.path, scannedFiles: outcome.scan.files, imports: ["Foundation"])
        return (outcome, result)
    }

    /// The line and column of `needle` in a file of the fixture, 1-based.
    static func position(of needle: String, in file: URL) throws -> (line: Int, column: Int) {
        let lines = try String(contentsOf: file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains(needle) })
        let column = lines[index].distance(
            from: lines[index].startIndex, to: lines[index].range(of: needle)!.lowerBound)
        return (index + 1, column + 1)
    }

    /// A mock that names a deprecated type draws the compiler's deprecation warning in its
    /// generated lines; the four others compile cleanly in the same compiler run. The module's
    /// own warnings (the protocol names the type too; an unused value) are not the mocks'.
    static let legacy = """
        @available(*, deprecated, message: "use Record")
        struct LegacyRecord: Sendable {
            var id: Int
        }

        func moduleWarning() {
            let unused = 1
        }

        /// @mockable
        protocol Archive {
            func oldest() -> LegacyRecord?
            func size() -> Int
        }

        """

    @Test func goodMocksCompileCleanlyAndAWarningInAMockIsLocated() throws {
        let folder = try Self.folderCopy(adding: ["Legacy.swift": Self.legacy])
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let (outcome, result) = try Self.verify(folder)
        #expect(outcome.mocks.count == 5)
        #expect(result.statuses.count == 5)
        #expect(result.allCompile)
        #expect(result.compilerRuns == 1)
        let archive = try #require(outcome.mocks.first { $0.protocolName == "Archive" })
        for mock in outcome.mocks where mock.protocolID != archive.protocolID {
            #expect(result.statuses[mock.protocolID] == .compiles, "\(mock.protocolName)")
            #expect(result.byProtocol[mock.protocolID] == nil, "\(mock.protocolName)")
        }
        #expect(result.statuses[archive.protocolID] == .compilesWithWarnings)
        #expect(result.byProtocol[archive.protocolID] == result.diagnostics)

        let file = folder.appendingPathComponent("Legacy.swift")
        let requirement = try Self.position(of: "oldest()", in: file)
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 1, "\(result.diagnostics.map(\.formatted))")
        let warning = try #require(warnings.first)
        #expect(warning.code == .mockCompilesWithWarning)
        #expect(warning.message.hasPrefix("generated mock compiles with a warning: 'LegacyRecord' is deprecated"))
        #expect(warning.location.file.hasSuffix("Legacy.swift"))
        #expect(warning.location.line == requirement.line && warning.location.column == requirement.column)
        let note = try #require(result.diagnostics.first { $0.severity == .note })
        #expect(note.code == .mockCompilesWithWarning && note.location == warning.location)
        #expect(note.message.hasPrefix("in the generated line: ") && note.message.contains("LegacyRecord"))
        #expect(!result.diagnostics.contains { $0.severity == .error })
        let unused = try Self.position(of: "let unused", in: file)
        #expect(!result.diagnostics.contains { $0.location.line == unused.line })
    }

    @Test func aMockInsideTheProtocolsBranchIsCompiledWhateverItsOwnCondition() throws {
        let branched =
            "#if canImport(Foundation)\n/// @mockable\nprotocol Pinger {\n    func ping() -> Record\n}\n#endif\n"
        let folder = try Self.folderCopy(adding: ["Branch.swift": branched])
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        // MOCKING is defined nowhere: only a mock whose own #if is set aside gets compiled at all.
        let (outcome, result) = try Self.verify(
            folder, options: MockOptions(condition: .custom("MOCKING"), access: .public))
        let pinger = try #require(outcome.mocks.first { $0.protocolName == "Pinger" })
        #expect(pinger.text?.hasPrefix("#if canImport(Foundation)\n#if MOCKING\n") == true)
        #expect(result.statuses[pinger.protocolID] == .doesNotCompile)
        #expect(result.statuses.count == 5)
    }

    @Test func publicMockOfInternalTypeIsReportedAtTheRequirement() throws {
        let folder = try Self.folderCopy()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let (outcome, result) = try Self.verify(folder, options: MockOptions(access: .public))
        let byName = Dictionary(uniqueKeysWithValues: outcome.mocks.map { ($0.protocolName, $0.protocolID) })
        #expect(result.statuses[byName["RecordStore"]!] == .doesNotCompile)
        #expect(result.statuses[byName["AuditLogger"]!] == .doesNotCompile)
        #expect(result.statuses[byName["Logger"]!] == .compiles)
        #expect(result.statuses[byName["SettingsSource"]!] == .compiles)
        let protocols = folder.appendingPathComponent("Protocols.swift")
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(
            errors.allSatisfy {
                $0.code == .mockDoesNotCompile && $0.message.hasPrefix("generated mock does not compile: ")
            })
        // A requirement is located at its name, as the compiler locates declarations.
        for requirement in ["load(id: Int)", "save(_ record: Record)", "audit(_ record: Record)"] {
            let expected = try Self.position(of: requirement, in: protocols)
            let here = errors.filter { $0.location.line == expected.line }
            #expect(!here.isEmpty, "no error at \(requirement)")
            #expect(
                here.allSatisfy {
                    $0.location.column == expected.column && $0.location.file.hasSuffix("Protocols.swift")
                })
            #expect(here.contains { $0.message.contains("internal type") })
        }
        // The property that mentions no internal type is not blamed.
        let count = try Self.position(of: "var count", in: protocols)
        #expect(!errors.contains { $0.location.line == count.line })
        let notes = result.diagnostics.filter { $0.severity == .note }
        #expect(notes.contains { $0.message.hasPrefix("in the generated line: public func load(id: Int)") })
    }

    @Test func aModuleThatDoesNotCompileOnItsOwnIsNotBlamedOnTheMocks() throws {
        let folder = try Self.folderCopy(adding: ["Broken.swift": "let answer: Int = \"forty-two\"\n"])
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let (_, result) = try Self.verify(folder, options: MockOptions(access: .public))
        #expect(result.statuses.values.allSatisfy { $0 == .skipped })
        #expect(result.diagnostics.count == 1)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .moduleDoesNotCompile)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.location.file.hasSuffix("Broken.swift"))
        #expect(diagnostic.location.line == 1)
        #expect(diagnostic.message.contains("does not compile on its own; verification skipped"))
    }

    @Test func anUnchangedRunIsAnsweredFromTheCache() throws {
        let folder = try Self.folderCopy()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let cache = folder.deletingLastPathComponent().appendingPathComponent("cache")
        let first = try Self.verify(folder, cache: cache).result
        let second = try Self.verify(folder, cache: cache).result
        #expect(first.compilerRuns == 1)
        #expect(second.compilerRuns == 0)
        #expect(second.statuses == first.statuses)
        let changed = try Self.verify(folder, options: MockOptions(access: .public), cache: cache).result
        #expect(changed.compilerRuns > 0)
        // SettingsSource is public already: its mock is unchanged and answered from the cache.
        #expect(changed.compiledMocks == 3)
    }

    @Test func anOptionChangeTypechecksOnlyTheMocksItChanged() throws {
        let folder = try Self.folderCopy()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let cache = folder.deletingLastPathComponent().appendingPathComponent("cache")
        func verify(_ config: ProjectConfig) throws -> VerificationResult {
            let outcome = try Pipeline().generate(
                GenerateRequest(path: folder.path, selection: Selection(config: config), imports: ["Foundation"]))
            return try Verification(verifier: MockVerifier(cacheFolder: cache)).run(
                outcome.mocks, path: folder.path, scannedFiles: outcome.scan.files, imports: ["Foundation"])
        }
        #expect(try verify(ProjectConfig()).compiledMocks == 4)
        // SettingsSource stands alone; Logger is AuditLogger's parent, so the child is checked with it.
        let settings = try verify(ProjectConfig(protocols: ["SettingsSource": ProtocolOverride(condition: .always)]))
        #expect(settings.compiledMocks == 1)
        #expect(settings.allCompile && settings.statuses.count == 4)
        let parent = try verify(ProjectConfig(protocols: ["Logger": ProtocolOverride(condition: .always)]))
        #expect(parent.compiledMocks == 2)
        #expect(parent.allCompile && parent.statuses.count == 4)
    }

    @Test func aCompilerThatHangsIsStopped() throws {
        let folder = try Self.folderCopy()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let script = folder.deletingLastPathComponent().appendingPathComponent("slow-swiftc")
        try "#!/bin/sh\nexec sleep 30\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let outcome = try TestSupport.generate(folder.path)
        let verification = Verification(verifier: MockVerifier(compiler: script.path, timeout: 1))
        // Stopped by the verifier's own one-second limit, not by the stand-in's end 30 seconds later.
        let error = #expect(throws: VerificationError.self) {
            try verification.run(outcome.mocks, path: folder.path, scannedFiles: outcome.scan.files)
        }
        #expect(
            error?.description.contains("did not finish within 1 seconds; stopped it") == true,
            "\(String(describing: error))")
    }
}

extension VerificationFolderTests {
    /// A file that imports the C library with an access level makes a plain import of it
    /// ambiguous; the typechecked file says `internal` there, as the exported one does.
    @Test func theLocksLibraryImportFollowsAnExplicitOneInTheModule() throws {
        let extra = [
            "Clock.swift": "private import Glibc\n\nfunc now() -> Int { Int(time(nil)) }\n",
            "Shared.swift": "/// @mockable\nprotocol Counter: Sendable {\n    func next() -> Int\n}\n",
        ]
        let folder = try Self.folderCopy(adding: extra)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let (outcome, result) = try Self.verify(folder)
        let counter = try #require(outcome.mocks.first { $0.protocolName == "Counter" })
        #expect(counter.usesLock)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(result.statuses[counter.protocolID] == .compiles)
    }
}
