import MockModel
import MockPipeline

/// The export preview: totals and where first, then each file's status with a short diff, then
/// what the keys do now.
enum ExportContent {
    static let diffLinesPerFile = 40

    static func lines(_ preview: ExportPreview) -> [StyledLine] {
        header(preview) + preview.body + footer(preview)
    }

    /// Rows of the whole preview, without building them.
    static func lineCount(_ preview: ExportPreview) -> Int {
        header(preview).count + preview.body.count + footer(preview).count
    }

    static func header(_ preview: ExportPreview) -> [StyledLine] {
        let mocks = "\(preview.mockCount) mock\(preview.mockCount == 1 ? "" : "s")"
        var lines: [StyledLine] = [
            StyledLine(plain: "\(mocks) to \(preview.output)"),
            StyledLine(totals(preview.plan)),
            StyledLine(
                [Run("imports: \(preview.imports.isEmpty ? "none" : preview.imports.joined(separator: ", "))")]
                    + (preview.testTarget.map { [Run("  (compiled in test target \($0); o, then imports)", .dim)] }
                        ?? [])),
        ]
        let skipped = preview.diagnostics.filter { $0.severity == .error }
        if !skipped.isEmpty {
            let errors =
                skipped.count == 1 ? "1 error: its protocol is" : "\(skipped.count) errors: their protocols are"
            lines.append(StyledLine([Run("\(errors) left out", .warning)]))
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
        lines += preview.configLines
        lines.append(StyledLine(plain: ""))
        return lines
    }

    /// One count per status, zeros included, so the line reads the same way every time.
    static func totals(_ plan: ExportPlan) -> [Run] {
        let count = { (status: ExportFile.Status) in plan.files.filter { $0.status == status }.count }
        var runs = [
            Run("\(count(.new)) new", .added), Run(" · "), Run("\(count(.changed)) changed", .warning), Run(" · "),
            Run("\(count(.unchanged)) unchanged", .dim), Run(" · "),
            Run("\(plan.removals.count) removed", plan.removals.isEmpty ? .dim : .removed),
        ]
        let foreign = count(.foreign)
        if foreign > 0 { runs += [Run(" · "), Run("\(foreign) not MockScope's", .error)] }
        let edited = count(.handEdited) + plan.editedRemovals.count
        if edited > 0 { runs += [Run(" · "), Run("\(edited) edited by hand", .error)] }
        return runs
    }

    static func body(_ plan: ExportPlan, shown: (String) -> String = { $0 }) -> [StyledLine] {
        var lines: [StyledLine] = []
        for file in plan.files {
            var row = [Run(label(file.status), style(file.status)), Run(" " + shown(file.path))]
            if file.status == .new { row.append(Run("  (\(file.content.lines(.nonEmpty).count) lines)", .dim)) }
            lines.append(StyledLine(row))
            lines += diff(file).prefix(diffLinesPerFile)
        }
        for path in plan.removals {
            let edited = plan.editedRemovals.contains(path)
            lines.append(
                StyledLine([
                    Run(edited ? "EDITED BY HAND, will not remove:" : "removed  ", edited ? .error : .removed),
                    Run(" " + shown(path)),
                ]))
        }
        if plan.files.isEmpty {
            lines.append(StyledLine([Run("No mock could be generated; nothing to write.", .error)]))
        }
        return lines
    }

    static func footer(_ preview: ExportPreview) -> [StyledLine] {
        let destination = [Run("d", .hint), Run(" destination    "), Run("Esc", .hint), Run(" cancel")]
        let removals = preview.plan.removals.count
        let last: StyledLine
        if !preview.canWrite {
            last = StyledLine([Run("Cannot write here. ", .error)] + destination)
        } else if !preview.changesSomething {
            last = StyledLine([Run("Every file is current; nothing to write.    ", .dim)] + destination)
        } else if !preview.writesOnConfirm {
            last = StyledLine(
                [
                    Run("Removes \(removals) file\(removals == 1 ? "" : "s") written earlier: ", .warning),
                    Run("y", .hint), Run(" review them    "),
                ] + destination)
        } else if removals > 0 {
            last = StyledLine(
                [Run("y", .hint), Run(" write and remove \(removals) file\(removals == 1 ? "" : "s")    ", .warning)]
                    + destination)
        } else {
            last = StyledLine([Run("y", .hint), Run(" write    ")] + destination)
        }
        return [StyledLine(plain: ""), last]
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
