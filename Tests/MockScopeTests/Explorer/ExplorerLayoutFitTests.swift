@testable import ExplorerCore
@testable import ExplorerTerminal
import Foundation
import MockModel
import Testing

/// Space goes where the text is: a list as wide as its names, a one-line empty diagnostics
/// pane, cut lines that show the cut, and ASCII when the terminal has no UTF-8.
@Suite("Explorer layout: fitting the text")
struct ExplorerLayoutFitTests {
    typealias F = ExplorerFixtures

    static let forecast = "    func forecast(for city: String) async throws -> Forecast"

    func weatherState(size: Size) -> ExplorerState {
        let model = F.model("WeatherService", file: "Project/Weather.swift", line: 1, marked: true, lines: 1...3)
        var state = F.scannedState(F.scan([model]), size: size)
        let lines = ["protocol WeatherService {", Self.forecast, "}"].map(StyledLine.init(plain:))
        F.apply([.sourceLoaded(path: "Project/Weather.swift", .loaded(lines))], to: &state)
        return state
    }

    @Test func at160ColumnsTheSourcePaneShowsALongRequirementWhole() {
        let state = weatherState(size: Size(width: 160, height: 48))
        let lines = layout(state, size: state.display.size).lines
        let listWidth = state.geometry!.list.width
        #expect(listWidth == 24)
        let sourceRow = lines[2].dropFirst(listWidth + 1).prefix(state.geometry!.source.width)
        #expect(sourceRow.trimmingCharacters(in: .whitespaces) == "2 " + Self.forecast)
    }

    @Test func aCutLineEndsWithAnEllipsisOrAGreaterThanSignInASCII() {
        var state = weatherState(size: Size(width: 80, height: 24))
        state.display.focus = .source
        let source = state.geometry!.source
        #expect(source.width < 65, "the line does not fit")
        var row = layout(state, size: state.display.size).lines[2]
        var shown = String(row.dropFirst(source.x).prefix(source.width))
        #expect(shown.hasPrefix("   2     func forecast(for"))
        #expect(shown.hasSuffix("…") && shown.count == source.width)
        state.display.hints.asciiOnly = true
        row = layout(state, size: state.display.size).lines[2]
        shown = String(row.dropFirst(source.x).prefix(source.width))
        #expect(shown.hasSuffix(">") && shown.count == source.width)
    }

    @Test func withoutUTF8MarksAndBordersBecomeASCII() {
        var state = F.scannedState(size: Size(width: 80, height: 24))
        state.display.hints.asciiOnly = true
        let lines = layout(state, size: state.display.size).lines.map(AsciiFallback.ascii)
        #expect(lines[1].hasPrefix("* M AuthService         |"))
        #expect(lines[2].hasPrefix("    TokenStore          |"))
        #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    }
}
