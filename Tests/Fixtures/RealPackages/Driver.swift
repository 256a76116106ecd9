import Foundation

@main
struct Driver {
    static func main() async throws {
        try await clock()
        if failures > 0 { exit(1) }
        print("OK")
    }

    static func now<C: Ticking>(of clock: C) -> C.Instant { clock.now }

    nonisolated static func clock() async throws {
        let clock = TickingMock<Int>()
        clock._now = 3
        clock.sleepHandler = { deadline, tolerance in
            expect(deadline == 5 && tolerance == nil, "the deadline reaches the handler as the mock's Instant")
        }
        try await clock.sleep(until: clock.now + 2, tolerance: nil)
        expect(clock.sleepCallArgs.first?.deadline == 5, "recorded as Instant")
        clock.laterHandler = { offset in (offset as! Int) * 10 }
        expect(clock.later(4) == 40, "a generic method answers the mock's Instant")
        expect(now(of: clock) == 3, "the mock conforms")
    }
}
