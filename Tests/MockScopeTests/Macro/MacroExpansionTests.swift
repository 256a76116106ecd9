import Foundation
import MacroMockGeneration
import MockDiscovery
import MockModel
import MockPipeline
import MockRender
import Testing

/// `@Mockable` expands to the very mock `mockscope generate` exports, and reports the same
/// diagnostics at the same places; where it cannot, the export says so.
@Suite("@Mockable expansion")
struct MacroExpansionTests {
    static let sources: [String] =
        GoldenTests.features.map { "Tests/Goldens/\($0)/Input.txt" }
        + ["Everyday", "Advanced", "RealWorld"].map { "Tests/Fixtures/\($0)/Protocols.swift" }

    /// Generates every protocol of the file at `path`, as `mockscope generate --all` does.
    static func export(_ path: String) throws -> GenerateOutcome {
        try Pipeline().generate(GenerateRequest(path: path, selection: Selection(all: true)))
    }

    /// Writes `source` to a fresh folder as `name` and generates it; returns the file's path too.
    static func export(_ source: String, named name: String) throws -> (outcome: GenerateOutcome, path: String) {
        let folder = try TestSupport.temporaryFolder()
        let path = folder.appendingPathComponent(name).path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: folder) }
        return (try export(path), path)
    }

    /// The generator's text ends with a line break; a declaration's syntax does not.
    static func declarationText(_ exported: String) -> String {
        exported.hasSuffix("\n") ? String(exported.dropLast()) : exported
    }

    /// The export as the macro's peer has it: the peer sits inside the protocol's `#if` branch
    /// already, so the export's branch lines around the mock are not the peer's.
    static func peerText(_ exported: String, of model: ProtocolModel) -> String {
        var lines = exported.lines(.file)
        if model.branch != nil, lines.first?.hasPrefix("#if ") == true, lines.last == "#endif" {
            lines.removeFirst()
            lines.removeLast()
        }
        return lines.joined(separator: "\n")
    }

    @Test(arguments: sources)
    func expansionIsTheExportedMock(_ relativePath: String) throws {
        let path = TestSupport.packageRoot.appendingPathComponent(relativePath).path
        let source = try String(contentsOfFile: path, encoding: .utf8)
        // A fixture's other files declare types its protocols use (typealiases among them).
        let scanned = relativePath.hasPrefix("Tests/Fixtures/") ? (path as NSString).deletingLastPathComponent : path
        let outcome = try Self.export(scanned)
        let mocks = outcome.mocks.filter { $0.protocolID.hasPrefix(path + "#") }
        let expansions = MacroExpander.expand(source, path: path)
        #expect(expansions.map(\.name) == mocks.map(\.protocolName))
        var identical = 0
        for (expansion, mock) in zip(expansions, mocks) {
            let exported = try #require(mock.text, "\(mock.protocolName): \(mock.diagnostics.map(\.formatted))")
            let model = try #require(outcome.scan.protocols.first { $0.id == mock.protocolID })
            let options = Selection(all: true).options(for: model)
            if let note = MacroView.limitation(of: model, exportedText: exported, options: options) {
                #expect(
                    expansion.text != Self.peerText(exported, of: model), "a note for nothing: \(note.message)")
                continue
            }
            #expect(expansion.errors.isEmpty, "\(expansion.errors)")
            let expanded = try #require(expansion.text, "\(mock.protocolName) expanded to nothing")
            if let diff = LineDiff.unified(
                old: Self.peerText(exported, of: model), new: expanded, oldName: "exported", newName: "expanded")
            {
                Issue.record("\(mock.protocolName) expands differently from its export:\n\(diff)")
            }
            identical += 1
        }
        #expect(identical > 0)
    }

    @Test func diagnosticsAreTheCLIsAtTheSamePlaces() throws {
        let source = """
            import Foundation

            @Mockable
            protocol Money {
                var amount: Int { get }
                static func == (lhs: Self, rhs: Self) -> Bool
            }

            @Mockable(condition: .custom("A &&"), access: .public)
            protocol Flags {
                func run()
                func pack<each T>(_ values: repeat each T)
            }

            @Mockable(sendable: .shared, label: 1)
            protocol Grid where Self: AnyObject {
                func observe<T>(_ handler: (T) -> Void)
            }

            @Mockable
            struct NotAProtocol {}
            """
        let (outcome, path) = try Self.export(source, named: "Problems.swift")
        let cli = outcome.diagnostics.map(\.formatted)
        let macro = MacroExpander.expand(source, path: path).flatMap(\.diagnostics)
        #expect(cli.count >= 6, "\(cli)")
        #expect(macro.sorted() == cli.sorted())
    }

    /// A protocol in an `#if` branch: the macro's mock, placed in that branch as the export
    /// places it, is the export, so no note says the macro would differ.
    @Test func aProtocolInABranchExpandsAsExported() throws {
        let source = "#if os(Linux)\n@Mockable\nprotocol Clock {\n    func now() -> Int\n}\n#endif\n"
        let (outcome, path) = try Self.export(source, named: "Clock.swift")
        let mock = try #require(outcome.mocks.first)
        #expect(try #require(mock.text).hasPrefix("#if os(Linux)\n"))
        #expect(!mock.diagnostics.contains { $0.code == .needsFileExport }, "\(mock.diagnostics)")
        let expanded = try #require(MacroExpander.expand(source, path: path).first?.text)
        #expect(!expanded.contains("#if os(Linux)"))
    }

    /// The compiler reports syntax errors itself; the macro adds nothing and expands nothing.
    @Test func brokenProtocolExpandsToNothingQuietly() throws {
        let source = """
            @Mockable
            protocol Broken {
                func load( -> Int
            }
            """
        let expansion = MacroExpander.expand(source, path: "Broken.swift")
        #expect(expansion.count == 1)
        #expect(expansion.first?.text == nil)
        #expect(expansion.first?.diagnostics == [])
        #expect(try Self.export(source, named: "Broken.swift").outcome.hasErrors, "the export does report it")
    }

    /// The attribute's arguments are options to the export too, below the command line's.
    @Test func attributeArgumentsAreExportOptions() throws {
        let source = """
            @Mockable(access: .public, sendable: .locked)
            protocol Clock {
                func now() -> Int
            }
            """
        let mock = try #require(Self.export(source, named: "Clock.swift").outcome.mocks.first)
        #expect(mock.options == EffectiveOptions(condition: .debug, access: .public, sendable: .locked))
        #expect(mock.text?.contains("open class ClockMock: Clock, @unchecked Sendable {") == true)
        let model = try #require(FileDiscovery.discover(source: source, path: "Clock.swift").protocols.first)
        let overridden = Selection(overrides: MockOptions(access: .internal)).options(for: model)
        #expect(overridden == EffectiveOptions(condition: .debug, access: .internal, sendable: .locked))
    }

    /// Beside its protocol, a private or fileprivate protocol's mock is fileprivate; only a
    /// generated file, which cannot see the protocol, refuses it.
    @Test(arguments: ["private", "fileprivate"])
    func aPrivateProtocolGetsAFileprivatePeer(access: String) throws {
        let source = "@Mockable\n\(access) protocol Secret {\n    func reveal() -> Int\n}\n"
        let expansion = try #require(MacroExpander.expand(source, path: "Secret.swift").first)
        #expect(expansion.diagnostics == [])
        let text = try #require(expansion.text)
        #expect(text.contains("fileprivate class SecretMock: Secret {"))
        #expect(try Self.export(source, named: "Secret.swift").outcome.diagnostics.map(\.code) == [.privateProtocol])
        // The protocol, its peer and a use of it, in one file: the mock compiles and answers.
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = folder.appendingPathComponent("main.swift")
        try """
        \(access) protocol Secret {
            func reveal() -> Int
        }
        \(text)
        func check() {
            let mock = SecretMock()
            mock.revealHandler = { 42 }
            let secret: any Secret = mock
            precondition(secret.reveal() == 42 && mock.revealCallCount == 1)
            print("OK")
        }
        check()

        """.write(to: program, atomically: true, encoding: .utf8)
        let binary = folder.appendingPathComponent("secret").path
        let compile = try TestSupport.run(
            TestSupport.swiftc, ["-swift-version", "6", "-D", "DEBUG", program.path, "-o", binary])
        #expect(compile.status == 0, "\(compile.output)")
        guard compile.status == 0 else { return }
        #expect(try TestSupport.run(binary, []).output.contains("OK"))
    }

    @Test func nestedProtocolConformsByItsQualifiedName() throws {
        let source = """
            enum Feature {
                @Mockable(condition: .always, sendable: .locked)
                protocol Loader {
                    func load() async throws -> Int
                }
            }
            """
        let outcome = try Self.export(source, named: "Feature.swift").outcome
        let exported = try #require(outcome.mocks.first?.text)
        #expect(exported.contains("class LoaderMock: Feature.Loader, @unchecked Sendable {"))
        let expanded = MacroExpander.expand(source, path: "Feature.swift").first?.text
        #expect(expanded == Self.declarationText(exported))
    }

    /// A parent the macro cannot see: the export notes it, the macro refuses with the same code.
    @Test func inheritanceTheMacroCannotSeeIsNoted() throws {
        let source = """
            @Mockable
            protocol Base: Sendable {
                func base()
            }

            @Mockable
            protocol Extra {
                func extra()
            }

            @Mockable
            protocol Child: Base, Sendable {
                func child()
            }

            @Mockable
            protocol Both: Base, Extra, Sendable {
                func both()
            }

            @Mockable
            protocol Plain: Base {
                func plain()
            }
            """
        let outcome = try Self.export(source, named: "Family.swift").outcome
        let notes = outcome.diagnostics.filter { $0.code == .needsFileExport }
        #expect(notes.map(\.severity) == [.note, .note])
        #expect(
            notes.map(\.location.line) == [17, 22], "Both needs Extra's requirements; Extra is not Sendable like Shared"
        )
        let expansions = MacroExpander.expand(source, path: "Family.swift")
        let child = try #require(outcome.mocks.first { $0.protocolName == "Child" }?.text)
        #expect(expansions[2].text == Self.declarationText(child))
        #expect(expansions[2].text?.contains("class ChildMock: BaseMock, Child, @unchecked Sendable {") == true)
        #expect(expansions[3].text == nil)
        #expect(expansions[3].errors.count == 1 && expansions[3].errors[0].hasPrefix("Family.swift:17:10: error:"))
        #expect(expansions[3].errors[0].contains("'Extra'") && expansions[3].errors[0].hasSuffix("[MS221]"))
        let plain = try #require(outcome.mocks.first { $0.protocolName == "Plain" }?.text)
        #expect(plain.contains("private let _storage"), "the export locks what Base's Sendable asks for")
        #expect(expansions[4].text?.contains("private let _storage") == false)
    }

    /// Expansions use the lock the MockScope library exports; it is the generated file's lock
    /// with public access, so both kinds of mock behave the same.
    @Test func libraryLockIsTheGeneratedFilesLock() throws {
        let url = TestSupport.packageRoot.appendingPathComponent("Sources/MockScope/MockScopeLock.swift")
        let library = try String(contentsOf: url, encoding: .utf8)
        let declaration = try #require(library.range(of: "#if compiler(>=6.2)")).lowerBound
        // The formatter indents `#if` bodies in the library; generated text does not.
        func lines(_ text: Substring) -> [String] {
            text.split(separator: "\n").map { line in String(line.drop(while: { $0 == " " })) }
                .filter { !$0.hasPrefix("/// Expanded mocks") }
        }
        let asFileprivate = lines(library[declaration...]).map {
            $0.replacingOccurrences(of: "public final class", with: "fileprivate final class")
                .replacingOccurrences(of: "public enum", with: "fileprivate enum")
                .replacingOccurrences(of: "public ", with: "")
        }
        #expect(asFileprivate == lines(Substring(MockRenderer.lockHelper)))
    }
}
