import MockScope
import MockScopeTesting
import Testing

/// Noncopyable arguments beside others: each argument is matched on its own (`.any`,
/// `.matching`, and `.value` for the copyable ones) while verification and `Calls` only count.
@Suite("Generated strict mocks: noncopyable arguments beside others", .serialized)
struct TransientArgumentsTests {
    @Test func eachArgumentIsMatchedAndTheMostSpecificStubWins() {
        let vault = VaultMock()
        Given(vault).pair(.any, .any).willProduce({ 0 })
        Given(vault).pair(.matching { $0.raw == 7 }, .value(2)).willProduce({ 1 }, { 2 })
        #expect(vault.pair(Token(raw: 7), 2) == 1)
        #expect(vault.pair(Token(raw: 7), 2) == 2)
        #expect(vault.pair(Token(raw: 7), 2) == 2)
        #expect(vault.pair(Token(raw: 8), 2) == 0)
        #expect(vault.pair(Token(raw: 7), 3) == 0)
        Verify(vault, 5).pair()
        #expect(Calls(vault).pair().count == 5)
        withKnownIssue { Verify(vault, 1).pair() }
        VerifyNoMoreInteractions(vault)
    }

    @Test func performBorrowsEveryArgumentAndSatisfiesAVoidMember() throws {
        let vault = VaultMock()
        let seen = Recorder<String>()
        Perform(vault).store(.any, label: .value("x"), .any) { token, label, tags in
            seen.record("\(token.raw) \(label) \(tags)")
        }
        try vault.store(Token(raw: 4), label: "x", "a", "b")
        #expect(seen.values == ["4 x [\"a\", \"b\"]"])
        #expect(throws: MockError.self) { try vault.store(Token(raw: 4), label: "y") }
        Verify(vault, 2).store()
    }

    @Test func asyncTypedThrowingAndStaticMembers() async throws {
        let vault = VaultMock()
        Given(vault).check(.any).willProduce({ true })
        #expect(await vault.check(Token(raw: 1)))
        Given(vault).swap(.any, .matching { $0.raw == 2 }).willProduce({ throw VaultError.locked })
        await #expect(throws: VaultError.locked) { try await vault.swap(Token(raw: 1), Token(raw: 2)) }
        Given(VaultMock.self).audit(.any, note: .any)
        VaultMock.audit(Token(raw: 3), note: "n")
        Verify(VaultMock.self).audit()
        resetMock(VaultMock.self)
        Verify(VaultMock.self, .never).audit()
    }

    @Test func inOrderVerificationCountsTransientCalls() {
        let vault = VaultMock()
        Given(vault).pair(.any, .any).willProduce({ 0 })
        Given(VaultMock.self).audit(.any, note: .any)
        _ = vault.pair(Token(raw: 1), 1)
        VaultMock.audit(Token(raw: 1), note: "after")
        VerifyInOrder { order in
            order.expect(vault).pair()
            order.expect(VaultMock.self).audit()
        }
        resetMock(VaultMock.self)
    }

    /// A type the generator cannot see is noncopyable (here an alias) takes `@MockNoncopyable`.
    @Test func aMarkedRequirementBorrowsItsArguments() {
        let desk = TicketDeskMock()
        Given(desk).redeem(.matching { $0.raw == 1 }, at: .value(3)).willProduce({ true })
        let redeemed = desk.redeem(Token(raw: 1), at: 3)
        #expect(redeemed)
        Verify(desk).redeem()
    }
}
