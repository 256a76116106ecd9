import ExplorerCore
import Foundation
import MockPipeline
import Testing

/// One scan wanted at a time: a new one stops the one running and any still waiting its turn.
@Suite("Explorer scan succession")
struct ExplorerScanSuccessionTests {
    typealias F = ExplorerFixtures

    /// A scan asked for stops the one running (which then posts nothing), never itself.
    @Test func aNewScanSupersedesTheRunningOne() {
        let scans = ScanSuccession()
        let first = scans.begin(1)
        scans.supersede(by: 2)
        #expect(first.isCancelled)
        let second = scans.begin(2)
        #expect(!second.isCancelled)
        scans.supersede(by: 3)
        #expect(second.isCancelled)
    }

    /// Rescans asked for in a burst queue behind the running scan; only the last of them reads
    /// the files. Each used to run whole, one after another, and post results nobody took.
    @Test func aBurstOfRescansCostsOneScan() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let runner = EffectRunner()
        let running = runner.scans.begin(1)
        for number in 2...4 { runner.scans.supersede(by: number) }
        #expect(running.isCancelled)
        let posted = ActionMailbox()
        for number in 2...4 {
            runner.run(.scan(root: root, exclude: [], number: number)) { posted.post($0) }
        }
        let scans = posted.drain().compactMap { action -> Int? in
            switch action {
            case .scanFound(_, let number), .scanFinished(_, let number), .scanFailed(_, let number): number
            default: nil
            }
        }
        #expect(Set(scans) == [4], "only the newest scan read the files and posted")
        #expect(!scans.isEmpty)
    }
}
