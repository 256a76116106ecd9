import MockModel

/// The option tables of docs/CLI.md and docs/Explorer.md, written from the registry
/// (`MockOption`): each sits between two markers in its page, and the prose around it is kept.
enum OptionTablesPage {
    struct Table {
        var page: String
        var name: String
        var markdown: String

        var start: String { "<!-- \(name): written from MockOption by OptionTablesDocumentedTests -->" }
        var end: String { "<!-- end of \(name) -->" }
        var block: String { "\(start)\n\n\(markdown)\n\(end)" }

        /// `text` with the table between its markers replaced; nil when a marker is missing.
        func written(into text: String) -> String? {
            guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex)
            else { return nil }
            return text.replacingCharacters(in: from.lowerBound..<to.upperBound, with: block)
        }
    }

    static let tables = [
        Table(page: "docs/CLI.md", name: "option flags", markdown: flags),
        Table(page: "docs/Explorer.md", name: "option keys", markdown: keys),
    ]

    static func cell(_ text: String) -> String { text.map { $0 == "|" ? "\\|" : String($0) }.joined() }

    /// One row a flag: the flag and its values, the configuration key, the marker's argument, its help.
    static var flags: String {
        var lines = [
            "| option | `.mockscope.json` | `@Mockable(…)` | meaning |",
            "| --- | --- | --- | --- |",
        ]
        for option in MockOption.allCases {
            let spec = option.spec
            let marker =
                spec.offeredByMacro ? "`\(spec.markerArgument):`" : "not offered: \(spec.notOfferedReason ?? "")"
            lines.append(
                "| `\(cell(spec.flag)) \(cell(spec.valueList))` | `\(spec.configKey)` | \(cell(marker)) | \(cell(spec.flagHelp)) |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One row an option: its key and backward key, what it changes, its cycle, its hint.
    static var keys: String {
        var lines = [
            "| key | backwards | changes | cycle, from as declared | key hint |",
            "| --- | --- | --- | --- | --- |",
        ]
        for option in MockOption.allCases {
            let spec = option.spec
            let hint = spec.keyHint.map { "`\($0)`" } ?? "none (in `?` help only)"
            lines.append(
                "| `\(spec.key)` | `\(spec.backwardKey)` | \(cell(spec.keyTopic)) | \(cell(spec.cycleWords)) | \(hint) |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
