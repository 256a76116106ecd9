import Foundation

extension Driver {
    static func shapes() async throws {
        let clock = PublicClockMock()
        clock.tick(by: 2)
        expect(clock.tickArgs == [2] && clock.now == 0, "public mock")

        let storage = StorageMock<String>()
        storage.set("v", for: "k")
        storage.valueHandler = { key in key == "k" ? "v" : nil }
        expect(storage.value(for: "k") == "v" && storage.setArgs.first?.key == "k", "associated types")
        storage.keysHandler = { prefix in ["\(prefix)1"] }
        expect(storage.keys(matching: "k") == ["k1"], "Self.Key is the mock's Key, a where clause kept")

        let account = AccountMock()
        account._displayName = "Ada"
        account.rename(to: "Grace")
        expect(account.displayName == "Ada" && account.renameArgs == ["Grace"], "inherited requirement")

        let turnstile = TurnstileMock()
        turnstile.punchHandler = { ticket, gate in ticket.seat == 7 && gate == "A" }
        expect(turnstile.punch(Ticket(seat: 7), gate: "A") && turnstile.punchArgs == ["A"], "noncopyable lent")
        turnstile.spend(Ticket(seat: 1))
        expect(turnstile.spendCallCount == 1, "noncopyable given, never recorded")

        let awkward = AwkwardMock()
        awkward.parseHandler = { text, _ in Int(text)! }
        expect(try awkward.parse("4", as: Int.self) == 4, "generic result cast")
        awkward.strictHandler = { throw ParseError.bad }
        do {
            _ = try awkward.strict()
            expect(false, "typed throws rethrown")
        } catch {
            expect(error == .bad, "typed throws")
        }
        awkward.move(in: 0..<2, 5)
        expect(awkward.moveArgs.first?.range == 0..<2 && awkward.moveArgs.first?.param1 == 5, "keyword label, wildcard")
        awkward.copyHandler = { awkward }
        expect(awkward.copy() === awkward, "Self")
        awkward._legacy = 3
        expect(awkward.legacy == 3, "implicitly unwrapped")
        awkward.evaluateHandler = { value in value() * 2 }
        expect(awkward.evaluate(21) == 42 && awkward.evaluateCallCount == 1, "autoclosure handed over")

        awkward.visit(in: 1, for: "x")
        expect(awkward.visitArgs.first?.in == 1 && awkward.visitArgs.first?.for == "x", "keyword parameter names")

        let first = TaggedMock()
        let second = TaggedMock()
        expect(first == first && first != second && Set([first, second]).count == 2, "Hashable by identity")
        let ordered = await MainActor.run {
            let ranks = [RankedMock(), RankedMock()]
            return ranks.sorted().count == 2 && ranks[0] != ranks[1]
        }
        expect(ordered, "Comparable by identity on an isolated mock")

        let seeded = SeededMock(seed: 1)
        let named = try SeededMock(name: "n")
        seeded.valueHandler = { 5 }
        expect(seeded.value() == 5 && named != nil && SeededMock().valueCallCount == 0, "required initializers")
        let decoded = try JSONDecoder().decode(DecodedMock.self, from: Data("{}".utf8))
        expect(decoded.raw == "", "Decodable initializer")

        let dashboard = await MainActor.run { DashboardMock() }
        dashboard.title = "T"
        expect(dashboard.title == "T" && dashboard.titleSetArgs == ["T"], "nonisolated settable")
        let built = await MainActor.run {
            DashboardMock.buildHandler = { 9 }
            return DashboardMock.build()
        }
        expect(built == 9, "isolated static")
    }
}
