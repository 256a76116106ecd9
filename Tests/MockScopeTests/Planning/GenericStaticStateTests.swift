import MockModel
import Testing

/// Static requirements of a protocol whose associated types make its mock generic: a generic
/// class has no static stored properties, so every style keeps that state in one lock per
/// specialization, as a hand-written class would (`RegistryMock<Int>` and `RegistryMock<String>`
/// count apart). A requirement under `#if` keeps its state under the same condition.
@Suite(.serialized)
struct GenericStaticStateTests {
    static let source = """
        public protocol Registry {
            associatedtype Entry: Hashable
            static var shared: Entry { get set }
            static func register(_ entry: Entry) -> Int
            #if DEBUG
            static func reset()
            #endif
            func lookup(_ key: String) -> Entry?
        }

        """

    /// Registers through the protocol, in two specializations.
    static func driver(setUp: String, counts: String) -> String {
        """
        func use<R: Registry>(_ type: R.Type, _ entry: R.Entry) -> Int {
            R.shared = entry
            R.reset()
            return R.register(R.shared)
        }

        @main enum Driver {
            static func main() {
                \(setUp)
                let answers = (use(RegistryMock<Int>.self, 4), use(RegistryMock<String>.self, "a"))
                let counts = \(counts)
                guard answers == (8, 1), counts == (1, 1) else { fatalError("got \\(answers), \\(counts)") }
                print("OK")
            }
        }

        """
    }

    static let drivers: [(MockStyle, String)] = [
        (
            .mockable,
            driver(
                setUp: """
                    RegistryMock<Int>.registerHandler = { $0 * 2 }
                            RegistryMock<String>.registerHandler = { $0.count }
                    """,
                counts: "(RegistryMock<Int>.registerCallCount, RegistryMock<String>.resetCallCount)")
        ),
        (
            .ozon,
            driver(
                setUp: """
                    RegistryMock<Int>.registerEntryClosure = { $0 * 2 }
                            RegistryMock<String>.registerEntryClosure = { $0.count }
                    """,
                counts: "(RegistryMock<Int>.registerEntryCallsCount, RegistryMock<String>.resetCallsCount)")
        ),
        (
            .sourcery,
            driver(
                setUp: """
                    RegistryMock<Int>.registerHandler = { $0 * 2 }
                            RegistryMock<String>.registerHandler = { $0.count }
                            RegistryMock<Int>.sharedGetHandler = { RegistryMock<Int>.sharedSetArgs.last! }
                            RegistryMock<String>.sharedGetHandler = { RegistryMock<String>.sharedSetArgs.last! }
                    """,
                counts: "(RegistryMock<Int>.registerCallCount, RegistryMock<String>.resetCallCount)")
        ),
    ]

    @Test(arguments: drivers)
    func theMockCompilesAndRuns(style: MockStyle, driver: String) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.text.contains("class RegistryMock<Entry: Hashable>"))
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test func theStrictMockCompiles() throws {
        let outcome = try EveryStyleCompile.strict(Self.source)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)")
    }

    /// A deprecated static requirement's state is held apart, in a generic mock too.
    @Test(arguments: [MockStyle.ozon, .sourcery])
    func aDeprecatedStaticRequirementCompiles(style: MockStyle) throws {
        let source = Self.source.replacingOccurrences(
            of: "    static func register", with: "    @available(*, deprecated)\n    static func register")
        let outcome = try EveryStyleCompile.run(source, style: style, driver: nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
