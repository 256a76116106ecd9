@testable import ExplorerCore
import Foundation
import MockModel
import Testing

@testable import MockPipeline

/// The export preview: totals first, a destination that can change, removals confirmed twice,
/// and scrolling that costs nothing at any size.
@Suite("Explorer export preview")
struct ExplorerExportPreviewTests {
    typealias F = ExplorerFixtures

    static func file(_ name: String, _ status: ExportFile.Status) -> ExportFile {
        ExportFile(
            path: "Project/Mocks/\(name)Mock.swift", content: "a\nb\n", status: status,
            previous: status == .changed ? "a\nc\n" : status == .unchanged ? "a\nb\n" : nil)
    }

    static func preview(removals: [String] = [], files: [ExportFile]? = nil) -> ExportPreview {
        let files = files ?? [file("Auth", .new), file("Note", .changed), file("Token", .unchanged)]
        return ExportPreview(
            plan: ExportPlan(files: files, removals: removals), output: "Project/Mocks", imports: [],
            mockCount: files.count, diagnostics: [])
    }

    func screen(_ state: ExplorerState) -> [String] {
        layout(state, size: state.display.size).lines.map {
            $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
    }

    /// The box's rows, without the border: whole lines of what the preview says.
    func boxRows(_ state: ExplorerState) -> [String] {
        layout(state, size: state.display.size).lines.compactMap { line -> String? in
            let parts = line.split(separator: "│", omittingEmptySubsequences: false)
            guard parts.count >= 3, let inner = parts.first(where: { $0.hasPrefix(" ") && $0.count > 40 }) else {
                return nil
            }
            return inner.trimmingCharacters(in: .whitespaces)
        }
    }

    func hintRow(_ state: ExplorerState) -> String {
        layout(state, size: state.display.size).lines[state.display.size.height - 1].trimmingCharacters(
            in: .whitespaces)
    }

    @Test func totalsComeFirstAndTheFooterSaysWhatYDoes() {
        var state = F.scannedState(size: Size(width: 80, height: 24), config: ProjectConfig(output: "Mocks/"))
        F.apply([.exportPlanned(Self.preview())], to: &state)
        #expect(
            boxRows(state) == [
                "3 mocks to Project/Mocks", "1 new · 1 changed · 1 unchanged · 0 removed", "imports: none", "",
                "new       Project/Mocks/AuthMock.swift  (2 lines)", "changed   Project/Mocks/NoteMock.swift",
                "- c", "+ b", "unchanged Project/Mocks/TokenMock.swift", "",
                "y write    d destination    Esc cancel",
            ])
        #expect(hintRow(state) == "y write  d destination  Esc cancel")
    }

    @Test func removingFilesTakesASecondConfirmation() {
        var state = F.scannedState(size: Size(width: 100, height: 30), config: ProjectConfig(output: "Mocks/"))
        F.apply([.exportPlanned(Self.preview(removals: ["Project/Mocks/OldMock.swift"]))], to: &state)
        var rows = boxRows(state)
        #expect(rows[1] == "1 new · 1 changed · 1 unchanged · 1 removed")
        #expect(rows.last == "Removes 1 file written earlier: y review them    d destination    Esc cancel")
        #expect(hintRow(state) == "y review removals  d destination  Esc cancel")
        #expect(F.apply([.confirm], to: &state).isEmpty, "the first y writes nothing")
        #expect(hintRow(state) == "y write  d destination  Esc cancel")
        rows = boxRows(state)
        #expect(
            rows.suffix(3) == [
                "removed   Project/Mocks/OldMock.swift", "", "y write and remove 1 file    d destination    Esc cancel",
            ])
        #expect(F.apply([.confirm], to: &state).map(\.name) == ["writeExport"])
    }

    @Test func aBlockedExportOffersAnotherDestinationNotAWrite() {
        var state = F.scannedState(size: Size(width: 100, height: 30), config: ProjectConfig(output: "Mocks/"))
        F.apply([.exportPlanned(Self.preview(files: [Self.file("Auth", .foreign)]))], to: &state)
        #expect(boxRows(state).last == "Cannot write here. d destination    Esc cancel")
        #expect(hintRow(state) == "d destination  Esc cancel", "no y in the footer when y cannot write")
        #expect(Keymap.action(for: .character("y"), in: state) == nil)
        F.apply([.changeDestination], to: &state)
        #expect(state.overlays.box == nil)
        #expect(state.overlays.prompt == Prompt(.output, text: "Mocks/"))
        F.apply(Array(repeating: .deleteBackward, count: 6) + "Test/Mocks/".map(ExplorerAction.type), to: &state)
        #expect(F.apply([.submitPrompt], to: &state).map(\.name) == ["planExport"])
        #expect(state.config.working.output == "Test/Mocks/")
    }

    @Test func tenThousandFilesScrollToTheEndAndBack() {
        var state = F.scannedState(size: Size(width: 100, height: 30), config: ProjectConfig(output: "Mocks/"))
        let files = (0..<10_000).map { Self.file("P\($0)", .new) }
        F.apply([.exportPlanned(Self.preview(files: files))], to: &state)
        F.apply([.jumpToBottom], to: &state)
        var rows = boxRows(state)
        #expect(
            rows.suffix(3) == [
                "new       Project/Mocks/P9999Mock.swift  (2 lines)", "", "y write    d destination    Esc cancel",
            ])
        #expect(layout(state, size: state.display.size).lines[27].contains(" 9983-10006/10006 "))
        F.apply([.page(-1), .jumpToTop], to: &state)
        rows = boxRows(state)
        #expect(rows.first == "10000 mocks to Project/Mocks")
    }

    /// A project opened by its absolute path put the same prefix on every row, and at 80 columns
    /// cut off each file's line count; the paths now read from the project's root.
    @Test func pathsReadFromTheProjectRoot() {
        var state = F.scannedState(size: Size(width: 80, height: 24), config: ProjectConfig(output: "Mocks/"))
        let error = Diagnostic(.error, .operatorRequirement, "no", at: SourceLocation(file: "x", line: 1, column: 1))
        let preview = ExportPreview(
            plan: ExportPlan(files: [Self.file("Auth", .new)], removals: ["Project/Mocks/OldMock.swift"]),
            output: "Project/Mocks/", imports: [], mockCount: 1, diagnostics: [error], root: "Project")
        F.apply([.exportPlanned(preview)], to: &state)
        let rows = boxRows(state)
        #expect(rows.first == "1 mock to Mocks/")
        #expect(rows.contains("1 error: its protocol is left out"))
        #expect(rows.contains("new       Mocks/AuthMock.swift  (2 lines)"))
        #expect(rows.contains("removed   Mocks/OldMock.swift"))
    }

    @Test func nothingSelectedIsSaidPlainly() {
        var state = F.scannedState(config: ProjectConfig(output: "Mocks/"))
        F.apply([.selectAllVisible, .selectAllVisible], to: &state)
        #expect(F.apply([.export], to: &state).isEmpty)
        #expect(state.overlays.message == Message(ExplorerState.nothingSelected, isError: true))
    }
}
