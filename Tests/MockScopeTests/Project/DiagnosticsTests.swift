import MockDiscovery
import MockModel
import MockPipeline
import Testing

/// Every documented diagnostic, matched on code and line rather than prose.
struct DiagnosticsTests {
    /// Scans `source` and generates every protocol in it; returns (code, line) pairs.
    func diagnostics(_ source: String) -> [(DiagnosticCode, Int)] {
        let file = FileDiscovery.discover(source: source, path: "Input.swift")
        let scan = ScanResult(
            root: "Input.swift", files: ["Input.swift"], protocols: file.protocols,
            diagnostics: file.diagnostics,
            brokenProtocolIDs: file.brokenProtocols)
        let outcome = Pipeline().generate(
            GenerateRequest(path: "Input.swift", selection: Selection(all: true)), scan: scan)
        return outcome.diagnostics.map { ($0.code, $0.location.line) }
    }

    func expectOnly(_ code: DiagnosticCode, line: Int, in source: String) {
        let found = diagnostics(source)
        #expect(found.count == 1 && found.first?.0 == code && found.first?.1 == line, "\(found)")
    }

    @Test func operatorRequirement() {
        expectOnly(
            .operatorRequirement, line: 2,
            in: "protocol P {\n    static func == (lhs: Self, rhs: Self) -> Bool\n}")
    }

    /// Backticked names and static subscripts are witnessed like any other requirement.
    @Test func backtickNamesAndStaticSubscripts() {
        #expect(diagnostics("protocol P {\n    func ok()\n    func `repeat`()\n}").isEmpty)
        #expect(diagnostics("protocol P {\n    var `default`: Int { get }\n}").isEmpty)
        #expect(diagnostics("protocol P {\n    static subscript(i: Int) -> Int { get }\n}").isEmpty)
    }

    /// Closures that mention a type parameter are forwarded through erased ones, converted whole
    /// inside an optional or another closure; only those inside a collection are refused.
    @Test func genericClosurePositions() {
        #expect(diagnostics("protocol P {\n    func makeSetter<T>() -> (T) -> Void\n}").isEmpty)
        #expect(diagnostics("protocol P {\n    func observe<T>(_ handler: (T) -> Void)\n}").isEmpty)
        #expect(diagnostics("protocol P {\n    func load<T>(_ make: () -> T) -> T\n}").isEmpty)
        expectOnly(
            .genericClosureResult, line: 2, in: "protocol P {\n    func makeSetter<T>() -> [(T) -> Void]\n}")
        #expect(diagnostics("protocol P {\n    func observe<T>(_ handler: ((T) -> Void)?)\n}").isEmpty)
        #expect(diagnostics("protocol P {\n    func register<A, S>(invoker: ((A) -> S) -> S) -> S\n}").isEmpty)
        expectOnly(
            .genericClosureParameter, line: 2,
            in: "protocol P {\n    func observe<T>(_ handlers: [(T) -> Void])\n}")
        expectOnly(
            .genericClosureParameter, line: 2,
            in: "protocol P {\n    func visit<T>(_ body: ((inout T) -> Void) -> Void)\n}")
    }

