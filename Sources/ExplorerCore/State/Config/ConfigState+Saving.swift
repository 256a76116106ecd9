import MockConfig
import MockModel
import MockPipeline

/// What saving the working choices writes to `.mockscope.json`. Unselecting a protocol chooses
/// what to export, not what the project mocks: a protocol that `mockscope generate` mocks by the
/// saved file keeps being mocked unless the person asks to drop it (`i`), and every change the
/// file gets is listed before it is written.
extension ConfigState {
    /// The names whose protocols the saved file mocks but the working selection leaves out.
    public var unselectedButMocked: [String] {
        let names = Set(working.protocols.keys).union(saved.protocols.keys)
        return names.filter { name in
            selectedWithName(name, include: working.protocols[name]?.include)
                < selectedWithName(name, include: saved.protocols[name]?.include)
        }.sorted()
    }

    /// The working choices as they will be saved: with `droppingUnselected` false, protocols the
    /// saved file mocks stay included whatever the selection says.
    public func toSave(droppingUnselected: Bool) -> ProjectConfig {
        guard !droppingUnselected else { return working }
        var config = working
        for name in unselectedButMocked {
            var entry = config.protocols[name] ?? ProtocolOverride()
            entry.include = saved.protocols[name]?.include
            config.protocols[name] = entry == ProtocolOverride() ? nil : entry
        }
        return config
    }

    /// Every line of `.mockscope.json` that saving `config` changes, as a diff of the file's
    /// known keys (unknown keys are kept as they are and never change).
    public func changes(savingAs config: ProjectConfig) -> [PreviewDiff.Line] {
        let before = String(decoding: ConfigFile.encoded(saved), as: UTF8.self)
        let after = String(decoding: ConfigFile.encoded(config), as: UTF8.self)
        return before == after ? [] : PreviewDiff.lines(from: before, to: after)
    }
}

/// The lines that say what saving does to `.mockscope.json`, for the export preview and the
/// save box alike.
enum ConfigChangeContent {
    static func lines(
        _ changes: [PreviewDiff.Line], kept: [String], unused: [String] = [], dropping: Bool,
        droppingUnused: Bool? = nil
    ) -> [StyledLine] {
        var lines: [StyledLine] = []
        if !changes.isEmpty {
            lines.append(StyledLine(plain: "\(ConfigFile.defaultName) changes:"))
            // An empty array is written `[`, a blank line, `]`: its blank line says nothing.
            for change in changes where !change.isBlank {
                switch change {
                case .removed(let text): lines.append(StyledLine([Run("    - " + text, .removed)]))
                case .added(let text): lines.append(StyledLine([Run("    + " + text, .added)]))
                }
            }
        }
        if !kept.isEmpty {
            // What happens first and the key on a line of its own: at 80 columns a long list
            // of names is what gets cut, never the key.
            // The protocols no test uses are dropped or kept on their own (preselected).
            let unusedSet = Set(unused)
            let dropped = kept.filter { unusedSet.contains($0) ? droppingUnused ?? dropping : dropping }
            let still = kept.filter { !dropped.contains($0) }
            func names(_ list: [String]) -> String {
                list.count <= 3 ? list.joined(separator: ", ") : "\(list.count) protocols"
            }
            if !dropped.isEmpty {
                lines.append(
                    StyledLine([Run("no longer mocked by `mockscope generate`: \(names(dropped))", .warning)]))
            }
            if !still.isEmpty {
                let text =
                    "\(unused.isEmpty ? "not selected, " : "")still mocked by `mockscope generate`: \(names(still))"
                lines.append(StyledLine([Run(text, .dim)]))
            }
            lines.append(
                StyledLine([Run("    i", .hint), Run(dropped.isEmpty ? " stop mocking them" : " keep mocking them")]))
            if !unused.isEmpty {
                let names = unused.count <= 3 ? unused.joined(separator: ", ") : "\(unused.count) protocols"
                lines.append(StyledLine([Run("(no test uses the mock of \(names))", .dim)]))
            }
        }
        return lines
    }
}

extension PreviewDiff.Line {
    var isBlank: Bool {
        switch self {
        case .removed(let text), .added(let text): text.allSatisfy { $0 == " " || $0 == "\t" }
        }
    }
}
