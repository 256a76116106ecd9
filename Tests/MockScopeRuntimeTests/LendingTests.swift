import MockScope
import Testing

/// A transient call that lends its arguments hands them to the matchers and the action, so a
/// witness need not capture a borrowed value in a closure; three and four arguments as two.
@Suite("Strict runtime: lent arguments")
struct LendingTests {
    @Test func threeLentArgumentsAreMatchedAndPerformed() {
        let context = MockContext(LendingTests.self)
        let member:
            TransientArgumentsMember<
                (Parameter<Token>, Parameter<Int>, Parameter<Int>), (borrowing Token, Int, Int) -> Void, Int, Never
            > = context.transientMember("sum(_:_:_:)")
        let token = Parameter<Token>.matching { $0.raw == 1 }
        member.given((token, .any, .value(3)), specific: [true, false, true]).willProduce({ 30 })
        member.given((.any, .any, .any), specific: [false, false, false]).willProduce({ 0 })
        let sums = MockScopeLock<[Int]>([])
        member.perform((.any, .any, .any), specific: [false, false, false]) { token, a, b in
            sums.withLock { $0.append(token.raw + a + b) }
        }
        func call(_ raw: Int, _ a: Int, _ b: Int) -> Int {
            let token = Token(raw: raw)
            return member.call(
                token, a, b, matching: { $0.0.matches($1) && $0.1.matches($2) && $0.2.matches($3) },
                perform: { $0($1, $2, $3) })
        }
        #expect(call(1, 2, 3) == 30)
        #expect(call(2, 2, 3) == 0)
        #expect(sums.withLock { $0 } == [6, 7])
        #expect(member.calls().count == 2)
    }

    @Test func fourLentArgumentsAreMatchedAndPerformed() {
        let context = MockContext(LendingTests.self)
        let member:
            TransientArgumentsMember<
                (Parameter<Token>, Parameter<Int>, Parameter<Int>, Parameter<Int>),
                (borrowing Token, Int, Int, Int) -> Void, Int, Never
            > = context.transientMember("sum(_:_:_:_:)")
        member.given((.any, .any, .any, .value(4)), specific: [false, false, false, true]).willProduce({ 40 })
        let seen = MockScopeLock<[Int]>([])
        member.perform((.any, .any, .any, .any), specific: [false, false, false, false]) { _, _, _, last in
            seen.withLock { $0.append(last) }
        }
        let token = Token(raw: 1)
        let result = member.call(
            token, 1, 2, 4,
            matching: { $0.0.matches($1) && $0.1.matches($2) && $0.2.matches($3) && $0.3.matches($4) },
            perform: { $0($1, $2, $3, $4) })
        #expect(result == 40)
        #expect(seen.withLock { $0 } == [4])
    }
}
