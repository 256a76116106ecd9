import MockScope
import MockScopeTesting
import Testing

/// A generic requirement whose one argument may be noncopyable (`T: ~Copyable`) has a transient
/// channel per specialization: its argument is matched while borrowed, `Verify` and `Calls`
/// count the calls of the type named with `as:`.
@Suite("Generated strict mocks: generic requirements with one noncopyable argument", .serialized)
struct GenericTransientTests {
    @Test func eachSpecializationIsStubbedAndCountedApart() {
        let shredder = ShredderMock()
        Given(shredder).inspect(Parameter<Token>.any).willProduce({ 0 })
        Given(shredder).inspect(Parameter<Token>.matching { $0.raw == 7 }).willProduce({ 7 }, { 8 })
        Given(shredder).inspect(Parameter<Int>.value(3)).willProduce({ 3 })
        #expect(shredder.inspect(Token(raw: 7)) == 7)
        #expect(shredder.inspect(Token(raw: 7)) == 8)
        #expect(shredder.inspect(Token(raw: 1)) == 0)
        #expect(shredder.inspect(3) == 3)
        Verify(shredder, 3).inspect(as: Token.self)
        Verify(shredder, 1).inspect(as: Int.self)
        #expect(Calls(shredder).inspect(as: Token.self).count == 3)
        withKnownIssue { Verify(shredder, 1).inspect(as: Token.self) }
        VerifyNoMoreInteractions(shredder)
    }

    @Test func performBorrowsTheArgumentAndSatisfiesAVoidMember() throws {
        let shredder = ShredderMock()
        let seen = Recorder<Int>()
        Perform(shredder).shred(Parameter<Token>.matching { $0.raw > 1 }) { token in seen.record(token.raw) }
        try shredder.shred(Token(raw: 4))
        #expect(seen.values == [4])
        #expect(throws: MockError.self) { try shredder.shred(Token(raw: 1)) }
        Verify(shredder, 2).shred(as: Token.self)
    }

    @Test func aGenericResultIsChosenWithAs() {
        let shredder = ShredderMock()
        Given(shredder).weigh(Parameter<Token>.any, as: Double.self).willProduce({ 2.5 })
        let weight: Double = shredder.weigh(Token(raw: 1))
        #expect(weight == 2.5)
        Verify(shredder).weigh(as: Token.self, as: Double.self)
        Verify(shredder, .never).weigh(as: Token.self, as: Int.self)
    }

    @Test func staticMembersAndInOrderVerification() {
        let shredder = ShredderMock()
        Given(shredder).inspect(Parameter<Token>.any).willProduce({ 0 })
        Given(ShredderMock.self).audit(Parameter<Token>.any)
        _ = shredder.inspect(Token(raw: 1))
        ShredderMock.audit(Token(raw: 2))
        VerifyInOrder { order in
            order.expect(shredder).inspect(as: Token.self)
            order.expect(ShredderMock.self).audit(as: Token.self)
        }
        resetMock(ShredderMock.self)
        Verify(ShredderMock.self, .never).audit(as: Token.self)
    }
}
