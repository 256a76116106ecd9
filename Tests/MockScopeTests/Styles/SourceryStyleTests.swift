import Foundation
import MockModel
import MockPipeline
import Testing

/// The sourcery style: its mocks compiled with a driver that uses them as the reference's
/// examples do, its exact text for one protocol, and its selection and diagnostics on the
/// command line.
@Suite(.serialized)
struct SourceryStyleTests {
    static let dataService = """
        import Foundation

        /// sourcery: ProtocolMock
        protocol DataService {
            func fetchData(id: String, completion: @escaping (String?, Error?) -> Void)
        }

        """

    /// Every fixture protocol says `/// sourcery: ProtocolMock`, which selects the style.
    @Test func mocksCompileAndBehaveAsTheReferenceShows() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = TestSupport.fixture("Sourcery")
        let outcome = try TestSupport.generate(source.path, imports: [])
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.formatted))")
        let mocks = folder.appendingPathComponent("Mocks.swift")
        try outcome.text.write(to: mocks, atomically: true, encoding: .utf8)
        #expect(outcome.text.contains("#if canImport(UIKit)\nimport UIKit\n#endif"))
        #expect(outcome.text.contains("#if os(Linux) || os(macOS)\nfinal class HostOnlyMock"))
        #expect(outcome.text.contains("#if (FEATURE_A) || (!FEATURE_A)\n"))
        #expect(outcome.text.contains("#if (DEBUG) && (!FEATURE_B)\n"))
        #expect(outcome.text.contains("    #if !(DEBUG)\n    func inspectRelease() -> Int {"), "no block leaks")
        #expect(outcome.text.contains("@MainActor\nfinal class ScreenPresentingMock: ScreenPresenting {"))
        #expect(outcome.text.contains("final class TokenStoringMock: TokenStoring, @unchecked Sendable {"))
        #expect(outcome.text.contains("@RenderIsolation\nfinal class RenderingMock: Rendering {"))
        #expect(outcome.text.contains("    nonisolated(unsafe) var identifierCallCount: Int = 0\n"))
        // Renamed members: a comment above the witness and an index under the MARK.
        let rename = "load(_:) -> loadItemCallCount, loadItemHandler… (it overloads a method with fewer parameters)"
        #expect(outcome.text.contains("    // \(rename)\n    func load(_ item: String) {"))
        #expect(outcome.text.contains("    // Members not named after their requirement:\n    //   \(rename)\n"))
        // The rule: once at the top of the file, then under every MARK.
        let marks = outcome.text.components(separatedBy: "// MARK: - ").count - 1
        #expect(marks > 20)
        #expect(outcome.text.components(separatedBy: Self.rule[0]).count - 1 == marks + 1)
        let sources = try FileManager.default.contentsOfDirectory(atPath: source.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        let inputs =
            sources.map { source.appendingPathComponent($0).path }
            + [TestSupport.fixture("Shared/Expect.swift").path]
        let binary = folder.appendingPathComponent("driver").path
        let compile = try TestSupport.run(
            TestSupport.swiftc, CompileAndRunTests.strictFlags + inputs + [mocks.path, "-o", binary])
        #expect(compile.status == 0, "swiftc failed:\n\(compile.output)")
        guard compile.status == 0 else { return }
        let run = try TestSupport.run(binary, [])
        #expect(run.status == 0 && run.output.contains("OK"), "driver failed:\n\(run.output)")
    }

    @Test func dataServiceMockIsExactlyTheReferenceShape() throws {
        let project = try TemporaryProject(["DataService.swift": Self.dataService])
        let result = try project.run("generate", "DataService.swift")
        #expect(result.status == 0, "\(result.stderr)")
        let rule = Self.rule.map { "// \($0)" }.joined(separator: "\n")
        let indentedRule = Self.rule.map { "    // \($0)" }.joined(separator: "\n")
        let expected = """
            \(rule)

            // DataServiceMock: internal, always, auto, sourcery style
            final class DataServiceMock: DataService {
                // MARK: - DataService
            \(indentedRule)

                func fetchData(id: String, completion: @escaping (String?, Error?) -> Void) {
                    fetchDataCallCount += 1
                    fetchDataArgs.append(id)
                    if let __fetchDataHandler = self.fetchDataHandler {
                        __fetchDataHandler(id, completion)
                    }
                }
                var fetchDataCallCount: Int = 0
                var fetchDataArgs: [String] = []
                // Closure parameters are handed to fetchDataHandler, never recorded in fetchDataArgs.
                var fetchDataHandler: ((_ id: String, _ completion: @escaping (String?, Error?) -> Void) -> ())? = nil
            }

            """
        #expect(result.stdout.hasSuffix("import Foundation\n\n" + expected), "\(result.stdout)")
    }

    static let rule = [
        "Mock member names are the requirement's declared name (backticks dropped, nothing else",
        "changed) plus a suffix: CallCount, Args, Handler; GetCount, GetHandler, SetCount, SetArgs,",
        "SetHandler, and _<name> for the stored value. Among overloads the one with the fewest",
        "parameters keeps the name; each other appends the capitalised argument label of every",
        "parameter (its name where the label is _). `sourcery: methodName` names a method.",
    ]

    @Test func styleFlagAndMarkerChooseTheStyle() throws {
        let plain = "protocol Store {\n    func save(_ value: Int)\n}\n"
        let automock = "// sourcery: AutoMockable\nprotocol Cache {\n    func put(_ value: Int)\n}\n"
        let project = try TemporaryProject([
            "Store.swift": plain, "Cache.swift": automock, "DataService.swift": Self.dataService,
        ])
        let flagged = try project.run("generate", "Store.swift", "--all", "--style", "sourcery")
        #expect(flagged.status == 0, "\(flagged.stderr)")
        #expect(flagged.stdout.contains("var saveArgs: [Int] = []"))
        #expect(flagged.stdout.contains("final class StoreMock: Store {"))
        let marked = try project.run("generate", ".")
        #expect(marked.status == 0, "\(marked.stderr)")
        #expect(marked.stdout.contains("var fetchDataArgs: [String] = []"))
        // `AutoMockable` keeps the default style.
        #expect(marked.stdout.contains("putCallArgs"))
        #expect(!marked.stdout.contains("putArgs"))
        #expect(marked.stdout.components(separatedBy: "// MARK: - ").count == 2)
    }

    @Test func sameGeneratedNameFailsNamingBoth() throws {
        let source = """
            /// sourcery: ProtocolMock
            protocol Loading {
                func load()
                func load(id: Int)
                func load(id: String)
            }

            """
        let project = try TemporaryProject(["Loading.swift": source])
        let result = try project.run("generate", "Loading.swift")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "Loading.swift:5:10: error: the mock members of 'load(id:)' (line 4) and 'load(id:)' would both be named 'loadIdCallCount'"
            ), "\(result.stderr)")
        #expect(result.stderr.contains("[MS215]"))
    }

    /// A conditional property starts unset; only a conditional constant fails.
    @Test func conditionalConstantTheInitializerTakesFails() throws {
        let source = """
            struct Palette {}

            /// sourcery: ProtocolMock
            protocol Themed {
                #if canImport(UIKit)
                // sourcery: if = "canImport(UIKit)"
                // sourcery: const
                var palette: Palette { get }
                #endif
                #if os(Linux)
                var shade: Palette { get }
                #endif
                // sourcery: if = "DEBUG"
                // sourcery: handler
                var accent: Palette { get }
            }

            """
        let project = try TemporaryProject(["Themed.swift": source])
        let result = try project.run("generate", "Themed.swift")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "Themed.swift:8:9: error: the constant 'palette' is compiled only under 'canImport(UIKit)' but the mock's initializer"
            ), "\(result.stderr)")
        #expect(result.stderr.contains("[MS242]"))
        #expect(!result.stderr.contains("'accent'") && !result.stderr.contains("'shade'"))
    }

    @Test func reactiveMembersAndObjcSuperclassAreReported() throws {
        let source = """
            struct AnyPublisher<Output, Failure: Error> {}
            final class Disposable {}

            /// sourcery: ObjcProtocolMock
            protocol Streaming {
                var updates: AnyPublisher<Int, Never>? { get }
                func observe() -> Disposable
            }

            """
        let project = try TemporaryProject(["Streaming.swift": source])
        let result = try project.run("generate", "Streaming.swift")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "Streaming.swift:6:9: warning: 'updates' is a Combine AnyPublisher: its updatesSubject, updatesSubscribeCount"
            ), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "Streaming.swift:7:10: warning: 'observe' is a RxSwift Disposable: its observeDisposeCallCount, observeDisposeHandler need RxSwift"
            ), "\(result.stderr)")
        #expect(result.stderr.contains("warning: ObjcProtocolMock asks for an NSObject superclass"))
        #expect(result.stdout.contains("final class StreamingMock: Streaming {"))
        #expect(result.stdout.contains("var updatesGetCount: Int = 0"))
    }
}
