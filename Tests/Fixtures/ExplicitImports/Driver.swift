internal import Foundation

@main
struct Driver {
    static func main() async throws {
        let ledger = LedgerMock()
        ledger.record(5, at: Date(timeIntervalSince1970: 1))
        expect(ledger.recordCallArgs.map(\.amount) == [5], "a lock-backed mock beside explicit imports")
        ledger._balance = 12
        expect(ledger.balance == 12, "Foundation's Decimal through an internal import")

        let auditor = StrictAuditorMock()
        auditor.auditHandler = { entry in entry.cents > 0 ? .pass : .fail }
        expect(auditor.audit(Entry(cents: 3)) == .pass, "an SPI mock answers with SPI types")
        auditor.escalate()
        expect(auditor.escalateCallCount == 1 && auditor.auditCallArgs == [Entry(cents: 3)], "calls recorded")
        expect(secondsSinceBoot() >= 0, "the module's own private import still compiles")
        if unsafe failures > 0 { exit(1) }
        print("OK")
    }
}
