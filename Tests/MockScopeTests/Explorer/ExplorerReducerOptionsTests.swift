@testable import ExplorerCore
import MockModel
import MockPipeline
import Testing

@Suite("Explorer reducer: selection and options")
struct ExplorerReducerOptionsTests {
    typealias F = ExplorerFixtures

    @Test func markedProtocolsStartSelected() {
        let state = F.scannedState()
        #expect(state.selectedProtocols.map(\.name) == ["AuthService", "NoteRepository"])
        #expect(!state.config.hasUnsavedChanges)
    }

    @Test func toggleSelectionFlipsAndMovesDown() {
        var state = F.scannedState()
        F.apply([.move(1), .toggleSelection], to: &state)
        #expect(state.config.working.protocols["TokenStore"]?.include == true)
        #expect(state.focusedProtocol?.name == "NoteRepository")
        F.apply([.toggleSelection], to: &state)
        #expect(state.config.working.protocols["NoteRepository"]?.include == false)
        F.apply([.move(-2), .toggleSelection], to: &state)
        #expect(state.config.working.protocols["TokenStore"] == nil, "back to the marker's default: nothing stored")
    }

    @Test func selectAllVisibleThenNone() {
        var state = F.scannedState()
        F.apply([.selectAllVisible], to: &state)
        #expect(state.selectedProtocols.count == 4)
        F.apply([.selectAllVisible], to: &state)
        #expect(state.selectedProtocols.isEmpty)
    }

    @Test func selectAllOnlyTouchesVisibleProtocols() {
        var state = F.scannedState()
        F.apply([.startFilter, .type("v"), .type("a"), .type("l"), .submitPrompt, .selectAllVisible], to: &state)
        #expect(state.selectedProtocols.map(\.name) == ["AuthService", "NoteRepository", "ValueFormatter"])
    }

    @Test func selectMarkedAddsTheMarkedOnes() {
        var state = F.scannedState()
        F.apply([.selectAllVisible, .selectAllVisible, .selectMarked], to: &state)
        #expect(state.selectedProtocols.map(\.name) == ["AuthService", "NoteRepository"])
    }

    @Test func cycleConditionGoesDebugAlwaysThenPromptsForCustom() {
        var state = F.scannedState()
        let auth = state.protocols[0]
        F.apply([.cycleOption(.condition)], to: &state)
        #expect(state.options(for: auth).condition == .always)
        #expect(state.config.hasUnsavedChanges)
        F.apply([.cycleOption(.condition)], to: &state)
        #expect(state.overlays.prompt?.kind == .freeForm(.condition, project: false))
        F.apply([.type("!"), .type("("), .submitPrompt], to: &state)
        #expect(state.overlays.prompt?.problem != nil, "an invalid expression is refused")
        F.apply([.deleteBackward, .deleteBackward], to: &state)
        for character in "MOCKING || UITESTS" { F.apply([.type(character)], to: &state) }
        #expect(state.overlays.prompt?.problem == nil)
        F.apply([.submitPrompt], to: &state)
        #expect(state.overlays.prompt == nil)
        #expect(state.options(for: auth).condition == .custom("MOCKING || UITESTS"))
        F.apply([.cycleOption(.condition)], to: &state)
        #expect(state.options(for: auth).condition == .debug)
    }

    @Test func optionsApplyToTheFocusedProtocolWhenNothingIsSelected() {
        var state = F.scannedState()
        F.apply([.selectAllVisible, .selectAllVisible, .move(3), .cycleOption(.sendable)], to: &state)
        #expect(state.options(for: state.protocols[3]).sendable == .locked)
        #expect(state.options(for: state.protocols[0]).sendable == .auto)
    }

    /// Every level but the protocol's own (internal, which "as declared" already gives), then
    /// back to as declared.
    @Test func cycleAccessVisitsEveryOtherLevelAndReturns() {
        var state = F.scannedState()
        var seen: [AccessLevel?] = []
        for _ in 0..<4 {
            F.apply([.cycleOption(.access)], to: &state)
            seen.append(state.options(for: state.protocols[0]).access)
        }
        #expect(seen == [.package, .public, .open, nil])
    }

    /// Only the mock on screen is generated again; the others wait until shown or exported.
    @Test func optionChangesAskOnlyForTheMockOnScreen() {
        var state = F.scannedState()
        let effects = F.apply([.cycleOption(.sendable)], to: &state)
        guard case .generateMocks(_, let work, _)? = effects.first(where: { $0.name == "generateMocks" }) else {
            Issue.record("no generateMocks effect")
            return
        }
        #expect(work.map(\.0.name) == [state.focusedProtocol?.name])
        #expect(work.allSatisfy { $0.1.sendable == .locked })
    }

    @Test func optionsPanelEditsTheProjectDefaultInProjectScope() {
        var state = F.scannedState()
        F.apply([.openOptions, .toggleOptionScope, .move(1), .changeOption], to: &state)
        #expect(state.config.working.defaults.access == .internal)
        #expect(state.config.working.protocols.isEmpty)
        #expect(state.options(for: state.protocols[1]).access == .internal, "defaults reach unselected ones too")
        F.apply([.move(1), .changeOption], to: &state)
        #expect(state.config.working.defaults.sendable == .locked)
        F.apply([.move(1), .changeOption], to: &state)
        #expect(state.config.working.defaults.style == .ozon)
        F.apply([.move(OptionsPanel.Row.all.firstIndex(of: .scope)! - 3), .changeOption], to: &state)
        guard case .options(let panel)? = state.overlays.box else {
            Issue.record("panel closed")
            return
        }
        #expect(!panel.projectScope, "the scope row switches the scope back")
        F.apply([.dismiss], to: &state)
        #expect(state.overlays.box == nil)
    }

