import MockModel

/// docs/Diagnostics.md, written from `DiagnosticTable`: the prose around the rows lives here.
enum DiagnosticsPage {
    struct Section {
        var title: String
        var adviceHeading: String
        var codes: ClosedRange<Int>
    }

    static let sections = [
        Section(title: "Input (`MS0xx`)", adviceHeading: "what to do", codes: 0...99),
        Section(title: "Markers (`MS1xx`)", adviceHeading: "what to do", codes: 100...199),
        Section(
            title: "Requirements and protocols (`MS2xx`)",
            adviceHeading: "why no mock can conform, and what to do", codes: 200...299),
        Section(
            title: "Verification (`MS3xx`, with `--verify` and in the explorer)", adviceHeading: "what to do",
            codes: 300...399),
    ]

    static let introduction = """
        # Diagnostics

        <!-- Written from MockModel's DiagnosticTable: RECORD_GOLDENS=1 swift test --filter DiagnosticCodesDocumented -->

        Every diagnostic MockScope prints has the compiler's shape, `path:line:column: severity: message [code]`,
        and a code that never changes meaning. A code no longer reported stays reserved; it is never reused.
        Errors at a protocol leave that protocol's mock out; the other mocks are still generated.
        """

    static func number(_ code: DiagnosticCode) -> Int { Int(code.rawValue.dropFirst(2)) ?? -1 }

    static var markdown: String {
        var lines = [introduction]
        for section in sections {
            lines += [
                "", "## \(section.title)", "", "| code | example | \(section.adviceHeading) |", "| --- | --- | --- |",
            ]
            for entry in DiagnosticTable.entries where section.codes.contains(number(entry.code)) {
                let advice = entry.advice.isEmpty ? " " : " \(entry.advice) "
                lines.append("| \(entry.code.rawValue) | \(entry.example) |\(advice)|")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
