import ExplorerCore
import Foundation
import MockCorpus
import MockModel
import MockPipeline
import Testing

/// Random keys (option cycles, marks, rescans, filters, boxes, resizes) interleaved with
/// background results in the orders the terminal's queues can deliver them: once everything has
/// arrived, the focused protocol shows its current mock and no mock is still awaited. A request
/// dropped or superseded without its reply being taken would leave the pane on "generating…".
/// `KEY_STORM_SEEDS` and `KEY_STORM_KEYS` run longer storms by hand.
@Suite("Explorer key storms")
struct ExplorerKeyStormTests {
    typealias F = ExplorerFixtures

    /// The terminal's queues, run a step at a time: scans one after another (a new one stops the
    /// one running, which posts nothing more), everything else on one serial queue, export checks
    /// on their own; verification never answers. Results wait in the mailbox until drained.
    final class Queues {
        var controller: ExplorerController!
        let runner = EffectRunner()
        var serial: [Effect] = []
        var checks: [Effect] = []
        var scans: [Effect] = []
        /// What the running scan has yet to post.
        var scanPosts: [ExplorerAction] = []
        var mailbox: [ExplorerAction] = []
        var mocksDelivered = 0

        init(root: String, size: Size) {
            let state = ExplorerState.opening(root, size: size, verify: true)
            controller = ExplorerController(state: state, screen: BlankScreen(size: size)) { [unowned self] effect in
                switch effect {
                case .scan:
                    scanPosts = []
                    scans.append(effect)
                case .checkExport: checks.append(effect)
                case .verify, .quit: break
                default: serial.append(effect)
                }
            }
            controller.start()
        }

        func run(_ effect: Effect) -> [ExplorerAction] {
            let box = ActionMailbox()
            runner.run(effect) { box.post($0) }
            return box.drain()
        }

        func stepSerial() {
            guard !serial.isEmpty else { return }
            let posted = run(serial.removeFirst())
            mocksDelivered += posted.count { if case .mocksGenerated = $0 { true } else { false } }
            mailbox += posted
        }

        func stepScan() {
            if !scanPosts.isEmpty {
                mailbox.append(scanPosts.removeFirst())
            } else if !scans.isEmpty {
                scanPosts = run(scans.removeFirst())
            }
        }

        func stepChecks() {
            if !checks.isEmpty { mailbox += run(checks.removeFirst()) }
        }

        func drain() {
            let actions = mailbox
            mailbox = []
            for action in actions { controller.dispatch(action) }
        }

        var isIdle: Bool {
            serial.isEmpty && checks.isEmpty && scans.isEmpty && scanPosts.isEmpty && mailbox.isEmpty
        }

        func settle() {
            var rounds = 0
            while !isIdle, rounds < 10_000 {
                stepSerial()
                stepScan()
                stepChecks()
                drain()
                rounds += 1
            }
        }
    }

    final class BlankScreen: Screen {
        let size: Size
        init(size: Size) { self.size = size }
        func draw(_ frame: Frame) {}
    }

    /// Weighted as a hand on the keyboard would be: moves and option cycles most.
    static let keys: [Key] =
        Array("jjjkkkgGttttccppssxx    mmarr//zz?eeyndoolT").map { Key.character($0) } + [
            .escape, .escape, .enter, .enter, .tab, .tab, .backTab, .down, .up, .pageDown, .backspace,
        ]

    static func storm(seed: UInt64, keys count: Int, root: String) -> Queues {
        var random = SeededRandom(seed: seed)
        let queues = Queues(root: root, size: Size(width: 120, height: 40))
        for _ in 0..<count {
            switch Int.random(in: 0..<10, using: &random) {
            case 0...3: queues.controller.handle(random.pick(keys))
            case 4: queues.stepSerial()
            case 5: queues.stepScan()
            case 6: queues.stepChecks()
            case 7:
                let size = Size(
                    width: Int.random(in: 80...200, using: &random), height: Int.random(in: 24...54, using: &random))
                queues.controller.dispatch(.resize(size))
            default: queues.drain()
            }
        }
        queues.settle()
        // Back to the list, unfiltered, as a person would after the storm.
        for _ in 0..<6 { queues.controller.handle(.escape) }
        queues.settle()
        return queues
    }

    @Test func afterAStormTheFocusedMockIsShownAndNothingIsAwaited() throws {
        let environment = ProcessInfo.processInfo.environment
        let seeds = environment["KEY_STORM_SEEDS"].flatMap(UInt64.init) ?? 3
        let count = environment["KEY_STORM_KEYS"].flatMap(Int.init) ?? 400
        let root = try F.demoCopy()
        defer { F.remove(root) }
        for seed in 0..<seeds {
            let queues = Self.storm(seed: seed, keys: count, root: root)
            let state = queues.controller.state
            #expect(queues.isIdle, "seed \(seed): the queues ran dry")
            #expect(queues.mocksDelivered > 0, "seed \(seed): mocks were generated")
            #expect(state.contents.requestedMocks.isEmpty, "seed \(seed): no mock is still awaited")
            let model = try #require(state.focusedProtocol, "seed \(seed): a protocol has the cursor")
            #expect(state.currentMock(for: model) != nil, "seed \(seed): \(model.name) shows its mock")
        }
    }
}
