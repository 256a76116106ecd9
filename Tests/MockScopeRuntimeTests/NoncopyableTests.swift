import MockScope
import MockScopeTesting
import Testing

struct Token: ~Copyable {
    let raw: Int
}

protocol TokenService: Sendable {
    func inspect(_ token: borrowing Token) -> Int
    func consume(_ token: consuming Token) throws
}

// Noncopyable arguments go through transient channels: borrowed, matched, counted, never kept.
final class TokenServiceMock: TokenService, StrictMock, Sendable {
    struct Members: MockMembers {
        let mockContext: MockContext
        let inspect: TypedTransientMockMember<Token, Int, Never>
        let consume: TypedTransientMockMember<Token, Void, any Error>

        init(_ context: MockContext) {
            mockContext = context
            inspect = context.transientMember("inspect(_:)")
            consume = context.transientMember("consume(_:)")
        }
    }

    let mockMembers: Members
    init(defaults: MockDefaults = .strict) { mockMembers = Members(MockContext(Self.self, defaults: defaults)) }

    func inspect(_ token: borrowing Token) -> Int { mockMembers.inspect.call(token) }
    func consume(_ token: consuming Token) throws { try mockMembers.consume.call(token) }

    struct GivenBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        @discardableResult
        func inspect(_ token: Parameter<Token>) -> TransientMockStub<Token, Int, Never> { members.inspect.given(token) }
        @discardableResult
        func consume(_ token: Parameter<Token>) -> TransientMockStub<Token, Void, any Error> {
            members.consume.given(token)
        }
    }

    struct PerformBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        func inspect(_ token: Parameter<Token>, perform: @escaping (borrowing Token) -> Void) {
            members.inspect.perform(token, action: perform)
        }
    }

    struct VerifyBuilder: MockVerifyBuilder {
        let members: Members
        let verification: MockVerification
        init(_ members: Members, _ verification: MockVerification) {
            self.members = members
            self.verification = verification
        }

        @discardableResult func inspect() -> VerificationResult { members.inspect.verify(verification) }
        @discardableResult func consume() -> VerificationResult { members.consume.verify(verification) }
    }

    struct CallsBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        func inspect() -> MockCalls<Void> { members.inspect.calls() }
    }

    typealias StateBuilder = NoMockBuilder<Members>
}

@Suite("Strict runtime: noncopyable arguments")
struct NoncopyableTests {
    @Test func theSpecificationsExample() {
        let mock = TokenServiceMock()
        Given(mock).inspect(.matching { $0.raw == 7 }).willProduce({ 1 })
        #expect(mock.inspect(Token(raw: 7)) == 1)
        Verify(mock, 1).inspect()
    }

    @Test func producersRepeatTheLastAndTheMostSpecificWins() throws {
        let mock = TokenServiceMock()
        Given(mock).inspect(.any).willProduce({ 0 })
        Given(mock).inspect(.matching { $0.raw > 5 }).willProduce({ 10 }).thenProduce({ 20 })
        Given(mock).inspect(.any).willProduce({ -1 })
        #expect(mock.inspect(Token(raw: 6)) == 10)
        #expect(mock.inspect(Token(raw: 6)) == 20)
        #expect(mock.inspect(Token(raw: 6)) == 20)
        #expect(mock.inspect(Token(raw: 1)) == -1)
        #expect(Calls(mock).inspect().count == 4)

        let seen = Recorder<Int>()
        Perform(mock).inspect(.any) { seen.record($0.raw) }
        _ = mock.inspect(Token(raw: 3))
        #expect(seen.values == [3])
        Verify(mock, 5).inspect()
        VerifyNoMoreInteractions(mock)
        withKnownIssue { Verify(mock, .never).inspect() }
    }

    @Test func transientMembersAreStrictToo() throws {
        let mock = TokenServiceMock()
        #expect(throws: MockError.self) { try mock.consume(Token(raw: 1)) }
        Given(mock).consume(.any)
        try mock.consume(Token(raw: 2))
        Given(mock).consume(.any).willProduce({ throw ServiceError.offline })
        #expect(throws: ServiceError.offline) { try mock.consume(Token(raw: 3)) }
        VerifyInOrder { order in
            order.expect(mock).consume()
        }
        Verify(mock, 3).consume()
    }
}
