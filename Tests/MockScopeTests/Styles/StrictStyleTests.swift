import Foundation
import MacroMockGeneration
import MockModel
import MockPipeline
import Testing

/// The strict style as the macro expands it, and what it refuses.
@Suite("Strict style")
struct StrictStyleTests {
    static func strict(_ source: String) throws -> GenerateOutcome {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Protocols.swift").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let selection = Selection(overrides: MockOptions(style: .strict), all: true)
        return try Pipeline().generate(GenerateRequest(path: path, selection: selection))
    }

    @Test func theMacroExpandsTheExportedStrictMock() throws {
        let source = """
            @Mockable(style: .strict)
            protocol WeatherService {
                var unit: String { get set }
                func temperature(for city: String) async throws -> Double
            }

            """
        let (outcome, path) = try MacroExpansionTests.export(source, named: "Weather.swift")
        let mock = try #require(outcome.mocks.first)
        #expect(mock.options.style == .strict)
        let exported = try #require(mock.text)
        let expansion = try #require(MacroExpander.expand(source, path: path).first)
        #expect(expansion.errors.isEmpty, "\(expansion.errors)")
        #expect(expansion.text == MacroExpansionTests.declarationText(exported))
        #expect(exported.contains("final class WeatherServiceMock: WeatherService, StrictMock, Sendable"))
    }

    @Test func theFileImportsTheRuntimeOnce() throws {
        let outcome = try Self.strict(
            "import Foundation\nprotocol Clock { func now() -> Date }\nprotocol Tick { func tick() }\n")
        #expect(outcome.text.components(separatedBy: "\nimport MockScope\n").count == 2)
        #expect(outcome.text.contains("\nimport Foundation\n"))
    }

    /// Noncopyable arguments beside others share a transient channel, a generic requirement's one
    /// per specialization; a subscript's, which Swift rejects, are refused at the requirement, the
    /// refusal saying so.
    @Test func noncopyableArgumentsAreRefusedOnlyWhereNoTransientChannelCanBe() throws {
        let outcome = try Self.strict(
            """
            struct Token: ~Copyable { let raw: Int }
            protocol TokenService {
                func pair(_ token: borrowing Token, _ count: Int) -> Int
                func generic<T>(_ token: borrowing Token, _ value: T)
                subscript(token: borrowing Token) -> Int { get }
            }

            """)
        let refusals = outcome.diagnostics.filter { $0.code == .strictUnsupported }
        #expect(refusals.map(\.location.line) == [5])
        #expect(refusals.allSatisfy { $0.severity == .error })
        #expect(refusals.last?.message.contains("subscripts cannot have noncopyable parameters yet") == true)
        #expect(outcome.mocks.first?.text == nil)
        let accepted = try Self.strict(
            "struct Token: ~Copyable { let raw: Int }\n"
                + "protocol TokenService {\n    func pair(_ token: borrowing Token, _ count: Int) -> Int\n}\n")
        #expect(!accepted.hasErrors)
        #expect(accepted.text.contains("let pair: TransientArgumentsMember<(Parameter<Token>, Parameter<Int>)"))
    }

    /// A transient overload whose count-only builders would be an earlier one's takes its
    /// arguments' types; one whose `Perform` builder would be too (an overload by result alone) is
    /// refused at the requirement. A settable property's noncopyable value is produced and borrowed.
    @Test func transientOverloadsAreRefusedOnlyWhereTheirTypesAreTheSame() throws {
        let outcome = try Self.strict(
            """
            struct Token: ~Copyable { let raw: Int }
            protocol TokenService {
                func use(_ token: borrowing Token) -> Int
                func use(_ token: borrowing Token, _ count: Int) -> Int
                func use(_ token: borrowing Token) -> String
                func use(_ token: borrowing Token) -> Bool
                var token: Token? { get set }
            }

            """)
        let refusals = outcome.diagnostics.filter { $0.code == .strictUnsupported }
        #expect(refusals.map(\.location.line) == [5, 6])
        #expect(refusals.first?.message.contains("count-only Verify and Calls builders") == true)
        let accepted = try Self.strict(
            "struct Token: ~Copyable { let raw: Int }\nprotocol TokenService {\n"
                + "    func use(_ token: borrowing Token) -> Int\n    func use(_ token: borrowing Token, _ count: Int) -> Int\n"
                + "    var token: Token? { get set }\n}\n")
        #expect(!accepted.hasErrors, "\(accepted.diagnostics.map(\.formatted))")
        #expect(accepted.text.contains("func use(_ _: Token.Type, _ _: Int.Type) -> VerificationResult"))
        #expect(accepted.text.contains("func token(set _: Token?.Type) -> VerificationResult"))
    }

