import MockModel
import Testing

/// A static property named like a parent's instance property: one class declares both (a type's
/// members and an instance's are looked up apart), so every style mocks the child, the default
/// style as a subclass of the parent's mock.
@Suite(.serialized)
struct StaticBesideInstanceNameTests {
    static let source = """
        public protocol Named {
            var title: String { get }
        }

        public protocol Titled: Named {
            static var title: String { get }
        }

        """

    /// Reads both through the protocol.
    static func driver(_ setUp: String) -> String {
        """
        func titles<T: Titled>(_ value: T) -> (String, String) { (value.title, T.title) }

        @main enum Driver {
            static func main() {
                let mock = TitledMock()
                \(setUp)
                let (own, type) = titles(mock)
                guard own == "instance", type == "type" else { fatalError("got \\(own), \\(type)") }
                print("OK")
            }
        }

        """
    }

    static let drivers: [(MockStyle, String)] = [
        (.mockable, driver("mock._title = \"instance\"; TitledMock._title = \"type\"")),
        (.ozon, driver("mock.title = \"instance\"; TitledMock.title = \"type\"")),
        (.sourcery, driver("mock._title = \"instance\"; TitledMock._title = \"type\"")),
    ]

    @Test(arguments: drivers)
    func theMockCompilesAndRuns(style: MockStyle, driver: String) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test func theStrictMockCompiles() throws {
        let outcome = try EveryStyleCompile.strict(Self.source)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)")
    }

    /// The default style's mock still builds on the parent's.
    @Test func theDefaultMockSubclassesTheParentMock() throws {
        let outcome = try EveryStyleCompile.generate(Self.source, style: .mockable)
        #expect(outcome.text.contains("class TitledMock: NamedMock, Titled {"), "\(outcome.text)")
    }
}
