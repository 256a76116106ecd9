import MockModel
import Testing

/// A value pack no argument carries (`func make<each T>() -> (repeat each T)`): a hand-written
/// class conforms. The strict builders choose it element by element with `as:`; the sourcery
/// style builds it too, and the default and Ozon styles refuse value packs (MS218).
@Suite(.serialized)
struct UnboundPackTests {
    static let source = """
        public protocol Maker {
            func make<each T>() -> (repeat each T)
            func fill<each T>(count: Int) throws -> (repeat [each T])
        }
        """

    static let driver = """
        import MockScope

        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            guard condition else { fatalError(message()) }
        }

        let mock = MakerMock()
        Given(mock).make(as: Int.self, String.self).willReturn((1, "a"))
        Given(mock).make().willReturn(())
        Given(mock).fill(count: .any, as: Int.self).willReturn([3])
        let made: (Int, String) = mock.make()
        let filled: [Int] = try mock.fill(count: 1)
        check(made == (1, "a") && filled == [3], "make")
        check(Calls(mock).make(as: Int.self, String.self).count == 1, "calls")
        print("OK")
        """

    @Test func theStrictMockChoosesThePackWithAs() throws {
        let outcome = try EveryStyleCompile.strict(Self.source, driver: Self.driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test(arguments: EveryStyleCompile.styles)
    func everyStyleBuildsWholeModuleOrRefusesPacks(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: nil)
        if style == .mockable || style == .ozon {
            #expect(outcome.diagnostics.map(\.code.rawValue) == ["MS218", "MS218"])
            return
        }
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
