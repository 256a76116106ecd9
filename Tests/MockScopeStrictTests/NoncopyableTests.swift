import MockScope
import MockScopeTesting
import Testing

@Suite("Generated strict mocks: noncopyable requirements")
struct NoncopyableTests {
    @Test func theSpecificationsExample() throws {
        let mock = TokenServiceMock()
        Given(mock).inspect(.matching { $0.raw == 7 }).willProduce({ 1 })
        Given(mock).consume(.any).willProduce({ () })
        let seen = Recorder<Int>()
        Perform(mock).inspect(.any) { token in seen.record(token.raw) }
        #expect(mock.inspect(Token(raw: 7)) == 1)
        try mock.consume(Token(raw: 1))
        #expect(seen.values == [7])
        Verify(mock, 1).inspect()
        Verify(mock, 1).consume()
        #expect(Calls(mock).inspect().count == 1)
        withKnownIssue { Verify(mock, 2).inspect() }
    }
}