    @Test func changedMockLinesAreHighlightedUntilTheNextKey() {
        var state = F.scannedState()
        let generator = MockGenerator(scan: F.scan())
        let auth = state.protocols[0]
        let firstOptions = state.options(for: auth)
        var first = generator.mock(for: auth, options: firstOptions)
        first.text = "a\nb\nc"
        F.apply(
            [
                .mocksGenerated([
                    MockView(
                        mock: first, lines: ["a", "b", "c"].map(StyledLine.init(plain:)), requestedOptions: firstOptions
                    )
                ])
            ], to: &state)
        F.apply([.cycleOption(.sendable)], to: &state)
        let secondOptions = state.options(for: auth)
        var second = generator.mock(for: auth, options: secondOptions)
        second.text = "a\nB\nc"
        F.apply(
            [
                .mocksGenerated([
                    MockView(
                        mock: second, lines: ["a", "B", "c"].map(StyledLine.init(plain:)),
                        requestedOptions: secondOptions)
                ])
            ], to: &state
        )
        #expect(state.currentMock(for: auth)?.changedLines == [1])
        F.apply([.move(0)], to: &state)
        #expect(state.currentMock(for: auth)?.changedLines == [])
    }
}

@Suite("Explorer reducer: imports")
struct ExplorerImportsTests {
    @Test func importsRowEditsTheImportsOfEveryGeneratedFile() {
        var state = ExplorerFixtures.scannedState()
        ExplorerFixtures.apply(
            [.openOptions, .move(OptionsPanel.Row.all.firstIndex(of: .imports)!), .changeOption], to: &state)
        #expect(state.overlays.prompt?.kind == .imports)
        ExplorerFixtures.apply("Foundation @testable App".map(ExplorerAction.type) + [.submitPrompt], to: &state)
        #expect(state.config.working.imports == ["Foundation"])
        #expect(state.config.working.testableImports == ["App"])
        ExplorerFixtures.apply([.changeOption], to: &state)
        #expect(state.overlays.prompt?.text == "Foundation @testable App")
    }
}

@Suite("Explorer reducer: generated mocks")
struct ExplorerGeneratedMockTests {
    @Test func aMockReportedWithResolvedOptionsIsStillCurrent() {
        var state = ExplorerFixtures.scannedState()
        let auth = state.protocols[0]
        let asked = state.options(for: auth)
        var mock = MockGenerator(scan: ExplorerFixtures.scan()).mock(for: auth, options: asked)
        mock.options.access = .internal
        mock.text = "final class AuthServiceMock {}"
        let view = MockView(mock: mock, lines: [StyledLine(plain: mock.text!)], requestedOptions: asked)
        let effects = ExplorerFixtures.apply([.mocksGenerated([view])], to: &state)
        #expect(state.currentMock(for: auth)?.mock.text == "final class AuthServiceMock {}")
        #expect(effects.isEmpty, "no request again for a mock that is here")
        #expect(layout(state, size: state.display.size).lines[0].contains("Mock [internal, #if DEBUG, auto]"))
    }

    @Test func aResultNobodyAskedForIsDropped() {
        var state = ExplorerFixtures.scannedState()
        let auth = state.protocols[0]
        var mock = MockGenerator(scan: ExplorerFixtures.scan()).mock(
            for: auth, options: EffectiveOptions(sendable: .locked))
        mock.text = "stale"
        ExplorerFixtures.apply([.mocksGenerated([MockView(mock: mock, lines: [])])], to: &state)
        #expect(state.contents.mocks[auth.id] == nil)
    }
}

@Suite("Explorer reducer: fading highlights")
struct ExplorerFadeTests {
    @Test func fadeClearsChangedLinesButKeepsTheMessage() {
        var state = ExplorerFixtures.scannedState()
        let auth = state.protocols[0]
        let asked = state.options(for: auth)
        var mock = MockGenerator(scan: ExplorerFixtures.scan()).mock(for: auth, options: asked)
        mock.text = "x"
        // A first version, then a second that differs: the second arrives with a changed line.
        let first = MockView(mock: mock, lines: [StyledLine(plain: "x")], requestedOptions: asked)
        mock.text = "y"
        let second = MockView(mock: mock, lines: [StyledLine(plain: "y")], requestedOptions: asked)
        for view in [first, second] {
            state.contents.requestedMocks.insert(MockRequest(protocolID: auth.id, options: asked))
            state.contents.receive([view])
        }
        state.overlays.message = Message("access internal for 2 protocols")
        #expect(state.contents.hasChangedLines)
        ExplorerFixtures.apply([.fadeHighlights], to: &state)
        #expect(!state.contents.hasChangedLines)
        #expect(state.overlays.message == Message("access internal for 2 protocols"))
    }
}
