import MockDiscovery
import MockModel
import MockPlanning
import Testing

/// Type-erasure plans checked as values: what is forwarded, how the wrapper is declared, and
/// the located refusals naming each requirement that cannot be forwarded.
struct ErasurePlanningTests {
    func planned(_ source: String) -> ErasurePlanner.Result {
        let discovery = FileDiscovery.discover(source: source, path: "Planned.swift")
        let parents = Dictionary(discovery.protocols.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        guard let model = discovery.protocols.last else { return ErasurePlanner.Result() }
        return ErasurePlanner(parents: parents).plan(model, options: EffectiveOptions(condition: .always))
    }

    @Test func refusesWhatAWrapperCannotForwardNamingEachMemberWhereItIsDeclared() {
        let result = planned(
            """
            protocol Shape {
                associatedtype Unit
                static func unit() -> Unit
                init(seed: Int)
                func merge(with other: Self) -> Unit
                func log(_ items: Any...)
                func view() -> some Sequence
                func area() -> Unit
            }
            """)
        #expect(result.plan == nil)
        let found = result.diagnostics.map { "\($0.code.rawValue)@\($0.location.line)" }
        #expect(found == ["MS272@4", "MS271@3", "MS273@5", "MS274@6", "MS275@7"])
        #expect(result.diagnostics.allSatisfy { $0.severity == .error })
        #expect(result.diagnostics[1].message.contains("'unit()'"))
        #expect(result.diagnostics[2].message.contains("'merge(with:)' mentions Self"))
        #expect(result.diagnostics[3].message.contains("'items'"))
    }

    @Test func aWholeSelfResultIsWrappedInTurnAndAnyOtherSelfRefused() throws {
        let result = planned(
            """
            protocol Node {
                associatedtype Value
                func copy() async throws -> Self
                var parent: Self { get }
                var next: Self? { get }
                var root: Self { get set }
            }
            """)
        #expect(result.diagnostics.map { "\($0.code.rawValue)@\($0.location.line)" } == ["MS273@5", "MS273@6"])
        let planner = ErasurePlanner(parents: [:])
        let model = try #require(
            FileDiscovery.discover(
                source:
                    "protocol Node {\n    associatedtype Value\n    func copy() -> Self\n    var parent: Self { get }\n}",
                path: "Planned.swift"
            ).protocols.first)
        let plan = try #require(planner.plan(model, options: EffectiveOptions(condition: .always)).plan)
        #expect(plan.members.map(\.rewrapsResult) == [true, true])
        #expect(plan.members.map { $0.type?.description } == ["AnyNode<Value>", "AnyNode<Value>"])
    }

    @Test func aPropertyAndAMethodOfOneNameAreRefusedUnlessAnExtensionImplementsOne() {
        let clash = planned("protocol Lock {\n    var lock: Int { get }\n    func lock()\n}")
        #expect(clash.diagnostics.map(\.code) == [.generatedNameCollision])
        #expect(clash.diagnostics.first?.location.line == 3)
        let overloads = planned("protocol Lock {\n    var lock: Int { get }\n    func lock(_ times: Int)\n}")
        #expect(overloads.diagnostics.isEmpty && overloads.plan?.members.count == 2)
    }

    @Test func actorsIdentityParentsAndNonisolatedMutationsAreRefused() {
        #expect(planned("protocol Worker: Actor { func run() }").diagnostics.map(\.code) == [.erasureActor])
        #expect(
            planned("protocol Key: Hashable { var raw: String { get } }").diagnostics.map(\.code) == [
                .erasureIdentityParent
            ])
        let isolated = planned(
            """
            @MainActor protocol Panel {
                nonisolated var title: String { get set }
                nonisolated func name() -> String
                nonisolated func clone() -> Self
                func copy() -> Self
            }
            """)
        #expect(isolated.diagnostics.map(\.code) == [.erasureNonisolatedMutation, .erasureNonisolatedSelfResult])
        #expect(isolated.diagnostics.last?.location.line == 4)
        #expect(isolated.diagnostics.first?.message.contains("'var title'") == true)
    }

    @Test func genericOverEveryAssociatedTypeWithAnnotatedConstraintsPrimaryFirst() throws {
        let result = planned(
            """
            /// sourcery: associatedType = "Value: Sendable & Equatable"
            /// sourcery: associatedType = "Missing: Hashable"
            protocol Cache<Value> where Key: Comparable {
                associatedtype Key: Hashable
                associatedtype Value
                associatedtype Failure: Error = Never
                associatedtype Count where Count == Int
                func get(_ key: Key) throws(Failure) -> Value?
                func size() -> Count
            }
            """)
        let plan = try #require(result.plan)
        #expect(result.diagnostics.map(\.code) == [.erasureUnknownAssociatedType])
        #expect(plan.declaration.name == "AnyCache" && plan.declaration.kind == .struct)
        #expect(plan.declaration.genericParameters.map(\.name) == ["Value", "Key", "Failure"])
        #expect(plan.declaration.genericParameters[0].constraints == ["Sendable", "Equatable"])
        #expect(plan.declaration.genericRequirements == ["Key: Comparable"])
        #expect(plan.typealiases == [.associatedType(name: "Count", target: "Int")])
        #expect(plan.associatedTypes == ["Value", "Key", "Failure"])
        #expect(!plan.copiesOnWrite, "nothing mutates: the box is shared for good")
    }

    @Test func classBoundProtocolsGetAFinalClassAndNamesStepAsideForMembers() throws {
        let result = planned(
            """
            protocol Holder: AnyObject {
                associatedtype Base
                var box: Base { get set }
                func base() -> Base
            }
            """)
        let plan = try #require(result.plan)
        #expect(plan.declaration.kind == .class && plan.declaration.isFinal)
        #expect(!plan.copiesOnWrite)
        #expect(plan.names.base == "_Base" && plan.names.boxProperty == "_box" && plan.names.baseProperty == "_base")
    }

    @Test func forwardersKeepLabelsNamesAndHowEachArgumentIsPassed() throws {
        let result = planned(
            """
            protocol Sink {
                mutating func put(_: Int, from source: String, in: inout [Int], _ note: @autoclosure () throws -> String) rethrows
                subscript(at index: Int) -> Int { get set }
            }
            """)
        let plan = try #require(result.plan)
        let put = try #require(plan.members.first)
        #expect(put.isMutating && plan.copiesOnWrite)
        #expect(put.parameters.map(\.label) == ["_", "from", nil, "_"])
        #expect(put.parameters.map(\.name) == ["arg0", "source", "in", "note"])
        #expect(put.parameters.map(\.reference) == ["arg0", "source", "`in`", "note"])
        #expect(put.parameters.map(\.callLabel) == [nil, "from", "in", nil])
        #expect(
            put.parameters.map(\.passing) == [.plain, .plain, .inout, .autoclosure(Effects(throwsClause: .untyped))])
        let subscriptMember = try #require(plan.members.last)
        #expect(subscriptMember.kind == .subscript && subscriptMember.hasSetter)
        #expect(subscriptMember.parameters.first?.callLabel == "at")
    }
}