    /// Wherever the generator can tell a result is noncopyable (a generic parameter that
    /// suppresses `Copyable`, a type a `@MockNoncopyable` requirement borrows, anywhere in the
    /// protocol, the result of a marked requirement that borrows nothing, a type the protocol both
    /// consumes or borrows and returns), a method's value comes from producers: a plain method's
    /// through a transient channel, a generic requirement's through a producing one; a settable
    /// property's through a transient getter, its setter borrowing the new value.
    @Test func noncopyableResultsTheGeneratorCanRecogniseAreProduced() throws {
        let outcome = try Self.strict(
            """
            import Elsewhere
            protocol Maker {
                func make<T: ~Copyable>() -> T
                func build<T>(_ seed: Int) -> T? where T: ~Copyable
                @MockNoncopyable
                func redeem(_ ticket: borrowing Ticket) -> Bool
                func issue() -> Ticket
                @MockNoncopyable
                func mint() -> Coin
                var current: Ticket { get set }
                func renew(_ stamp: consuming Stamp) -> Stamp?
                func echo(_ text: borrowing String) -> String
            }

            """)
        let refusals = outcome.diagnostics.filter { $0.code == .strictUnsupported }
        let reasons = refusals.map { "\($0.location.line) \($0.message)" }
        #expect(refusals.isEmpty, "\(reasons)")
        #expect(outcome.text.contains("currentGet = context.noncopyableResultMember(\"current\")"))
        #expect(outcome.text.contains("currentSet = context.transientMember(\"current(set:)\")"))
        let accepted = try Self.strict(
            """
            import Elsewhere
            protocol Maker {
                func make<T: ~Copyable>() -> T
                func build<T>(_ seed: Int) -> T? where T: ~Copyable
                @MockNoncopyable
                func mint() -> Coin
                func renew(_ stamp: consuming Stamp, note: String) -> Stamp?
                func echo(_ text: borrowing String) -> String
            }

            """)
        #expect(!accepted.hasErrors, "\(accepted.diagnostics.map(\.formatted))")
        #expect(accepted.text.contains("mint = context.noncopyableResultMember(\"mint()\")"))
        #expect(
            accepted.text.contains(
                "let member: ProducingMockMember<Void, Void, T, Never> = mockMembers.make.producing(T.self)"))
        #expect(
            accepted.text.contains(
                "-> MockStub<Int, Void, MockProducer<Int, Void, T?, Never>, Never> where T: ~Copyable"))
        #expect(accepted.text.contains("let renew: TransientArgumentsMember<(Parameter<Stamp>, Parameter<String>)"))
        #expect(accepted.text.contains("let echo: TypedMockMember<String, Void, String, Never>"))
    }

    @Test func aNoncopyableAssociatedTypeIsDiagnosedWhereItIsDeclared() throws {
        let outcome = try Self.strict(
            "protocol Holder {\n    associatedtype Item: ~Copyable\n    func count() -> Int\n}\n")
        let refusals = outcome.diagnostics.filter { $0.code == .strictUnsupported }
        #expect(refusals.map(\.location.line) == [2])
        #expect(refusals.first?.message.contains("'Item' suppresses Copyable, which Swift 6.3 rejects") == true)
        #expect(outcome.mocks.first?.text == nil)
    }

    /// One value pack is recorded, or chosen with `as:` where no argument carries it; what Swift
    /// 6.3 cannot compile, or no builder could select, is refused at its requirement with the reason.
    @Test func valuePacksAreRefusedOnlyWhereNoChannelCanTakeThem() throws {
        let outcome = try Self.strict(
            """
            protocol Packs {
                func log<each T>(_ values: repeat each T)
                func two<each T, each U>(_ a: repeat each T, b: repeat each U)
                func callback<each T>(_ values: repeat each T, done: () -> Void)
                subscript<each K: Hashable>(keys: repeat each K) -> Int { get set }
                func hidden<each T>() -> (repeat each T)
            }

            """)
        let refusals = outcome.diagnostics.filter { $0.code == .strictUnsupported }
        let reasons = refusals.map { "\($0.location.line) \($0.message)" }
        #expect(refusals.map(\.location.line) == [3, 5], "\(reasons)")
        #expect(reasons.contains { $0.hasPrefix("3 ") && $0.contains("several value packs") })
        #expect(reasons.contains { $0.hasPrefix("5 ") && $0.contains("settable subscript over a value pack") })
        let accepted = try Self.strict(
            "protocol Packs {\n    func log<each T>(_ values: repeat each T)\n"
                + "    func callback<each T>(_ values: repeat each T, done: () -> Void)\n"
                + "    func hidden<each T>() -> (repeat each T)\n}\n")
        #expect(!accepted.hasErrors)
        #expect(accepted.text.contains("func log<each T>(_ values: repeat Parameter<each T>) -> VerificationResult"))
        #expect(accepted.text.contains("perform: @escaping (() -> Void, repeat each T) -> Void"))
        #expect(accepted.text.contains("func hidden<each T>(as _: repeat (each T).Type) -> VerificationResult"))
    }

    @Test func overloadsDifferingInResultGetAReturningSelector() throws {
        let outcome = try Self.strict("protocol Maker {\n    func make() -> Int\n    func make() -> String\n}\n")
        #expect(!outcome.hasErrors)
        #expect(outcome.text.contains("func make(returning _: String.Type) -> VerificationResult"))
        #expect(outcome.text.contains("let make2: TypedMockMember<Void, Void, String, Never>"))
    }
}
