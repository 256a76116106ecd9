/// Turning a key into an action for the current state, and the hints the status line shows.
extension Keymap {
    /// The contexts in force, most specific first.
    public static func contexts(for state: ExplorerState) -> [KeyContext] {
        switch state.overlays.box {
        case .help: return [.help]
        case .options: return [.options]
        case .export: return [.export]
        case .saveConfig: return [.saveConfig]
        case .confirmQuit: return [.confirmQuit]
        case .trust: return [.trust]
        case .uses: return [.uses]
        case nil: return [state.display.focus == .list ? .list : .text, .main]
        }
    }

    public static func action(for key: Key, in state: ExplorerState) -> ExplorerAction? {
        if state.overlays.prompt != nil { return promptAction(for: key) }
        if case .mouse(let event) = key { return state.display.mouseEnabled ? .mouse(event) : nil }
        for context in contexts(for: state) {
            let matches = bindings.filter { $0.context == context && $0.keys.contains(key) }
            // A key bound here but disabled now does nothing; it never falls through.
            if !matches.isEmpty { return matches.first { $0.isEnabled(state) }?.action }
        }
        return nil
    }

    /// While typing, every printable key is text.
    static func promptAction(for key: Key) -> ExplorerAction? {
        switch key {
        case .character(let character): .type(character)
        case .backspace: .deleteBackward
        case .control("w"): .deleteWordBackward
        case .control("u"): .clearPrompt
        case .enter: .submitPrompt
        case .escape: .cancelPrompt
        default: nil
        }
    }

    /// `key label` pairs for the status line, from the same table the keys come from.
    public static func hints(for state: ExplorerState) -> [(key: String, label: String)] {
        if state.overlays.prompt != nil { return [("Enter", "accept"), ("Esc", "cancel")] }
        let contexts = contexts(for: state)
        return bindings.filter { binding in
            binding.hint != nil && contexts.contains(binding.context) && binding.isEnabled(state)
        }.map { (key: $0.keys[0].label, label: $0.hint!) }
    }
}
