import MockScope
import MockScopeTesting
import Testing

/// Borrowed arguments no closure may capture are lent to the channel: matched, handed to
/// `Perform` and counted like every transient channel's.
@Suite("Generated strict mocks: lent arguments")
struct LentArgumentsTests {
    /// `Badge` is borrowed and returned, so it is taken as noncopyable though it is copyable.
    @Test func aCopyableTypeTakenAsNoncopyableIsMatchedAndProduced() {
        let desk = BadgeDeskMock()
        Given(desk).upgrade(.matching { $0.level == 1 }, by: .any).willProduce({ Badge(level: 2) })
        #expect(desk.upgrade(Badge(level: 1), by: Badge()).level == 2)
        let sums = Recorder<Int>()
        Perform(desk).upgrade(.any, by: .any) { badge, other in sums.record(badge.level + other.level) }
        _ = desk.upgrade(Badge(level: 1), by: Badge(level: 3))
        #expect(sums.values == [4])
        Verify(desk, 2).upgrade()
    }

    @Test func aBorrowedIntBesideANoncopyableTokenIsMatched() {
        let desk = BadgeDeskMock()
        Given(desk).stamp(.any, times: .value(2)).willProduce({ true })
        Given(desk).stamp(.any, times: .any).willProduce({ false })
        // `#expect` cannot take a noncopyable argument apart: the results are bound first.
        let twice = desk.stamp(Token(raw: 1), times: 2)
        let thrice = desk.stamp(Token(raw: 1), times: 3)
        #expect(twice && !thrice)
        Verify(desk, 2).stamp()
    }
}
