import Foundation
import MockModel
import Testing

/// Shapes real modules have that once broke the mocks of some styles, each fixed in the shared
/// plan: every style's mocks of them compile in Swift 6 mode with warnings as errors.
@Suite(.serialized)
struct MemberShapeStylesTests {
    /// The strict mock's initializer without `defaults:` forwards an `inout` argument with `&`.
    static let inoutInitializer = """
        public protocol Decoding {
            init(bytes: inout [UInt8]) throws
            init(reader: inout Int, strict: Bool)
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func anInoutInitializerArgumentIsForwarded(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Decoding.swift": Self.inoutInitializer], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }

    /// A property of a function type spelled through a typealias is seeded through an `@escaping`
    /// parameter (the sourcery style's initializer, the strict style's `initial:`, an Ozon actor's
    /// setter).
    static let closureAliasProperties = """
        public typealias Responder = (Int) -> String
        public typealias AsyncResponder = @Sendable (String) async throws -> Int

        public protocol Serving: Sendable {
            var responder: Responder { get }
            var asyncResponder: AsyncResponder { get set }
            var optionalResponder: Responder? { get }
        }

        // An actor's mock sets a property through a method (the Ozon style's `setResponder`).
        public protocol ServingActor: Actor {
            var responder: Responder { get }
            var plain: (Int) -> Int { get }
            var optionalResponder: Responder? { get set }
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aClosureAliasPropertyIsSeededEscaping(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Serving.swift": Self.closureAliasProperties], style: style)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }

    /// A child restating a parent's throwing requirements without `throws` (or `async`) gets
    /// one witness, the one with fewer effects, which satisfies both.
    static let restatedWithoutThrows = """
        public protocol Loading {
            func load() throws -> Int
            func fetch(id: Int) async throws -> String
            var value: Int { get throws }
        }

        public protocol SafeLoading: Loading {
            func load() -> Int
            func fetch(id: Int) async -> String
            var value: Int { get }
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aRequirementRestatedWithoutThrowsHasOneWitness(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(["Loading.swift": Self.restatedWithoutThrows], style: style)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }

    /// A child restating a parent's result as `sending` gets one witness, the one that sends,
    /// which satisfies both (an actor child of a `Sendable` parent, whose result is not `Sendable`).
    static let restatedAsSending = """
        public struct Box<Wrapped> { public var value: Wrapped }

        public protocol Source: Sendable {
            func next() async -> Box<Int>
            func make<T: Sendable & Hashable>(_ key: T) async throws -> sending Box<Int>
        }

        public protocol ActorSource: Source, Actor {
            func next() async -> sending Box<Int>
            func make<T: Sendable & Hashable>(_ key: T) async -> sending Box<Int>
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aResultRestatedAsSendingHasOneWitness(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Source.swift": Self.restatedAsSending], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }

    /// A result builder on a requirement is inferred on a witness whose body has no `return`;
    /// `@discardableResult` is repeated on the witness: a caller of the mock ignores the result.
    static let attributedRequirements = """
        @resultBuilder
        public enum ComponentBuilder {
            public static func buildBlock(_ parts: Int...) -> [Int] { parts }
        }

        public protocol Component {
            @ComponentBuilder var body: [Int] { get }
            @ComponentBuilder func make(count: Int) -> [Int]
            @discardableResult
            func save(_ value: Int) -> Bool
        }

        func ignoresTheResult(of mock: ComponentMock) {
            mock.save(1)
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aWitnessRepeatsOnlyTheAttributesThatMeanTheSameOnIt(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Component.swift": Self.attributedRequirements], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(!built.mocks.contains("@ComponentBuilder"))
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }

    /// A generic tuple result erases only its generic elements: the handler answers a tuple the
    /// witness casts back.
    static let genericTuples = """
        public protocol Storing {
            func pair<T>(_ value: T) -> (T, String)
            func labeled<T>(_ value: T) -> (first: T, second: [T], count: Int)
        }

        """

    @Test(arguments: [(MockStyle.mockable, "Handler"), (.ozon, "ValueClosure"), (.sourcery, "Handler")])
    func aGenericTupleResultKeepsItsOtherElements(style: MockStyle, handler: String) throws {
        let driver = """
            let mock = StoringMock()
            mock.pair\(handler) = { value in (value, "kept") }
            mock.labeled\(handler) = { value in (first: value, second: [value, value], count: 2) }
            let (number, text): (Int, String) = mock.pair(41)
            let labeled: (first: Int, second: [Int], count: Int) = mock.labeled(1)
            print(number + 1, text, labeled.second.count + labeled.count)
            print("OK")

            """
        let built = try EveryStyleCompile.compile(["Storing.swift": Self.genericTuples], style: style, driver: driver)
        #expect(built.mocks.contains("(Any, String)"))
        #expect(built.status == 0, "\(built.output)\n\(built.mocks)")
        #expect(built.output == "42 kept 4\nOK\n")
    }

    /// An enum without a case on this platform has no value: a witness taking one has an empty
    /// body, or a whole-module build warns that its recording "will never be executed". An enum
    /// with a case here keeps its recording body.
    static let platformEnums = """
        public enum Platform {
            #if canImport(Darwin)
            case darwin
            #endif
        }

        public enum Nothing {}

        public enum Device {
            #if os(macOS) || os(iOS)
            case apple
            #elseif os(Windows)
            case windows
            #endif
        }

        public enum Host {
            #if os(Linux) || os(macOS) || os(Windows)
            case known
            #endif
        }

        public protocol Platformed {
            func use(_ platform: Platform) -> Int
            func drop(_ nothing: Nothing, tag: String) throws
            func pick(_ device: Device)
            func live(_ host: Host) -> Int
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aWitnessTakingAnEnumWithoutACaseHereIsEmpty(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Platformed.swift": Self.platformEnums], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        for name in ["Platform", "Nothing", "Device"] {
            #expect(built.mocks.contains("// No call reaches this: no value of '\(name)' exists."))
        }
        #expect(!built.mocks.contains("no value of 'Host'"))
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }

    /// A property whose type reaches `Any` through typealiases reads back the value it was set
    /// to, not an optional wrapping it, and stops when read unset.
    static let anyThroughAliases = """
        public typealias _Stored = Any
        public typealias Stored = _Stored

        public protocol Rendering {
            var body: Stored { get set }
            var content: Stored { get }
        }

        public protocol Viewing {
            associatedtype _Body
            typealias Body = _Body
            var body: Body { get set }
        }

        """

    /// The sourcery style seeds a store without a default through its initializer; the others
    /// start unset.
    @Test(arguments: [
        (MockStyle.mockable, "RenderingMock()", "ViewingMock()"), (.ozon, "RenderingMock()", "ViewingMock()"),
        (.sourcery, "RenderingMock(body: 0, content: 0)", "ViewingMock(body: 0)"),
    ])
    func aPropertyOfAnyThroughAliasesReadsWhatWasSet(style: MockStyle, rendering: String, viewing: String) throws {
        let set = """
            let rendering = \(rendering)
            rendering.body = 5
            let viewing = \(viewing)
            viewing.body = "five"
            print(rendering.body, viewing.body)
            print("OK")

            """
        let built = try EveryStyleCompile.compile(
            ["Rendering.swift": Self.anyThroughAliases], style: style, driver: set)
        #expect(built.status == 0, "\(built.output)\n\(built.mocks)")
        #expect(built.output == "5 five\nOK\n")
        guard style != .sourcery else { return }
        let unset = try EveryStyleCompile.compile(
            ["Rendering.swift": Self.anyThroughAliases], style: style,
            driver: "print(\(rendering).content)\nprint(\"OK\")\n")
        #expect(unset.status != 0, "reading an unset property answered: \(unset.output)")
    }

    /// The strict style refuses a lone `Any` it cannot match, through aliases too, rather than
    /// writing a mock that does not compile.
    @Test func theStrictStyleSeesAnyThroughAliases() throws {
        let built = try EveryStyleCompile.compile(["Rendering.swift": Self.anyThroughAliases], style: .strict)
        #expect(built.status == 0 || built.diagnostics.contains { $0.code.rawValue == "MS251" }, "\(built.output)")
    }

    /// A module declaring its own `Error` and `Result`: the error a mock's handler throws and the
    /// result a strict property starts from are the standard library's whatever the module
    /// declares; `Swift.Never` is a result that never returns.
    static let shadowedStandardNames = """
        public struct Error: Swift.Error, Sendable { public var code: Int }
        public enum Result { case success, failure }

        public protocol Fetching: Sendable {
            func load(id: Int) throws -> String
            func run<T>(_ value: T) async throws -> T
            var name: String { get set }
            var count: Int { get throws }
            func stop() -> Swift.Never
            func send(_ text: String, flags: [Bool]) async throws
            init(code: Int) throws
            func make() -> Error
            func outcome() -> Result
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aModuleShadowingStandardNamesDoesNotChangeTheMocksTypes(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Shadows.swift": Self.shadowedStandardNames], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}
