@testable import ExplorerCore
import Foundation
import MockModel
import MockPipeline
import Testing

/// The panes are as wide as what they show asks: the list as its names, the source and mock
/// panes as their lines on screen; when not everything fits, the pane read comes first.
@Suite("Explorer layout: pane widths from their content")
struct ExplorerPaneWidthTests {
    typealias F = ExplorerFixtures

    static let forecast = "    func forecast(for city: String) async throws -> Forecast"

    /// A protocol whose file holds the forecast requirement, and a mock line of `mockWidth`.
    func weatherState(size: Size, mockWidth: Int = 40, offscreenLine: Int = 0) -> ExplorerState {
        let model = F.model("WeatherService", file: "Project/Weather.swift", line: 1, marked: true, lines: 1...3)
        var state = F.scannedState(F.scan([model]), size: size)
        var source = ["protocol WeatherService {", Self.forecast, "}"]
        // A line far below the screen: only what is on screen is measured.
        if offscreenLine > 0 {
            source += Array(repeating: "", count: 200) + [String(repeating: "x", count: offscreenLine)]
        }
        F.apply(
            [.sourceLoaded(path: "Project/Weather.swift", .loaded(source.map(StyledLine.init(plain:))))], to: &state)
        let asked = state.options(for: model)
        var mock = MockGenerator(scan: F.scan([model])).mock(for: model, options: asked)
        mock.text = "class WeatherServiceMock {\n" + String(repeating: "m", count: mockWidth) + "\n}"
        let lines = mock.text!.split(separator: "\n").map { StyledLine(plain: String($0)) }
        F.apply([.mocksGenerated([MockView(mock: mock, lines: lines, requestedOptions: asked)])], to: &state)
        return state
    }

    @Test func widthsFollowTheContentWhenItFits() {
        let needs = PaneNeeds(list: 22, source: 65, mock: 41)
        let (list, source, mock) = needs.split(width: 160)
        #expect(list == 22)
        #expect(source >= 65 && mock >= 41)
        #expect(list + source + mock + 2 == 160)
        // Spare columns are shared: neither text pane takes them all.
        #expect(abs((source - 65) - (mock - 41)) <= 1)
    }

    @Test func aShortNamedListIsNarrowAndALongOneIsCapped() {
        #expect(PaneNeeds(list: 14, source: 30, mock: 30).split(width: 160).list == 14)
        #expect(PaneNeeds(list: 90, source: 30, mock: 30).split(width: 160).list == 48)
        #expect(PaneNeeds(list: 90, source: 30, mock: 30).split(width: 80).list == 28)
    }

    @Test func thePaneReadGetsItsLinesAndTheListGivesWay() {
        let reading = PaneNeeds(list: 26, source: 85, mock: 110, focus: .source).split(width: 130)
        #expect(reading.source == 85)
        #expect(reading.mock == PaneNeeds.textFloor)
        #expect(reading.list < 26 && reading.list >= PaneNeeds.listFloor)
        let mock = PaneNeeds(list: 26, source: 85, mock: 110, focus: .mock).split(width: 160)
        #expect(mock.mock == 110)
        #expect(mock.list == 26)
        // Browsing the list: the names keep their width.
        #expect(PaneNeeds(list: 26, source: 85, mock: 110).split(width: 120).list == 26)
    }

    @Test func browsingTheListTheSourceIsShownWholeFirst() {
        var (_, source, mock) = PaneNeeds(list: 26, source: 81, mock: 71).split(width: 160)
        #expect(source == 81)
        #expect(mock == 160 - 2 - 26 - 81)
        // A source too long to leave the mock a third: the mock is whole instead.
        (_, source, mock) = PaneNeeds(list: 26, source: 120, mock: 71).split(width: 160)
        #expect(mock == 71)
        // Neither fits: half each.
        (_, source, mock) = PaneNeeds(list: 26, source: 120, mock: 120).split(width: 160)
        #expect(abs(source - mock) <= 1)
    }

    @Test func whereTwoTextPanesWouldBothCutOnlyTheOneReadIsShown() {
        let browsing = PaneNeeds(list: 26, source: 65, mock: 80).split(width: 80)
        #expect(browsing == (26, 0, 80 - 1 - 26))
        let reading = PaneNeeds(list: 26, source: 65, mock: 80, focus: .source).split(width: 80)
        #expect(reading.mock == 0)
        #expect(reading.list == PaneNeeds.listFloor)
        #expect(reading.source == 80 - 1 - PaneNeeds.listFloor)
        // A short protocol beside its mock: both fit well enough, both stay.
        #expect(PaneNeeds(list: 15, source: 25, mock: 51).split(width: 80) == (15, 25, 38))
    }

    @Test func at160ColumnsTheForecastRequirementIsWholeWhateverTheMock() {
        let state = weatherState(size: Size(width: 160, height: 48), mockWidth: 120)
        let geometry = state.geometry!
        let lines = layout(state, size: state.display.size).lines
        let row = lines[2].dropFirst(geometry.source.x).prefix(geometry.source.width)
        #expect(row.trimmingCharacters(in: .whitespaces) == "2 " + Self.forecast)
    }

    @Test func at80x24TheMockOrTheSourceTakesTheRoomOfBoth() {
        var state = weatherState(size: Size(width: 80, height: 24), mockWidth: 70)
        var geometry = state.geometry!
        #expect(geometry.source.width == 0)
        #expect(geometry.mock.width >= 50)
        var lines = layout(state, size: state.display.size).lines
        #expect(lines[2].contains(String(repeating: "m", count: 40)))
        F.apply([.focusNext], to: &state)
        geometry = state.geometry!
        #expect(geometry.mock.width == 0)
        lines = layout(state, size: state.display.size).lines
        #expect(lines[2].contains("    func forecast(for city: String) async throws -> "))
        // One separator after the list, none where the hidden pane would be.
        #expect(lines[2].filter { $0 == "│" }.count == 1)
    }

    @Test func onlyTheLinesOnScreenAreMeasured() {
        let short = weatherState(size: Size(width: 160, height: 48), mockWidth: 120)
        let long = weatherState(size: Size(width: 160, height: 48), mockWidth: 120, offscreenLine: 150)
        #expect(long.geometry == short.geometry)
    }

    @Test func everySizeFrom80x24UpShowsTheListAndTheFocusedTextWhole() {
        for (width, height) in [(80, 24), (100, 30), (120, 40), (160, 48), (200, 50)] {
            var state = weatherState(size: Size(width: width, height: height), mockWidth: 90)
            F.apply([.focusNext], to: &state)
            let geometry = state.geometry!
            #expect(geometry.list.width >= PaneNeeds.listFloor)
            // The forecast line with its number's gutter (65 columns), as far as the list's and
            // the mock pane's narrowest leave room for it.
            let mockRoom = geometry.mock.width > 0 ? PaneNeeds.textFloor + 1 : 0
            #expect(geometry.source.width >= min(65, width - 1 - geometry.list.width - mockRoom))
            let shown = [geometry.list, geometry.source, geometry.mock].filter { $0.width > 0 }
            #expect(shown.reduce(0) { $0 + $1.width } + shown.count - 1 == width)
        }
    }
}
