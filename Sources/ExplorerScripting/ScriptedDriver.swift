import ExplorerCore
import FileAccess
import Foundation
import MockPipeline

/// Runs the explorer in memory: keys in, frames out, every effect run to completion before the
/// next key. End-to-end tests drive it and assert on the screen lines and on the files written.
public final class ScriptedDriver {
    public let screen: MemoryScreen
    public let controller: ExplorerController
    private let pending: EffectQueue
    private let mailbox = ActionMailbox()
    private let runner: EffectRunner

    public init(
        root: String, size: Size = Size(width: 160, height: 48), fileSystem: any FileSystem = LocalFileSystem(),
        verify: Bool = false, cacheFolder: URL? = nil, trust: TrustSetup = TrustSetup()
    ) {
        let state = ExplorerState.opening(
            root, size: size, fileSystem: fileSystem, verify: verify, trustGiven: trust.givenForSession)
        let pending = EffectQueue()
        self.pending = pending
        screen = MemoryScreen(size: size)
        runner = EffectRunner(fileSystem: fileSystem, cacheFolder: cacheFolder, trustFile: trust.storeFile)
        controller = ExplorerController(state: state, screen: screen, perform: pending.append)
        controller.start()
        settle()
    }

    public var state: ExplorerState { controller.state }
    public var lines: [String] { screen.lines }
    public var text: String { screen.text }

    /// Presses keys one after another, letting background work finish after each.
    public func press(_ keys: Key...) { press(keys) }

    public func press(_ keys: [Key]) {
        for key in keys {
            controller.handle(key)
            settle()
        }
    }

    /// Types text as single-character key presses.
    public func type(_ text: String) { press(text.map { Key.character($0) }) }

    public func resize(to size: Size) {
        screen.size = size
        settle()
    }

    /// Runs effects and feeds their results back until nothing is left, then draws.
    public func settle() {
        while true {
            let effects = pending.takeAll()
            for effect in effects { runner.run(effect) { [mailbox] in mailbox.post($0) } }
            let results = mailbox.drain()
            if effects.isEmpty && results.isEmpty { break }
            for action in results { controller.dispatch(action) }
        }
        controller.render()
    }
}

/// Effects the reducer asked for, held until the driver runs them.
private final class EffectQueue {
    private var effects: [Effect] = []

    func append(_ effect: Effect) { effects.append(effect) }

    func takeAll() -> [Effect] {
        defer { effects = [] }
        return effects
    }
}