    /// A property named like a method: a child's mock subclassing the parent's declares both, one
    /// class declaring both is refused, located at the property.
    @Test func propertyNamedLikeAMethod() {
        #expect(
            diagnostics("protocol A {\n    func lock()\n}\nprotocol B: A {\n    var lock: Int { get }\n}").isEmpty)
        expectOnly(
            .generatedNameCollision, line: 3, in: "protocol P {\n    func lock()\n    var lock: Int { get }\n}")
    }

    /// A constrained associated type makes the mock generic, static requirements included.
    @Test func constrainedAssociatedTypes() {
        #expect(diagnostics("protocol P {\n    associatedtype Item: Decodable\n}").isEmpty)
        #expect(diagnostics("protocol P {\n    associatedtype Item: Decodable = Int\n}").isEmpty)
        #expect(
            diagnostics("protocol P {\n    associatedtype Item: Decodable\n    static func make() -> Item\n}").isEmpty)
    }

    /// A requirement that cannot evaluate its effectful autoclosure forwards it to the handler.
    @Test func autoclosureEffectsTheRequirementLacksAreForwarded() {
        #expect(diagnostics("protocol P {\n    func f(_ v: @autoclosure () throws -> Int)\n}").isEmpty)
        #expect(
            diagnostics("protocol P {\n    func f(_ v: @autoclosure () throws -> Int) throws(Never)\n}").isEmpty)
    }

    @Test func parents() {
        expectOnly(.standardLibraryParent, line: 1, in: "protocol P: Sequence {\n    func f()\n}")
        expectOnly(.unknownParent, line: 1, in: "protocol P: Elsewhere {\n    func f()\n}")
        let inherited = diagnostics("protocol A: Elsewhere {}\nprotocol B: A {\n    func f()\n}")
        #expect(inherited.map(\.0) == [.unknownParent, .unknownParent] && inherited.map(\.1) == [1, 2])
        #expect(diagnostics("protocol P: Hashable, CustomStringConvertible, Codable {\n    func f()\n}").isEmpty)
        #expect(
            diagnostics("protocol Container<T> { associatedtype T }\nprotocol P: Container<Int> {}").isEmpty)
        #expect(diagnostics("protocol A {\n}\nprotocol B: A { init(x: Int) }").isEmpty)
        #expect(diagnostics("protocol P: Sendable, AnyObject, Swift.Error {\n    func f()\n}").isEmpty)
        #expect(diagnostics("protocol P: SendableMetatype, ~Copyable {\n    func f()\n}").isEmpty)
        expectOnly(.standardLibraryParent, line: 1, in: "protocol P: BitwiseCopyable {\n    func f()\n}")
        #expect(diagnostics("protocol A: B { func a() }\nprotocol B: A { func b() }").isEmpty, "a cycle ends")
    }

    @Test func markerMisuse() {
        let onClass = diagnostics("@Mockable\nclass C {}")
        #expect(onClass.map(\.0) == [.markerOnNonProtocol])
        let badArgument = diagnostics("@Mockable(style: .debug)\nprotocol P {}")
        #expect(badArgument.map(\.0) == [.markerArgument])
        let notLiteral = diagnostics("@Mockable(condition: flag)\nprotocol P {}")
        #expect(notLiteral.map(\.0) == [.markerCondition])
        let invalid = diagnostics("@Mockable(condition: .custom(\"A &&\"))\nprotocol P {}")
        #expect(invalid.map(\.0) == [.markerCondition])
        let otherType = diagnostics("@Mockable(condition: Flags.always)\nprotocol P {}")
        #expect(otherType.map(\.0) == [.markerCondition])
    }

    /// The cases may be spelled with their type, swift-mockable's name for the condition too.
    @Test func markerCasesSpelledWithTheirType() throws {
        for marker in [
            "@Mockable(condition: MockCompilationCondition.always, access: MockableAccess.public)",
            "@Mockable(condition: MockableCondition.custom(\"A\"), sendable: MockableSendable.locked)",
        ] {
            #expect(diagnostics("\(marker)\npublic protocol P {}").isEmpty, "\(marker)")
        }
    }

    @Test func syntaxErrorIsLocatedAndOtherProtocolsStillGenerate() {
        let found = diagnostics("protocol Good {\n    func f()\n}\nprotocol Bad {\n    func g(\n}\n")
        #expect(found.contains { $0.0 == .syntaxError })
        #expect(found.allSatisfy { $0.1 >= 4 })
    }

    @Test func conditionValidation() {
        #expect(ConditionValidator.problem(in: "DEBUG || UITESTS") == nil)
        #expect(ConditionValidator.problem(in: "os(iOS) && !RELEASE") == nil)
        #expect(ConditionValidator.problem(in: "canImport(XCTest)") == nil)
        #expect(ConditionValidator.problem(in: "A &&") != nil)
        #expect(ConditionValidator.problem(in: "a + b") != nil)
        #expect(ConditionValidator.problem(in: "foo(x)") != nil)
        #expect(ConditionValidator.problem(in: "A\nfunc x()") != nil)
    }

    /// A parent that gets no mock of its own is witnessed by the child directly.
    @Test func aParentWithoutItsOwnMockIsFlattenedIntoTheChild() throws {
        let file = FileDiscovery.discover(
            source: "protocol Base { func f() }\n/// @mockable\nprotocol Child: Base { func g() }\n",
            path: "Input.swift")
        let scan = ScanResult(root: "Input.swift", files: ["Input.swift"], protocols: file.protocols, diagnostics: [])
        let outcome = Pipeline().generate(GenerateRequest(path: "Input.swift"), scan: scan)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.text.contains("class ChildMock: Child {"))
        #expect(outcome.text.contains("func f()") && !outcome.text.contains("BaseMock"))
    }

    /// Copies in sibling branches of one `#if` are entries of their own, each with its own
    /// diagnostics, and their mocks sit in the same branches.
    @Test func copiesInSiblingBranchesAreJudgedOnTheirOwn() throws {
        let source = "#if A\nprotocol P: Elsewhere { func f() }\n#else\nprotocol P { func f() }\n#endif\n"
        let file = FileDiscovery.discover(source: source, path: "Input.swift")
        #expect(file.protocols.map { $0.branch?.expression } == ["A", "!(A)"])
        let scan = ScanResult(root: "Input.swift", files: ["Input.swift"], protocols: file.protocols, diagnostics: [])
        let outcome = Pipeline().generate(
            GenerateRequest(path: "Input.swift", selection: Selection(all: true)), scan: scan)
        let statuses = outcome.statuses(selection: Selection(all: true))
        #expect(statuses.map(\.errorCount) == [1, 0])
        #expect(outcome.text.contains("#if !(A)\n#if DEBUG\nclass PMock: P {"))
        #expect(!outcome.text.contains("#if A\n"))
    }

    /// A parent the scan cannot see can be declared in the configuration instead.
    @Test func parentsDeclaredInTheConfiguration() throws {
        let file = FileDiscovery.discover(source: "protocol Job: Executor { func run() }", path: "Input.swift")
        let scan = ScanResult(root: "Input.swift", files: ["Input.swift"], protocols: file.protocols, diagnostics: [])
        let unknown = Pipeline().generate(
            GenerateRequest(path: "Input.swift", selection: Selection(all: true)), scan: scan)
        #expect(unknown.diagnostics.map(\.code) == [.unknownParent])
        let config = ProjectConfig(parents: ["Executor": "func enqueue(_ id: Int) -> Bool"])
        let declared = Pipeline().generate(
            GenerateRequest(path: "Input.swift", selection: Selection(config: config, all: true)), scan: scan)
        #expect(declared.diagnostics.isEmpty)
        #expect(
            declared.text.contains("class JobMock: Job {")
                && declared.text.contains("func enqueue(_ id: Int) -> Bool {"))
    }

    @Test func twoProtocolsOfOneNameAreReportedNotGeneratedTwice() {
        let found = diagnostics(
            "protocol Clock { func now() -> Int }\nenum Outer {\n    protocol Clock { func tick() }\n}\n")
        #expect(found.map(\.0) == [.duplicateMockName])
        #expect(found.first?.1 == 3)
    }

    /// A protocol named `StoreMock` takes the name of `Store`'s mock; a child of `Store` then
    /// witnesses `Store`'s requirements itself instead of subclassing a mock that is not there.
    @Test func aMockNameTakenByAProtocolIsReported() {
        let found = diagnostics(
            "protocol Store {\n    func f()\n}\nprotocol StoreMock {\n    func g()\n}\nprotocol Child: Store {\n    func h()\n}"
        )
        #expect(found.count == 1 && found.first?.0 == .duplicateMockName && found.first?.1 == 1, "\(found)")
    }

    /// An actor protocol under a global actor, its own or a parent's, has no conforming type.
    @Test func actorProtocolsUnderAGlobalActorAreReported() {
        expectOnly(.conflictingIsolation, line: 2, in: "@MainActor\nprotocol Worker: Actor {\n    func f()\n}")
        expectOnly(
            .conflictingIsolation, line: 5,
            in: "@MainActor\nprotocol Screen {\n    func f()\n}\nprotocol Worker: Screen, Actor {\n    func g()\n}")
    }

    /// No actor can witness an initializer of a protocol that is not an actor protocol when a
    /// caller would have to send it a closure that is not `@Sendable`.
    @Test func actorsCannotTakeAParentsInitializersClosures() {
        let parent = "protocol Service: Sendable {\n    init(handler: @escaping () -> Void)\n}\n"
        expectOnly(.actorInitializerClosure, line: 2, in: parent + "protocol Worker: Service, Actor {\n    func f()\n}")
        let sendable = "protocol Service: Sendable {\n    init(handler: @escaping @Sendable () -> Void)\n}\n"
        #expect(diagnostics(sendable + "protocol Worker: Service, Actor {\n    func f()\n}").isEmpty)
    }

    /// A property of a child named like a member its superclass mock declares.
    @Test func propertiesNamedLikeTheSuperclassMocksMembers() {
        expectOnly(
            .generatedNameCollision, line: 5,
            in: "protocol Base {\n    func load()\n}\nprotocol Child: Base {\n    var loadCallCount: Int { get }\n}")
    }

    @Test func requirementsNamedLikeGeneratedMembers() {
        expectOnly(.generatedNameCollision, line: 2, in: "protocol P {\n    func resetMock()\n}")
        expectOnly(
            .generatedNameCollision, line: 3,
            in: "protocol P {\n    func fetch()\n    var fetchCallCount: Int { get }\n}")
        expectOnly(
            .generatedNameCollision, line: 3,
            in: "protocol P {\n    var name: String { get }\n    var _name: String { get }\n}")
        #expect(
            diagnostics(
                "protocol P {\n    var completionHandler: (() -> Void)? { get set }\n    var lastValue: String? { get set }\n}"
            ).isEmpty)
    }

    @Test func constraintsOnSelfAreReported() {
        expectOnly(.selfConstraint, line: 1, in: "protocol P where Self: Equatable {\n    func f()\n}")
    }

    /// Requirements mentioning Self make the mock final instead of refusing it.
    @Test func selfInRequirementsMakesTheMockFinal() throws {
        #expect(diagnostics("protocol P {\n    subscript(index: Int) -> Self { get }\n}").isEmpty)
        let file = FileDiscovery.discover(source: "protocol P {\n    func copy() -> Self\n}", path: "Input.swift")
        let scan = ScanResult(root: "Input.swift", files: ["Input.swift"], protocols: file.protocols, diagnostics: [])
        let outcome = Pipeline().generate(
            GenerateRequest(path: "Input.swift", selection: Selection(all: true)), scan: scan)
        #expect(outcome.text.contains("final class PMock: P {") && outcome.text.contains("func copy() -> PMock {"))
    }
}
