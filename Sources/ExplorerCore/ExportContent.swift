import MockModel
import MockPipeline

/// The export preview: where, which imports, and each file's status with a short diff.
enum ExportContent {
    static let diffLinesPerFile = 40

    static func lines(_ preview: ExportPreview) -> [StyledLine] {
        var lines: [StyledLine] = [
            StyledLine(plain: "\(preview.mockCount) mock\(preview.mockCount == 1 ? "" : "s") to \(preview.output)"),
            StyledLine(plain: "imports: \(preview.imports.isEmpty ? "none" : preview.imports.joined(separator: ", "))"),
        ]
        let skipped = preview.diagnostics.filter { $0.severity == .error }
        if !skipped.isEmpty {
            lines.append(StyledLine([Run("\(skipped.count) error(s): those protocols are left out", .warning)]))
        }
        if !preview.notCompiling.isEmpty {
            let count = preview.notCompiling.count
            lines.append(
                StyledLine([
                    Run(
                        "\(count) mock\(count == 1 ? " does" : "s do") not compile: "
                            + preview.notCompiling.joined(separator: ", "), .error)
                ]))
        }
        lines.append(StyledLine(plain: ""))
        for file in preview.plan.files {
            var row = [Run(label(file.status), style(file.status)), Run(" " + file.path)]
            if file.status == .new { row.append(Run("  (\(file.content.split(separator: "\n").count) lines)", .dim)) }
            lines.append(StyledLine(row))
            lines += diff(file).prefix(diffLinesPerFile)
        }
        for path in preview.plan.removals {
            let edited = preview.plan.editedRemovals.contains(path)
            lines.append(
                StyledLine([
                    Run(edited ? "EDITED BY HAND, will not remove:" : "removed  ", edited ? .error : .removed),
                    Run(" " + path),
                ]))
        }
        if preview.plan.files.isEmpty {
            lines.append(StyledLine([Run("No mock could be generated; nothing to write.", .error)]))
        }
        lines.append(StyledLine(plain: ""))
        lines.append(
            preview.canWrite
                ? StyledLine([Run("y", .hint), Run(" write    "), Run("Esc", .hint), Run(" cancel")])
                : StyledLine([Run("Cannot write. ", .error), Run("Esc", .hint), Run(" cancel")]))
        return lines
    }

    static func label(_ status: ExportFile.Status) -> String {
        switch status {
        case .new: "new      "
        case .changed: "changed  "
        case .unchanged: "unchanged"
        case .foreign: "NOT MOCKSCOPE'S, will not overwrite:"
        case .handEdited: "EDITED BY HAND, will not overwrite:"
        }
    }

    static func style(_ status: ExportFile.Status) -> Style {
        switch status {
        case .new: .added
        case .changed: .warning
        case .unchanged: .dim
        case .foreign, .handEdited: .error
        }
    }

    static func diff(_ file: ExportFile) -> [StyledLine] {
        // A new file is all additions: its line count says enough; a diff is for changes.
        guard file.status == .changed else { return [] }
        return PreviewDiff.lines(from: file.previous ?? "", to: file.content).map { line in
            switch line {
            case .removed(let text): StyledLine([Run("    - " + text, .removed)])
            case .added(let text): StyledLine([Run("    + " + text, .added)])
            }
        }
    }
}
