import MockScope
import MockScopeTesting
import Testing

/// A method's noncopyable result comes from `willProduce`/`thenProduce`, each call its own value;
/// the channel is transient, so `Verify` and `Calls` only count.
@Suite("Generated strict mocks: noncopyable results", .serialized)
struct NoncopyableResultTests {
    @Test func producersMakeEachCallsValueAndTheLastRepeats() {
        let mint = MintMock()
        Given(mint).mint().willProduce({ Token(raw: 1) }).thenProduce({ Token(raw: 2) })
        let raws = (0..<3).map { _ in mint.mint().raw }
        #expect(raws == [1, 2, 2])
        Verify(mint, 3).mint()
        #expect(Calls(mint).mint().count == 3)
        withKnownIssue { Verify(mint, 1).mint() }
    }

    @Test func copyableArgumentsAreMatchedAndOptionalsProduced() {
        let mint = MintMock()
        Given(mint).find(raw: .any).willProduce({ nil })
        Given(mint).find(raw: .value(7)).willProduce({ Token(raw: 7) })
        #expect(mint.find(raw: 7)?.raw == 7)
        #expect(mint.find(raw: 8)?.raw == nil)
        let seen = Recorder<Int>()
        Perform(mint).find(raw: .any) { raw in seen.record(raw) }
        _ = mint.find(raw: 9)
        #expect(seen.values == [9])
    }

    @Test func borrowedArgumentsBesideOthersAndEffects() async throws {
        let mint = MintMock()
        Given(mint).reissue(.matching { $0.raw == 1 }, note: .value("again")).willProduce({ Token(raw: 2) })
        #expect(try mint.reissue(Token(raw: 1), note: "again").raw == 2)
        #expect(throws: MockError.self) { _ = try mint.reissue(Token(raw: 3), note: "again") }
        Given(mint).fetch(.any).willProduce({ throw VaultError.locked })
        await #expect(throws: VaultError.locked) { _ = try await mint.fetch(1) }
        Given(MintMock.self).sample().willProduce({ Token(raw: 5) })
        #expect(MintMock.sample().raw == 5)
        Verify(MintMock.self).sample()
        resetMock(MintMock.self)
    }

    /// A type only the mark says is noncopyable: the mark on a requirement that borrows nothing
    /// is about its result.
    @Test func aMarkedRequirementsResultIsProduced() {
        let mint = MintMock()
        Given(mint).issue().willProduce({ Token(raw: 4) })
        #expect(mint.issue().raw == 4)
        Verify(mint).issue()
        VerifyNoMoreInteractions(mint)
    }

    /// A get-only property's noncopyable value is produced per read; its builders are properties.
    @Test func aGetOnlyPropertysValueIsProducedPerRead() {
        let shelf = TokenShelfMock()
        Given(shelf).current.willProduce({ Token(raw: 1) }).thenProduce({ Token(raw: 2) })
        Given(shelf).spare.willProduce({ nil })
        let reads = Recorder<Int>()
        Perform(shelf).current { reads.record(0) }
        #expect(shelf.current.raw == 1)
        #expect(shelf.current.raw == 2)
        #expect(shelf.spare?.raw == nil)
        #expect(reads.values == [0, 0])
        Verify(shelf, 2).current
        #expect(Calls(shelf).spare.count == 1)
        Given(TokenShelfMock.self).sample.willProduce({ Token(raw: 5) })
        #expect(TokenShelfMock.sample.raw == 5)
        Verify(TokenShelfMock.self).sample
        resetMock(TokenShelfMock.self)
        withKnownIssue { Verify(shelf, 2).spare }
    }
}
