import Foundation
import MockDiscovery
import MockModel
import MockPlanning
import MockRender
import Testing

/// The Ozon style (`@Mock`): its marker arguments, its names, and its mocks compiled with a
/// driver that uses every documented member.
struct OzonStyleTests {
    static func discover(_ source: String) -> FileDiscovery {
        FileDiscovery.discover(source: source, path: "Input.swift")
    }

    static func plan(_ source: String, options: EffectiveOptions = EffectiveOptions()) throws -> (
        plan: OzonPlan?, diagnostics: [Diagnostic]
    ) {
        let protocols = discover(source).protocols
        let byName = Dictionary(protocols.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let model = try #require(protocols.last)
        return OzonPlanner(parents: byName).plan(
            model, options: options, arguments: model.marker?.ozon ?? OzonArguments())
    }

    // MARK: - Marker arguments

    @Test func attributeArgumentsAreRead() throws {
        let file = Self.discover(
            """
            @Mock(associatedTypes: ["Path": "String", "Key": "[Int: String]"], .open, heritability: .inheritable)
            protocol Service {}
            """)
        let arguments = try #require(file.protocols.first?.marker?.ozon)
        #expect(arguments.associatedTypes.map(\.name) == ["Path", "Key"])
        #expect(arguments.associatedTypes.map(\.type) == ["String", "[Int: String]"])
        #expect(arguments.access == .open)
        #expect(arguments.heritability == .inheritable)
        #expect(file.diagnostics.isEmpty)
    }

    @Test func docCommentArgumentsAreRead() throws {
        let file = Self.discover(
            """
            /// Loads things.
            /// @Mock(.public, heritability: .final)
            protocol Loader {}
            """)
        let arguments = try #require(file.protocols.first?.marker?.ozon)
        #expect(arguments.access == .public)
        #expect(arguments.heritability == .final)
        #expect(arguments.associatedTypes.isEmpty)
    }

    @Test func bareMarkerHasNoArguments() throws {
        let file = Self.discover("@Mock\nprotocol Loader {}")
        #expect(try #require(file.protocols.first?.marker?.ozon) == OzonArguments())
    }

    @Test(arguments: [
        ("@Mock(.private)\nprotocol P {}", 1, 7),
        ("@Mock(heritability: .sealed)\nprotocol P {}", 1, 21),
        ("@Mock(associatedTypes: [\"Path\": 3])\nprotocol P {}", 1, 25),
        ("@Mock(colour: .red)\nprotocol P {}", 1, 7),
        ("struct S {}\n/// @Mock(.private)\nprotocol P {}", 2, 1),
    ])
    func malformedArgumentIsReportedWhereItIsWritten(source: String, line: Int, column: Int) throws {
        let file = Self.discover(source)
        let diagnostic = try #require(file.diagnostics.first)
        #expect(diagnostic.code == .markerArgument)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location.line == line && diagnostic.location.column == column, "\(diagnostic.formatted)")
    }

    // MARK: - Names

    @Test func stemsAreTheNameWithEachLabelCapitalised() throws {
        let plan = try #require(
            try Self.plan(
                """
                @Mock
                protocol Service {
                    func fetchItems(_ page: Int, completion: @escaping (Int) -> Void)
                    func load(from url: String)
                    func ping()
                    func job(arg: Int)
                    func job(arg: String)
                    func job(arg: Double) -> Int
                }
                """
            ).plan)
        #expect(
            plan.methods.map(\.stem) == [
                "fetchItemsPageCompletion", "loadFrom", "ping", "jobArg", "jobArgString", "jobArgDouble",
            ])
    }

    @Test func weakOnlyForOptionalClassBoundDelegatesNotIgnored() throws {
        let plan = try #require(
            try Self.plan(
                """
                protocol Delegate: AnyObject {}
                protocol Plain {}
                @Mock
                protocol Service {
                    var delegate: Delegate? { get set }
                    @Ignored var serviceDelegate: Delegate? { get set }
                    var itemDelegate: Delegate { get set }
                    var plainDelegate: Plain? { get set }
                    var other: Delegate? { get set }
                }
                """
            ).plan)
        let storage = Dictionary(uniqueKeysWithValues: plan.properties.map { ($0.name, $0.storage) })
        #expect(storage["delegate"] == .stored(isWeak: true))
        #expect(storage["serviceDelegate"] == .stored(isWeak: false))
        #expect(storage["itemDelegate"] == .underlying("underlyingItemDelegate"))
        #expect(storage["plainDelegate"] == .stored(isWeak: false), "not known to be class-bound")
        #expect(storage["other"] == .stored(isWeak: false))
    }

    @Test func eachSectionsLinesPointAtItsRequirement() throws {
        let plan = try #require(
            try Self.plan(
                """
                @Mock
                protocol Service {
                    var name: String { get set }
                    func load(id: Int) -> String
                }
                """
            ).plan)
        let rendered = OzonRenderer().renderWithOrigins(plan)
        let lines = rendered.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rendered.origins.map(\.requirement.line) == [3, 4])
        for (origin, expected) in zip(rendered.origins, ["var name: String {", "func load(id: Int) -> String {"]) {
            let text = origin.lines.map { lines[$0 - 1] }.joined(separator: "\n")
            #expect(text.contains(expected), "\(text)")
        }
    }

    // MARK: - Heritability

    @Test func childSubclassesAnInheritableParentOnly() throws {
        let inheritable = try #require(
            try Self.plan(
                """
                @Mock(.open, heritability: .inheritable)
                public protocol Parent { func doWork() }
                @Mock
                protocol Child: Parent { func doAnotherChildWork() }
                """
            ).plan)
        #expect(inheritable.declaration.superclass == "ParentMock")
        #expect(inheritable.declaration.isFinal)
        #expect(inheritable.emptyInit == .override)
        #expect(inheritable.clearing.functions.overrides && !inheritable.clearing.variables.isDeclared)
        #expect(inheritable.methods.map(\.name) == ["doAnotherChildWork"])

        let final = try #require(
            try Self.plan(
                """
                @Mock
                protocol Parent { func doWork() }
                @Mock
                protocol Child: Parent { func doAnotherChildWork() }
                """
            ).plan)
        #expect(final.declaration.superclass == nil)
        #expect(final.methods.map(\.name) == ["doWork", "doAnotherChildWork"])

        let twoParents = try #require(
            try Self.plan(
                """
                @Mock(heritability: .inheritable)
                protocol First { func one() }
                @Mock(heritability: .inheritable)
                protocol Second { func two() }
                @Mock
                protocol Child: First, Second { func three() }
                """
            ).plan)
        #expect(twoParents.declaration.superclass == nil)
        #expect(twoParents.methods.map(\.name) == ["one", "two", "three"])
    }

    @Test func inheritableMockDeclaresBothClearFunctionsEvenEmpty() throws {
        let plan = try #require(try Self.plan("@Mock(heritability: .inheritable)\nprotocol P { func run() }").plan)
        #expect(!plan.declaration.isFinal)
        #expect(plan.clearing.functions.isDeclared && plan.clearing.variables.isDeclared && plan.clearing.hasDeinit)
        let final = try #require(try Self.plan("@Mock\nprotocol P { func run() }").plan)
        #expect(final.declaration.isFinal && !final.clearing.variables.isDeclared)
    }

    @Test func explicitAccessWinsOverTheMarkers() throws {
        let plan = try #require(
            try Self.plan(
                "@Mock(.public, heritability: .inheritable)\npublic protocol P { func run() }",
                options: EffectiveOptions(access: .internal)
            ).plan)
        #expect(plan.declaration.access == .internal)
    }

    @Test func markersAccessIsLoweredToTheProtocolsOwn() throws {
        let internalProtocol = try #require(try Self.plan("@Mock(.public)\nprotocol P { func run() }").plan)
        #expect(internalProtocol.declaration.access == .internal)
        let publicProtocol = try #require(try Self.plan("@Mock(.public)\npublic protocol P { func run() }").plan)
        #expect(publicProtocol.declaration.access == .public && publicProtocol.memberAccess == .public)
        let open = try #require(
            try Self.plan("@Mock(.open, heritability: .inheritable)\npublic protocol P { func run() }").plan)
        #expect(open.declaration.access == .open && open.memberAccess == .open && !open.declaration.isFinal)
        let finalOpen = try #require(try Self.plan("@Mock(.open)\npublic protocol P { func run() }").plan)
        #expect(finalOpen.declaration.access == .public && finalOpen.declaration.isFinal)
    }

    @Test func unknownAssociatedTypeEntryIsReported() throws {
        let result = try Self.plan("@Mock(associatedTypes: [\"Missing\": \"Int\"])\nprotocol P { func run() }")
        #expect(result.diagnostics.contains { $0.code == .markerArgument && $0.severity == .warning })
        #expect(result.plan != nil)
    }

    @Test func subscriptsAreTrackedLikeMethods() throws {
        let result = try Self.plan("@Mock\nprotocol P { subscript(index: Int) -> String { get set } }")
        #expect(result.diagnostics.isEmpty)
        let plan = try #require(result.plan)
        #expect(plan.methods.map(\.stem) == ["subscriptIndex", "subscriptIndexSet"])
    }
}
