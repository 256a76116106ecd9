import MockScope
import MockScopeTesting
import Testing

protocol Ledger: Sendable {
    func balance(of account: String) throws -> Int
    func settle(_ account: String, then done: () -> Void) throws
    func stamp(_ token: borrowing Token) throws -> Int
}

/// A mock written against the channel names the specification spells, three parameters each,
/// with `Void` where a call has no nonescaping callbacks.
final class LedgerMock: Ledger, StrictMock, Sendable {
    struct Members: MockMembers {
        let mockContext: MockContext
        let balance: MockMember<String, Void, Int>
        let settle: MockMember<String, MockCallbacks<() -> Void>, Void>
        let stamp: TransientMockMember<Token, Void, Int>

        init(_ context: MockContext) {
            mockContext = context
            balance = context.member("balance(of:)")
            settle = context.member("settle(_:then:)")
            stamp = context.transientMember("stamp(_:)")
        }
    }

    let mockMembers: Members
    init(defaults: MockDefaults = .strict) { mockMembers = Members(MockContext(Self.self, defaults: defaults)) }

    func balance(of account: String) throws -> Int { try mockMembers.balance.call(account) }
    func settle(_ account: String, then done: () -> Void) throws {
        try withoutActuallyEscaping(done) { try mockMembers.settle.call(account, MockCallbacks($0)) }
    }
    func stamp(_ token: borrowing Token) throws -> Int { try mockMembers.stamp.call(token) }

    struct GivenBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        @discardableResult
        func balance(of account: Parameter<String>) -> MockStub<String, Void, Int, any Error> {
            members.balance.given(account)
        }
        @discardableResult
        func stamp(_ token: Parameter<Token>) -> TransientMockStub<Token, Int, any Error> { members.stamp.given(token) }
    }

    struct PerformBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        func settle(_ account: Parameter<String>, perform: @escaping (String, () -> Void) -> Void) {
            members.settle.perform(account, callbacks: perform)
        }
    }

    struct VerifyBuilder: MockVerifyBuilder {
        let members: Members
        let verification: MockVerification
        init(_ members: Members, _ verification: MockVerification) {
            self.members = members
            self.verification = verification
        }

        @discardableResult func balance(of account: Parameter<String>) -> VerificationResult {
            members.balance.verify(verification, account)
        }
        @discardableResult func stamp() -> VerificationResult { members.stamp.verify(verification) }
    }

    struct CallsBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        func balance(of account: Parameter<String>) -> MockCalls<String> { members.balance.calls(account) }
    }

    typealias StateBuilder = NoMockBuilder<Members>
}

enum LedgerError: Error, Equatable { case closed }

@Suite("Strict runtime: the specification's channel names")
struct SpecifiedChannelNamesTests {
    @Test func aThreeParameterMemberStubsThrowsAndRecords() throws {
        let ledger = LedgerMock()
        Given(ledger).balance(of: .value("savings")).willReturn(120)
        Given(ledger).balance(of: .value("closed")).willThrow(LedgerError.closed)
        #expect(try ledger.balance(of: "savings") == 120)
        #expect(throws: LedgerError.closed) { try ledger.balance(of: "closed") }
        #expect(throws: MockError.self) { try ledger.balance(of: "unknown") }
        Verify(ledger, 1).balance(of: .value("savings"))
        #expect(Calls(ledger).balance(of: .any).arguments == ["savings", "closed", "unknown"])
    }

    @Test func aThreeParameterMemberHandsItsCallbacksToPerform() throws {
        let ledger = LedgerMock()
        Perform(ledger).settle(.value("savings")) { _, done in done() }
        var settled = 0
        try ledger.settle("savings") { settled += 1 }
        #expect(settled == 1)
    }

    @Test func aThreeParameterTransientMemberProducesAndCounts() throws {
        let ledger = LedgerMock()
        Given(ledger).stamp(.matching { $0.raw == 7 }).willProduce({ 1 }, { throw LedgerError.closed })
        #expect(try ledger.stamp(Token(raw: 7)) == 1)
        #expect(throws: LedgerError.closed) { try ledger.stamp(Token(raw: 7)) }
        Verify(ledger, 2).stamp()
    }
}
