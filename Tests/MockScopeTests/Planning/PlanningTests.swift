import MockDiscovery
import MockModel
import MockPlanning
import Testing

/// Plans checked as values: what a mock is made of, before any Swift is written.
struct PlanningTests {
    /// The plan of the only protocol in `source`, planned without parents.
    func plan(_ source: String, options: EffectiveOptions = EffectiveOptions()) throws -> MockPlan {
        let discovery = FileDiscovery.discover(source: source, path: "Planned.swift")
        let model = try #require(discovery.protocols.first)
        let planned = MockPlanner(parents: [:]).plan(model, options: options)
        #expect(planned.diagnostics.isEmpty, "\(planned.diagnostics.map(\.message))")
        return try #require(planned.plan)
    }

    func witnesses(_ plan: MockPlan) -> [Witness] {
        plan.body.compactMap { node in
            if case .member(let witness) = node { return witness }
            return nil
        }
    }

    @Test func overloadsGetTrackingRecordsNamedByParameterTypes() throws {
        let plan = try plan(
            """
            protocol Store {
                func save(_ value: Int)
                func save(_ value: String) -> Bool
            }
            """)
        let tracking = witnesses(plan).map(\.tracking)
        #expect(tracking.map { $0.count?.name } == ["saveIntCallCount", "saveStringCallCount"])
        #expect(tracking.map { $0.arguments?.name } == ["saveIntCallArgs", "saveStringCallArgs"])
        #expect(tracking.map { $0.handler?.name } == ["saveIntHandler", "saveStringHandler"])
        #expect(tracking[1].arguments?.content == .callArguments(element: .simple("String")))
        #expect(tracking.allSatisfy { $0.setHandler == nil && $0.value == nil })
    }

    @Test func throwingAsyncMethodCarriesItsEffects() throws {
        let plan = try plan("protocol Loader { func load(id: Int) async throws -> [String] }")
        let witness = try #require(witnesses(plan).first)
        #expect(witness.signature.kind == .method(name: "load"))
        #expect(witness.signature.effects == Effects(isAsync: true, throwsClause: .untyped))
        #expect(witness.signature.parameters.map(\.name) == ["id"])
        #expect(witness.signature.type == .array(.simple("String")))
        guard case .handler(let handler)? = witness.tracking.handler?.content else {
            Issue.record("no handler slot")
            return
        }
        #expect(handler.isAsync && handler.throwsClause == .untyped)
        #expect(handler.result == .array(.simple("String")))
        guard case .call(let body) = witness.body else {
            Issue.record("not a call body")
            return
        }
        #expect(body.use == .call)
        #expect(body.result == .value(fallback: .emptyArray, cast: nil))
        #expect(body.recorded == [RecordedArgument(label: "id", value: .parameter("id"))])
    }

    @Test func typedThrowsRethrowsAsTheDeclaredError() throws {
        let plan = try plan("protocol Parser { func parse(_ text: String) throws(ParseError) -> Int }")
        guard case .call(let body)? = witnesses(plan).first?.body else {
            Issue.record("not a call body")
            return
        }
        #expect(body.typedThrows == .simple("ParseError"))
        #expect(body.result == .value(fallback: nil, cast: nil))
    }

    /// `throws(Failure)` where the mock binds `Failure` to its default `Never`: nothing to rethrow.
    @Test func typedThrowsOfAnAssociatedNeverCannotThrow() throws {
        let plan = try plan(
            """
            protocol Writer {
                associatedtype Failure: Error = Never
                func flush() throws(Failure) -> Int
            }
            """)
        guard case .call(let body)? = witnesses(plan).first?.body else {
            Issue.record("not a call body")
            return
        }
        #expect(body.typedThrows == nil)
        guard case .handler(let handler)? = witnesses(plan).first?.tracking.handler?.content else {
            Issue.record("no handler")
            return
        }
        #expect(handler.throwsClause == .none)
    }

    /// A public mock of an `@_spi` protocol is SPI too; an internal one cannot be.
    @Test(arguments: [(AccessLevel.public, true), (.internal, false)])
    func spiProtocolsGiveTheirPublicMockTheirSPI(access: AccessLevel, isSPI: Bool) throws {
        let options = EffectiveOptions(condition: .always, access: access)
        let plan = try plan("@_spi(Tools) public protocol Probe { func ping() }", options: options)
        #expect(plan.declaration.availability.contains("@_spi(Tools)") == isSPI)
    }

