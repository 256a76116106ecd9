import CNCurses
import CommandFailures
import Dispatch
import ExplorerCore
import Foundation
import MockPipeline

/// The terminal explorer's loop: keys and background results in, frames out, until quit or a
/// signal. The terminal is restored on every way out.
public enum ExplorerApp {
    /// `cacheFolder` is where scans and verifications keep their caches (nil: none); `trustFile`,
    /// where trusted folders are remembered; `trusted`: the command line trusted this one (`--trust`).
    public static func run(
        root: String, mouse: Bool, verify: Bool = true, cacheFolder: URL? = nil, trustFile: URL? = nil,
        trusted: Bool = false, watchesByPolling: Bool = false
    ) -> Int32 {
        let screen: NCursesScreen
        do {
            screen = try NCursesScreen(mouse: mouse)
        } catch {
            FileHandle.standardError.write(Data("mockscope: error: \(error)\n".utf8))
            return ExitStatus.usage
        }
        defer { screen.restore() }
        TerminalSignals.install()
        ms_restore_terminal_at_exit()

        var state = ExplorerState.opening(
            root, size: screen.size, mouseEnabled: mouse, verify: verify, trustGiven: trusted)
        state.display.hints.asciiOnly = !screen.isUTF8
        let controller = makeController(state: state, screen: screen, cacheFolder: cacheFolder, trustFile: trustFile)
        controller.start()
        controller.render()
        // Files changed on disk are scanned again without `r`.
        let watcher = FileWatcher(root: root, polling: watchesByPolling) { mailbox.post(.filesChangedOnDisk) }
        watcher.start()
        defer { watcher.stop() }
        return loop(controller, screen: screen)
    }

    /// Effects run on background queues (scans, verification and the rest each on their own)
    /// and post their results here.
    static let mailbox = ActionMailbox()

    static func makeController(
        state: ExplorerState, screen: NCursesScreen, cacheFolder: URL?, trustFile: URL?
    ) -> ExplorerController {
        let runner = EffectRunner(
            cacheFolder: cacheFolder, verifications: VerificationScheduler(delay: .milliseconds(400)),
            trustFile: trustFile)
        let queue = DispatchQueue(label: "mockscope.explorer.effects")
        // A scan takes seconds too: the files and mocks of protocols it has found meanwhile come
        // on the other queue. One scan at a time: a new one waits for the stopped one to return.
        let scanQueue = DispatchQueue(label: "mockscope.explorer.scan")
        // Compiling takes seconds: on a queue of its own, so mocks and sources keep coming.
        let verifyQueue = DispatchQueue(label: "mockscope.explorer.verify")
        // Judging the exported files renders every exported mock again: on a queue of its own too.
        let checkQueue = DispatchQueue(label: "mockscope.explorer.check")
        let mailbox = Self.mailbox
        return ExplorerController(state: state, screen: screen) { effect in
            switch effect {
            case .quit: return
            case .scan(_, _, let number):
                // Before it queues: the scan running now stops instead of finishing first, and
                // so does any still waiting.
                runner.scans.supersede(by: number)
                scanQueue.async { runner.run(effect) { mailbox.post($0) } }
            case .checkExport:
                checkQueue.async { runner.run(effect) { mailbox.post($0) } }
            case .verify(let request):
                runner.verifications.announce(request.generation)
                verifyQueue.async { runner.run(effect) { mailbox.post($0) } }
            default:
                queue.async { runner.run(effect) { mailbox.post($0) } }
            }
        }
    }

    static func asksFirst(_ state: ExplorerState) -> Bool {
        state.config.hasUnsavedChanges && state.overlays.box != .confirmQuit && !state.shouldQuit
    }

    /// How long changed mock lines stay highlighted.
    static let highlightDuration = Duration.milliseconds(1500)

    static func loop(_ controller: ExplorerController, screen: NCursesScreen) -> Int32 {
        let clock = ContinuousClock()
        var highlightedSince: ContinuousClock.Instant?
        // Quitting, by a key or a signal, waits for an export being written to finish.
        while !controller.state.shouldQuit || controller.state.isWritingExport {
            let signal = TerminalSignals.received
            var changed = false
            if signal == SIGINT, asksFirst(controller.state) {
                // Ctrl-C is a key to a person: unsaved choices are asked about as `q` asks; a
                // second Ctrl-C, with the question on screen, quits.
                TerminalSignals.clear()
                controller.dispatch(.quit)
                controller.render()
                continue
            }
            if signal != 0 || controller.state.shouldQuit {
                if !controller.state.isWritingExport { return signal != 0 ? 128 + signal : ExitStatus.ok }
                usleep(10_000)
            } else if let input = screen.readKey() {
                if case .key(let key) = input { controller.handle(key) }
                changed = true
            }
            for action in mailbox.drain() {
                controller.dispatch(action)
                changed = true
            }
            if !controller.state.contents.hasChangedLines {
                highlightedSince = nil
            } else if let since = highlightedSince, clock.now - since > highlightDuration {
                controller.dispatch(.fadeHighlights)
                changed = true
            } else if highlightedSince == nil {
                highlightedSince = clock.now
            }
            if changed, !controller.state.shouldQuit { controller.render() }
        }
        return ExitStatus.ok
    }
}
