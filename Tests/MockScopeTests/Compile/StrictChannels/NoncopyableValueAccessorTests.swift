import MockModel
import Testing

/// Noncopyable values of settable properties and of subscripts: a hand-written class conforms.
/// The strict getter's transient channel produces each read's value, and the setter's borrows
/// the new value, matched by `Given` and `Perform`, never kept. The other styles store a
/// property's value and hand it out again, which a noncopyable value cannot be: they do not
/// compile these shapes yet, so only the strict style is built here.
@Suite(.serialized)
struct NoncopyableValueAccessorTests {
    static let source = """
        public struct Token: ~Copyable {
            public let raw: Int
            public init(raw: Int) { self.raw = raw }
        }

        public protocol Slot {
            var token: Token { get set }
            var spare: Token? { get set }
            static var shared: Token { get set }
            subscript(index: Int) -> Token { get }
            subscript(key key: String) -> Token { get set }
        }
        """

    static let driver = """
        import MockScope

        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            guard condition else { fatalError(message()) }
        }

        final class Box: @unchecked Sendable { var raws: [Int] = [] }

        func verify(_ mock: SlotMock, _ count: CallCount) -> SlotMock.VerifyBuilder {
            SlotMock.VerifyBuilder(mock.mockMembers, MockVerification(count: count, report: { _ in }))
        }

        @main enum Driver {
            static func main() {
                let mock = SlotMock()
                let box = Box()
                Given(mock).token.willProduce { Token(raw: 1) }.thenProduce { Token(raw: 2) }
                Perform(mock).token(set: .matching { $0.raw > 0 }) { token in box.raws.append(token.raw) }
                check(mock.token.raw == 1 && mock.token.raw == 2, "token get")
                mock.token = Token(raw: 5)
                check(box.raws == [5], "token set \\(box.raws)")
                Given(mock).spare(set: .any)
                mock.spare = nil
                Given(mock).spare.willProduce { nil }
                check(mock.spare == nil, "spare")
                Given(SlotMock.self).shared.willProduce { Token(raw: 7) }
                Perform(SlotMock.self).shared(set: .any) { token in box.raws.append(token.raw) }
                SlotMock.shared = Token(raw: SlotMock.shared.raw + 1)
                check(box.raws == [5, 8], "shared")
                resetMock(SlotMock.self)
                Given(mock).subscriptGet(.value(3)).willProduce { Token(raw: 30) }
                check(mock[3].raw == 30, "subscript get")
                Given(mock).subscriptGet(key: .any).willProduce { Token(raw: 40) }
                Perform(mock).subscriptSet(key: .value("k"), value: .any) { key, token in box.raws.append(token.raw) }
                mock[key: "k"] = Token(raw: 41)
                check(mock[key: "k"].raw == 40 && box.raws.last == 41, "subscript set")
                check(Calls(mock).token.count == 2 && verify(mock, 1).token(set: Token.self).isSuccess, "token counts")
                check(verify(mock, 1).spare(set: Token?.self).isSuccess, "spare counts")
                check(Calls(mock).subscriptSet().count == 1 && Calls(mock).subscriptGet(key: String.self).count == 1, "subscripts")
                print("OK")
            }
        }
        """

    @Test func theStrictMockProducesAndBorrowsTheValues() throws {
        let outcome = try EveryStyleCompile.strict(Self.source, driver: Self.driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.text.contains("set { mockMembers.tokenSet.call(newValue) }"))
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test func theStrictMockBuildsWholeModule() throws {
        let outcome = try EveryStyleCompile.strict(Self.source)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