    @Test func actorHelpersAreNonisolatedAndLocked() throws {
        let plan = try plan(
            """
            protocol Cache: Actor {
                func value(for key: String) -> Int?
                var size: Int { get }
            }
            """)
        #expect(plan.kind == .actor)
        #expect(plan.reset.isNonisolated)
        let slots = witnesses(plan).flatMap(\.tracking.slots)
        #expect(slots.map(\.name) == ["valueCallCount", "valueCallArgs", "valueHandler", "_size"])
        #expect(slots.allSatisfy { $0.isNonisolated && $0.storage == .locked })
        #expect(
            witnesses(plan)[1].body == .backed(BackedProperty(isOptional: false, hasSetter: false, storage: .locked)))
    }

    @Test func accessIsALevelNotAKeyword() throws {
        let options = EffectiveOptions(condition: .always, access: .public, sendable: .auto)
        let plan = try plan("protocol Clock: Sendable { var now: Int { get set } }", options: options)
        #expect(plan.declaration.access == .open)
        #expect(plan.memberAccess == .public)
        #expect(plan.declaration.isUncheckedSendable)
        #expect(plan.needsEmptyInit)
        #expect(plan.declaration.conditions.isEmpty)
    }

    @Test func settableSubscriptHasASetHandler() throws {
        let plan = try plan("protocol Table { subscript(key: String) -> Int { get set } }")
        let witness = try #require(witnesses(plan).first)
        #expect(witness.signature.kind == .subscript)
        #expect(witness.tracking.setHandler?.name == "subscriptStringSetHandler")
        guard case .getSet(let get, let set) = witness.body else {
            Issue.record("not a get/set body")
            return
        }
        #expect(get.use == .read)
        #expect(set.handlerArguments == [.parameter("key"), .newValue])
    }

    @Test func inoutAndBorrowedParametersAreTyped() throws {
        let plan = try plan("protocol Mutator { func take(_ a: inout Int, _ b: borrowing String) }")
        let witness = try #require(witnesses(plan).first)
        #expect(witness.signature.parameters.map(\.label) == ["_", "_"])
        guard case .call(let body) = witness.body else {
            Issue.record("not a call body")
            return
        }
        #expect(body.inoutAnswers == [InoutAnswer(name: "a", cast: nil)])
        #expect(body.handlerArguments == [.parameter("a"), .copy("b")])
    }

    @Test func initializersAreRequiredInClassesOnly() throws {
        let source = "protocol Made%@ { init?(name: String) }"
        let classPlan = try plan(source.replacingOccurrences(of: "%@", with: ""))
        let actorPlan = try plan(source.replacingOccurrences(of: "%@", with: ": Actor"))
        #expect(witnesses(classPlan).first?.signature.kind == .initializer(isRequired: true, failability: "?"))
        #expect(witnesses(actorPlan).first?.signature.kind == .initializer(isRequired: false, failability: "?"))
        #expect(witnesses(classPlan).first?.tracking.handler == nil)
    }

    @Test func staticStateLivesInStaticStorage() throws {
        let plan = try plan("protocol Registry { static var shared: Int { get } }")
        let witness = try #require(witnesses(plan).first)
        #expect(witness.signature.isStatic)
        #expect(witness.tracking.value?.storage == .lockedStatic)
        #expect(witness.tracking.value?.content == .value(.optional(.simple("Int"))))
        #expect(plan.usesLock)
    }

    @Test func genericClosureResultIsForwarded() throws {
        let plan = try plan("protocol Factory { func maker<T>(for type: T.Type) -> (Int) -> T }")
        guard case .call(let body)? = witnesses(plan).first?.body,
            case .function(let forwarding) = body.result
        else {
            Issue.record("no forwarded function result")
            return
        }
        #expect(forwarding.parameterCount == 1)
        #expect(forwarding.resultCast == .simple("T"))
        #expect(forwarding.effects == .none)
    }

    @Test func autoclosuresAreEvaluatedBeforeRecording() throws {
        let plan = try plan("protocol Logger { func log(_ message: @autoclosure () throws -> String) rethrows }")
        guard case .call(let body)? = witnesses(plan).first?.body else {
            Issue.record("not a call body")
            return
        }
        #expect(
            body.evaluations == [
                AutoclosureEvaluation(name: "message", effects: CallEffects(canThrow: true, isAsync: false))
            ])
        #expect(body.recorded == [RecordedArgument(label: "message", value: .parameter("message"))])
    }

    @Test func associatedTypesBecomeTypealiasesOrGenericParameters() throws {
        let plan = try plan(
            """
            protocol Box {
                associatedtype Value: Sendable
                associatedtype Key = String
                typealias Pair = (Key, Value)
                func put(_ value: Value)
            }
            """)
        #expect(plan.declaration.genericParameters == [MockTypeParameter(name: "Value", constraints: ["Sendable"])])
        #expect(plan.typealiases.contains(.associatedType(name: "Key", target: "String")))
        #expect(plan.typealiases.contains(.declared("typealias Pair = (Key, Value)")))
    }

    @Test func deprecatedRequirementsMarkTheirState() throws {
        let plan = try plan(
            """
            protocol Legacy {
                @available(*, deprecated)
                func old()
            }
            """)
        let witness = try #require(witnesses(plan).first)
        #expect(witness.head.deprecation == ["@available(*, deprecated)"])
        #expect(
            witness.tracking.slots.allSatisfy {
                $0.attributes == ["@available(*, deprecated)"] && $0.storage == .locked
            })
        #expect(plan.hasDeprecatedState)
    }

    @Test func conditionalRequirementsKeepTheirBranches() throws {
        let plan = try plan(
            """
            protocol Platform {
                #if os(Linux)
                func linux()
                #else
                func other()
                #endif
            }
            """)
        guard case .conditional(let clauses)? = plan.body.first else {
            Issue.record("no conditional node")
            return
        }
        #expect(clauses.map(\.directive) == [.ifClause, .elseClause])
        #expect(clauses.map(\.condition) == ["os(Linux)", nil])
    }
}
