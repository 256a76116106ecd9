import MockDiscovery
import MockModel
import MockPlanning
import Testing

/// Sourcery-style plans checked as values: names, records, conditions and the initializer.
struct SourceryPlanningTests {
    func planned(_ source: String, facts: TypeFacts = TypeFacts()) -> SourceryPlanner.Result {
        let discovery = FileDiscovery.discover(source: source, path: "Planned.swift")
        guard let model = discovery.protocols.first else { return SourceryPlanner.Result() }
        return SourceryPlanner(parents: [:], facts: facts).plan(model, options: EffectiveOptions(condition: .always))
    }

    func members(_ plan: SourceryPlan?) -> [SourceryMember] {
        plan?.sections.flatMap(\.members) ?? []
    }

    func methods(_ plan: SourceryPlan?) -> [SourceryMethod] {
        members(plan).compactMap {
            if case .method(let method) = $0.kind { return method }
            return nil
        }
    }

    func properties(_ plan: SourceryPlan?) -> [SourceryProperty] {
        members(plan).compactMap {
            if case .property(let property) = $0.kind { return property }
            return nil
        }
    }

    @Test func overloadsKeepTheNameForTheFewestParametersAndAppendLabelsOtherwise() {
        let result = planned(
            """
            protocol Store {
                func save(_ value: Int, to key: String)
                func save(_ value: Int)
                func save(_ text: String)
                // sourcery: methodName = "wipe"
                func `clear`()
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(methods(result.plan).map(\.prefix) == ["saveValueTo", "save", "saveText", "wipe"])
        let renamed = result.plan?.sections.first?.renamed.map(\.declared)
        #expect(renamed == ["save(_:to:)", "save(_:)", "clear()"])
    }

    @Test func twoOverloadsGivenOneNameFailNamingBoth() {
        let result = planned(
            """
            protocol Store {
                func save()
                func save(_ value: Int)
                func save(_ value: String)
            }
            """)
        #expect(result.plan == nil)
        #expect(result.diagnostics.map(\.code) == [.generatedNameCollision])
        #expect(result.diagnostics.first?.location.line == 4)
        #expect(result.diagnostics.first?.message.contains("'save(_:)' (line 3) and 'save(_:)'") == true)
    }

    @Test func recordsOneValueAsItselfSeveralAsALabelledTupleAndNoClosures() {
        let result = planned(
            """
            protocol Sender {
                func send(_ text: String, onDone: @escaping () -> Void)
                func move(from: Int, to: Int, animated: (() -> Void)?)
                func wait()
                func decode<T>(_ value: T) -> T
                // sourcery: skipArgumentRecording
                func hold(_ object: AnyObject)
            }
            """)
        let methods = methods(result.plan)
        #expect(methods.map(\.recorded) == [["text"], ["from", "to"], [], [], []])
        #expect(methods[0].argsElement == .simple("String"))
        #expect(
            methods[1].argsElement
                == .tuple([
                    TupleTypeElement(label: "from", type: .simple("Int")),
                    TupleTypeElement(label: "to", type: .simple("Int")),
                ]))
        #expect(methods.map(\.passesClosures) == [true, true, false, false, false])
        #expect(methods[3].castsResult)
    }

    @Test func noncopyableArgumentsAreLentOrGivenToTheHandlerAndNeverRecorded() {
        let result = planned(
            """
            protocol Gate {
                func punch(_ ticket: borrowing Ticket, note: String) -> Int
                func spend(_ ticket: consuming Ticket)
            }
            """, facts: TypeFacts(noncopyable: ["Ticket"]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let methods = methods(result.plan)
        #expect(methods.map(\.recorded) == [["note"], []])
        #expect(
            methods.map { $0.parameters.map(\.handlerType.description) } == [
                ["borrowing Ticket", "String"], ["consuming Ticket"],
            ])
    }

    @Test func aParentsInitializerStaysNonisolatedUnderTheChildsGlobalActor() {
        let discovery = FileDiscovery.discover(
            source: """
                protocol Seeded {
                    init(seed: Int)
                }
                @MainActor
                protocol Screen: Seeded {
                    func show()
                }
                """, path: "Planned.swift")
        let parents = Dictionary(uniqueKeysWithValues: discovery.protocols.map { ($0.name, $0) })
        guard let screen = parents["Screen"], let seeded = parents["Seeded"] else {
            Issue.record("protocols not found")
            return
        }
        let options = EffectiveOptions(condition: .always)
        let child = SourceryPlanner(parents: parents).plan(screen, options: options).plan
        #expect(child?.requiredInitializers.map(\.initializer.isNonisolated) == [true])
        let alone = SourceryPlanner(parents: parents).plan(seeded, options: options).plan
        #expect(alone?.requiredInitializers.map(\.initializer.isNonisolated) == [false])
    }

    @Test func initializerTakesPropertiesWithoutDefaultsAndAnnotatedOnes() {
        let result = planned(
            """
            protocol Settings {
                var name: String { get }
                var session: Session { get }
                // sourcery: init
                var title: String { get set }
                // sourcery: const
                var id: Int { get }
                // sourcery: handler
                var token: Token { get }
                static var shared: Session { get }
            }
            """)
        #expect(result.plan?.initializer.map(\.name) == ["session", "title", "id"])
        #expect(result.plan?.initializer.map(\.isConstant) == [false, false, true])
        let properties = properties(result.plan)
        #expect(properties.map(\.hasStore) == [true, true, true, false, false, false])
        #expect(properties.map(\.storeDefault) == [.emptyString, nil, nil, nil, nil, nil])
        #expect(properties[4].fallback == .trap && properties[5].fallback == .trap)
        #expect(properties[2].recordsWrites)
    }

    @Test func skipArgumentRecordingOnAPropertyKeepsItsCounters() {
        let result = planned(
            """
            protocol Player {
                // sourcery: skipArgumentRecording
                var artwork: AnyObject? { get set }
                var volume: Int { get set }
                var onEnd: (() -> Void)? { get set }
            }
            """)
        let properties = properties(result.plan)
        #expect(properties.map(\.recordsWrites) == [false, true, false])
        #expect(properties.map(\.hasSetter) == [true, true, true])
    }

    @Test func conditionsComeFromIfAnnotationsBlocksAndClauses() {
        let result = planned(
            """
            protocol Feed {
                #if A
                // sourcery: if = "A"
                func sync()
                #else
                // sourcery: if = "!A"
                func sync()
                #endif
                // sourcery:begin: if = "DEBUG"
                // sourcery: if = "TRACE"
                func trace()
                // sourcery:end
                func after()
                #if os(Linux)
                func plain()
                #elseif os(macOS)
                func other()
                #endif
                func always()
            }
            """)
        #expect(
            members(result.plan).map(\.condition) == [
                "(A) || (!A)", "(DEBUG) && (TRACE)", nil, "os(Linux)", "(!(os(Linux))) && (os(macOS))", nil,
            ])
    }

    @Test func canImportInAnIfAndTheImportAnnotationAddImports() {
        let result = planned(
            """
            /// sourcery: ProtocolMock
            /// sourcery: import = "Dispatch"
            protocol Camera {
                // sourcery: if = "canImport(UIKit) && !os(watchOS)"
                func snap()
            }
            """)
        #expect(
            result.imports == [
                ImportDeclaration(module: "Dispatch"),
                ImportDeclaration(module: "UIKit", condition: "canImport(UIKit)"),
            ])
    }
}
