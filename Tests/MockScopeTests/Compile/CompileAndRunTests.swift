import Foundation
import MockModel
import Testing

/// Generated mocks, compiled with their protocols and a driver that uses them as the README's
/// examples do, in Swift 6 mode with complete concurrency checking and warnings as errors.
@Suite(.serialized)
struct CompileAndRunTests {
    static let strictFlags = [
        "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors", "-D", "DEBUG",
        "-parse-as-library",
    ]

    func compileAndRun(
        _ fixture: String, extraFlags: [String] = [], options: MockOptions = MockOptions(),
        imports: [String] = ["Foundation"], toleratingInFixture tolerated: String? = nil
    ) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = TestSupport.fixture(fixture)
        // The whole folder is scanned, as a project would be: declarations outside protocols count.
        let outcome = try TestSupport.generate(source.path, options: options, imports: imports)
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.formatted))")
        let mocks = folder.appendingPathComponent("Mocks.swift")
        try outcome.text.write(to: mocks, atomically: true, encoding: .utf8)
        let sources = try FileManager.default.contentsOfDirectory(atPath: source.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        let inputs =
            sources.map { source.appendingPathComponent($0).path }
            + [TestSupport.fixture("Shared/Expect.swift").path]
        let binary = folder.appendingPathComponent("driver").path
        // A fixture that must spell something deprecated is built without warnings as errors;
        // then no warning may be the mocks', nor any other than the one it spells.
        let flags = tolerated == nil ? Self.strictFlags : Self.strictFlags.filter { $0 != "-warnings-as-errors" }
        let compile = try TestSupport.run(TestSupport.swiftc, flags + extraFlags + inputs + [mocks.path, "-o", binary])
        #expect(compile.status == 0, "swiftc failed:\n\(compile.output)")
        if let tolerated {
            let warnings = compile.output.split(separator: "\n").filter { $0.contains(": warning:") }
            #expect(
                warnings.allSatisfy { !$0.contains(mocks.lastPathComponent) && $0.contains(tolerated) },
                "unexpected warnings:\n\(compile.output)")
        }
        guard compile.status == 0 else { return }
        let run = try TestSupport.run(binary, [])
        #expect(run.status == 0 && run.output.contains("OK"), "driver failed:\n\(run.output)")
    }

    /// No `--import`: the mocks repeat the imports of the protocols' files (here Foundation).
    @Test func everydayMocksBehaveAsTheSpecShows() throws {
        try compileAndRun("Everyday", imports: [])
    }

    @Test func advancedRequirementsCompileAndBehave() throws {
        try compileAndRun("Advanced")
    }

    @Test func advancedRequirementsUnderTheOtherBranchWholeModule() throws {
        try compileAndRun("Advanced", extraFlags: ["-D", "CUSTOM", "-wmo"])
    }

    /// Shapes met in real packages: name clashes with the module, inheritance graphs, standard
    /// library parents, generic associated types and awkward parameters.
    @Test func realWorldShapesCompileAndBehave() throws {
        try compileAndRun("RealWorld", extraFlags: ["-wmo"])
    }

    /// Under internal imports by default, a public mock needs its protocol's `public import`, and
    /// an internal one must not get it (an unused public import is warned about).
    @Test(arguments: [nil, AccessLevel.internal])
    func internalImportsByDefaultKeepPublicImportsWherePublicMocksNeedThem(access: AccessLevel?) throws {
        try compileAndRun(
            "InternalImports", extraFlags: ["-enable-upcoming-feature", "InternalImportsByDefault"],
            options: MockOptions(access: access), imports: [])
    }

    /// A file that imports Foundation publicly for its own extension, with protocols whose
    /// requirements name only the module's and standard types: their public mocks import it
    /// internally, or the compiler warns the public import unused.
    @Test func publicMocksNamingNoImportedTypeDoNotRepeatAPublicImport() throws {
        try compileAndRun(
            "UnusedPublicImports", extraFlags: ["-enable-upcoming-feature", "InternalImportsByDefault"], imports: [])
    }

    /// A public mock naming Foundation's `Date` keeps Foundation's public import, while another
    /// `public import` of its protocol's file, whose types it does not name, is written plainly.
    @Test func publicMocksKeepOnlyTheFoundationImportTheyName() throws {
        try compileAndRun(
            "ForeignPublicImports", extraFlags: ["-enable-upcoming-feature", "InternalImportsByDefault"], imports: [])
    }

    /// The same where the requirements name the module's own struct, its nested types and a
    /// typealias, declared in another file: the module's declared types need no import either.
    @Test func publicMocksNamingTheModulesOwnTypesDoNotRepeatAPublicImport() throws {
        try compileAndRun(
            "DeclaredTypeImports", extraFlags: ["-enable-upcoming-feature", "InternalImportsByDefault"], imports: [])
    }

    /// Files that give their imports an access level (`internal import Foundation`, `private
    /// import Glibc`): the generated file's imports say `internal` too, and a public mock of an
    /// `@_spi` protocol is SPI. Built with strict memory safety, which the lock helper and the
    /// repeated `@unsafe @preconcurrency` import satisfy.
    @Test func explicitImportAccessAndSPIProtocols() throws {
        try compileAndRun("ExplicitImports", extraFlags: ["-strict-memory-safety"], imports: [])
    }

    /// Shapes `mockscope-fuzz shapes` found: keyword parameter names, `Never` with inout,
    /// isolation across parents (actor and global-actor children of protocols that are not
    /// isolated, isolation inherited from a parent), a generic mock's static state under a global
    /// actor, a parent's `init()`.
    @Test func fuzzedShapesCompileAndBehave() throws {
        try compileAndRun("Shapes")
    }

    /// Shapes from packages MockScope had not met: associated types spelled through `Self`.
    @Test func realPackageShapesCompileAndBehave() throws {
        try compileAndRun("RealPackages", extraFlags: ["-wmo"])
    }

    /// `protocol P: class`, the old spelling of `AnyObject`, which the compiler now warns about
    /// in the protocol's own file.
    @Test func protocolsBoundByClassAreClassBound() throws {
        try compileAndRun("ClassBound", toleratingInFixture: "use 'AnyObject' instead")
    }

    @Test func lockedPolicyStillCompilesAndBehaves() throws {
        try compileAndRun("Everyday", options: MockOptions(sendable: .locked))
    }
}
