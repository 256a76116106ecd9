import MockModel
import MockPipeline
import MockScopeCommandLine

/// The human form of `list`: one aligned row per protocol.
enum ListTable {
    static let header = ["PROTOCOL", "LOCATION", "MARKER", "MOCK", "DIAGNOSTICS"]

    static func render(_ statuses: [ProtocolStatus], colored: Bool) -> String {
        let rows = statuses.map(cells)
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() {
                widths[column] = max(widths[column], cell.text.count)
            }
        }
        let heading = line(header.map { Cell($0, .bold) }, widths: widths, colored: colored)
        return ([heading] + rows.map { line($0, widths: widths, colored: colored) }).joined(
            separator: "\n") + "\n"
    }

    private struct Cell {
        let text: String
        let style: TextStyle?

        init(_ text: String, _ style: TextStyle? = nil) {
            self.text = text
            self.style = style
        }
    }

    private static func cells(_ status: ProtocolStatus) -> [Cell] {
        let location = status.model.location
        var problems: [String] = []
        if status.errorCount > 0 { problems.append(count(status.errorCount, "error")) }
        if status.warningCount > 0 { problems.append(count(status.warningCount, "warning")) }
        let style: TextStyle? = status.errorCount > 0 ? .red : status.warningCount > 0 ? .yellow : nil
        return [
            Cell(status.model.qualifiedName),
            Cell("\(SourceLocation.printable(location.file)):\(location.line)"),
            Cell(status.model.marker?.label ?? "-", status.model.marker == nil ? .dim : nil),
            status.selected ? Cell("yes", .green) : Cell("no", .dim),
            Cell(problems.joined(separator: ", "), style),
        ]
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Pads before painting, so escape codes never disturb the alignment; no trailing blanks.
    private static func line(_ cells: [Cell], widths: [Int], colored: Bool) -> String {
        let padded = cells.enumerated().map { column, cell in
            let padding =
                column == cells.count - 1
                ? "" : String(repeating: " ", count: widths[column] - cell.text.count)
            let text = cell.style.map { paint(cell.text, $0, on: colored) } ?? cell.text
            return text + padding
        }
        var result = padded.joined(separator: "  ")
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }
}
