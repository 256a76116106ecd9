import Dispatch
import ExplorerCore
import ExplorerScripting
import Foundation
import MockConfig
import MockModel
import MockPipeline

/// The explorer on the in-memory screen, driven as the terminal drives it: background work on
/// another thread, keys and frames on this one.
struct ExplorerMeasurements {
    var firstFrame = 0.0
    var keyLatencies: [Double] = []
    /// The slowest keys of the session, to say where time goes.
    var slowest: [(key: String, seconds: Double)] = []
    var keyLatenciesWhileScanning: [Double] = []
    var toggleRerender = 0.0
    /// Scrolling the export preview of every selected mock (`G`, `g`, PgDn, `j`), planned already.
    var exportPreviewKeys: [Double] = []

    static func measure(project: String, cache: URL) -> ExplorerMeasurements {
        var result = ExplorerMeasurements()
        let started = ContinuousClock.now
        let screen = MemoryScreen(size: Size(width: 160, height: 48))
        let queue = EffectBuffer()
        let controller = ExplorerController(
            state: ExplorerState(root: project, configPath: ConfigFile.defaultPath(for: project), size: screen.size),
            screen: screen, perform: queue.append)
        controller.dispatch(.rescan)
        controller.render()
        result.firstFrame = (ContinuousClock.now - started).seconds

        // Keys while the scan runs in the background.
        let mailbox = ActionMailbox()
        let runner = EffectRunner(cacheFolder: cache)
        let scanning = DispatchGroup()
        for effect in queue.takeAll() {
            DispatchQueue.global().async(group: scanning) { runner.run(effect) { mailbox.post($0) } }
        }
        var index = 0
        while scanning.wait(timeout: .now()) == .timedOut {
            result.keyLatenciesWhileScanning.append(time(controller, script[index % script.count], mailbox))
            index += 1
        }
        drain(controller, queue, mailbox, runner)

        // The scripted session once the scan is in.
        for key in script + script {
            let latency = time(controller, key, mailbox)
            result.keyLatencies.append(latency)
            result.slowest.append((key.label, latency))
            drain(controller, queue, mailbox, runner)
        }
        result.slowest = Array(result.slowest.sorted { $0.seconds > $1.seconds }.prefix(3))

        // One mock's re-render after an option toggle: the effect the toggle asks for.
        controller.handle(.character("c"))
        let toggleStarted = ContinuousClock.now
        for effect in queue.takeAll() { runner.run(effect) { mailbox.post($0) } }
        for action in mailbox.drain() { controller.dispatch(action) }
        controller.render()
        result.toggleRerender = (ContinuousClock.now - toggleStarted).seconds

        // The export preview: planned once in the background, then only scrolled.
        if controller.state.overlays.prompt != nil { controller.dispatch(.cancelPrompt) }
        controller.dispatch(.selectMarked)
        controller.handle(.character("e"))
        controller.handle(.enter)
        drain(controller, queue, mailbox, runner)
        if case .export? = controller.state.overlays.box {
            for key in [Key.character("G"), .character("g"), .pageDown, .character("j"), .end, .home] {
                result.exportPreviewKeys.append(time(controller, key, mailbox))
            }
        }
        return result
    }

    /// Move, filter, toggle options, scroll: what a person does in a minute.
    static let script: [Key] = [
        .down, .down, .character("j"), .pageDown, .character("k"), .character("/"), .character("s"),
        .character("e"), .escape, .character("c"), .character("p"), .character("s"), .tab, .character("j"),
        .character("l"), .character("h"), .backTab, .character("G"), .character("g"),
    ]

    /// Key to frame: the reducer, the actions already posted, and the draw.
    private static func time(_ controller: ExplorerController, _ key: Key, _ mailbox: ActionMailbox) -> Double {
        let started = ContinuousClock.now
        for action in mailbox.drain() { controller.dispatch(action) }
        controller.handle(key)
        controller.render()
        return (ContinuousClock.now - started).seconds
    }

    private static func drain(
        _ controller: ExplorerController, _ queue: EffectBuffer, _ mailbox: ActionMailbox, _ runner: EffectRunner
    ) {
        while true {
            let effects = queue.takeAll()
            for effect in effects { runner.run(effect) { mailbox.post($0) } }
            let actions = mailbox.drain()
            if effects.isEmpty && actions.isEmpty { return }
            for action in actions { controller.dispatch(action) }
        }
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }
}

/// Effects the controller asked for, collected on the main thread.
private final class EffectBuffer {
    private var effects: [Effect] = []

    func append(_ effect: Effect) { effects.append(effect) }

    func takeAll() -> [Effect] {
        defer { effects = [] }
        return effects
    }
}
