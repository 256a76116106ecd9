@testable import ExplorerCore
import Foundation
import MockModel
import MockPipeline
import Testing

/// Option keys change the protocol on screen; a selection is changed only after `b` and while the
/// status line says so, a bulk change keeps what a marker wrote in source, and `u` takes any
/// change back.
@Suite("Explorer option keys: what they change")
struct ExplorerOptionTargetTests {
    typealias F = ExplorerFixtures

    func statusRow(_ state: ExplorerState) -> String {
        layout(state, size: state.display.size).lines[state.display.size.height - 2]
    }

    func padded(_ text: String, _ width: Int = 160) -> String {
        text.padding(toLength: width, withPad: " ", startingAt: 0)
    }

    @Test func marksAloneDoNotMakeOptionKeysActOnTheSelection() {
        var state = F.scannedState()
        #expect(state.selectedProtocols.count == 2, "the two marked ones start selected")
        F.apply([.cycleOption(.access)], to: &state)
        // AuthService is internal: its own level is skipped, so the first key changes the mock.
        #expect(state.options(for: state.protocols[0]).access == .package)
        #expect(state.options(for: state.protocols[2]).access == nil, "the other marked protocol is untouched")
        #expect(state.overlays.message?.text == "access package for AuthService")
    }

    @Test func onAnUnselectedProtocolOnlyThatOneChanges() {
        var state = F.scannedState()
        F.apply([.selectMarked, .move(1), .cycleOption(.access)], to: &state)
        #expect(state.bulkTargets == nil)
        #expect(state.options(for: state.protocols[1]).access == .package)
        #expect(state.options(for: state.protocols[0]).access == nil)
        #expect(state.options(for: state.protocols[2]).access == nil)
    }

    /// One `space` used to turn every later option key into a change of the whole selection.
    @Test func aSelectionAloneLeavesOptionKeysOnTheFocusedProtocol() {
        var state = F.scannedState()
        F.apply([.selectMarked, .cycleOption(.sendable)], to: &state)
        #expect(state.bulkTargets == nil)
        #expect(state.options(for: state.protocols[0]).sendable == .locked)
        #expect(state.options(for: state.protocols[2]).sendable == .auto)
        #expect(state.overlays.message?.text == "Sendable locked for AuthService")
    }

    @Test func bulkNeedsTwoSelectedAndBGoesBack() {
        var state = F.scannedState(
            config: ProjectConfig(protocols: ["NoteRepository": ProtocolOverride(include: false)]))
        F.apply([.toggleBulkOptions], to: &state)
        #expect(state.overlays.message?.isError == true)
        #expect(state.bulkTargets == nil)
        F.apply([.selectMarked, .toggleBulkOptions], to: &state)
        #expect(state.bulkTargets?.count == 2)
        F.apply([.toggleBulkOptions], to: &state)
        #expect(state.bulkTargets == nil)
        #expect(state.overlays.message?.text == "option keys change the focused protocol only")
    }

    @Test func anExplicitSelectionIsAnnouncedBeforeTheKeyAndThenChanged() {
        var state = F.scannedState()
        #expect(
            statusRow(state)
                == padded(
                    " AuthService (@Mockable): #if DEBUG · protocol's access · Sendable auto  │  "
                        + "4 protocols · 2 selected"))
        F.apply([.selectMarked, .toggleBulkOptions], to: &state)
        #expect(
            statusRow(state)
                == padded(
                    " c/p/s/t/f/x apply to 2 selected  │  AuthService (@Mockable): #if DEBUG · protocol's access · "
                        + "Sendable auto  │  4 protocols · 2 selected"))
        F.apply([.cycleOption(.sendable)], to: &state)
        #expect(state.options(for: state.protocols[0]).sendable == .locked)
        #expect(state.options(for: state.protocols[2]).sendable == .locked)
        #expect(state.options(for: state.protocols[1]).sendable == .auto)
        #expect(state.overlays.message?.text == "Sendable locked for 2 protocols")
    }

    @Test func everyCycleComesBackToAsDeclared() {
        var state = F.scannedState()
        let auth = state.protocols[0]
        F.apply([.cycleOption(.sendable)], to: &state)
        #expect(state.config.working.protocols["AuthService"]?.options.sendable == .locked)
        F.apply([.cycleOption(.sendable)], to: &state)
        #expect(state.config.working.protocols["AuthService"] == nil, "as declared: nothing stored")
        #expect(state.overlays.message?.text == "Sendable as declared (auto) for AuthService")
        F.apply([.cycleOption(.condition)], to: &state)
        #expect(state.options(for: auth).condition == .always)
        F.apply([.cycleOption(.condition), .cancelPrompt, .cycleOption(.condition)], to: &state)
        #expect(state.overlays.prompt?.kind == .freeForm(.condition, project: false), "custom comes after always")
    }

    @Test func theMarkersValueIsWhereTheCycleStarts() {
        let marked = ProtocolModel(
            name: "Clock", location: SourceLocation(file: "Project/Clock.swift", line: 1, column: 1), access: nil,
            members: [], marker: Marker(kind: .attribute, options: MockOptions(condition: .always)), lineRange: 1...3)
        var state = F.scannedState(F.scan([marked]))
        #expect(state.options(for: marked).condition == .always)
        var seen: [MockCondition] = []
        F.apply([.cycleOption(.condition)], to: &state)
        seen.append(state.options(for: marked).condition)
        F.apply([.cycleOption(.condition)], to: &state)
        #expect(state.overlays.prompt != nil, "after DEBUG the custom prompt: always is the declared value")
        F.apply("MOCKS".map(ExplorerAction.type) + [.submitPrompt], to: &state)
        seen.append(state.options(for: marked).condition)
        F.apply([.cycleOption(.condition)], to: &state)
        seen.append(state.options(for: marked).condition)
        #expect(seen == [.debug, .custom("MOCKS"), .always])
        #expect(state.config.working.protocols["Clock"] == nil)
    }

    @Test func resetForgetsTheFocusedProtocolsOptionsButNotItsSelection() {
        var state = F.scannedState(config: ProjectConfig(protocols: ["TokenStore": ProtocolOverride(include: true)]))
        F.apply(
            [
                .cycleOption(.access), .move(1), .cycleOption(.access), .cycleOption(.sendable),
                .cycleOption(.condition),
            ], to: &state)
        #expect(
            state.config.working.protocols["TokenStore"]
                == ProtocolOverride(condition: .always, access: .package, sendable: .locked, include: true))
        F.apply([.resetOptions], to: &state)
        #expect(state.config.working.protocols["TokenStore"] == ProtocolOverride(include: true))
        #expect(
            state.config.working.protocols["AuthService"]?.options.access == .package,
            "another protocol keeps its choice")
        #expect(state.overlays.message?.text == "options as declared for TokenStore")
    }

    /// `x` forgets the protocols' own choices only: with a project default set in the panel, the
    /// status line kept showing it after "options as declared", with nothing to say why.
    @Test func resetSaysTheProjectDefaultStillApplies() {
        var state = F.scannedState(config: ProjectConfig(defaults: MockOptions(style: .sourcery)))
        F.apply([.cycleOption(.access), .resetOptions], to: &state)
        #expect(state.config.working.protocols["AuthService"] == nil)
        #expect(state.options(for: state.protocols[0]).style == .sourcery)
        #expect(
            state.overlays.message?.text
                == "options as declared for AuthService; the project default still applies (o, then Tab, changes it)")
    }

    @Test func aBulkChangeKeepsAConditionWrittenInSource() {
        let written = ProtocolModel(
            name: "Clock", location: SourceLocation(file: "Project/Clock.swift", line: 1, column: 1), access: nil,
            members: [], marker: Marker(kind: .attribute, options: MockOptions(condition: .custom("MOCKS"))),
            lineRange: 1...3)
        var state = F.scannedState(F.scan(F.protocols + [written]))
        F.apply([.selectMarked, .toggleBulkOptions, .cycleOption(.condition)], to: &state)
        #expect(state.options(for: state.protocols[0]).condition == .always)
        #expect(state.options(for: state.protocols[2]).condition == .always)
        #expect(state.options(for: written).condition == .custom("MOCKS"))
        #expect(
            state.overlays.message?.text == "condition always for 2 protocols; Clock keeps the value written in source")
    }

    @Test func undoTakesBackOptionAndSelectionChangesOneAtATime() {
        var state = F.scannedState()
        let saved = state.config.working
        F.apply([.cycleOption(.access), .cycleOption(.access), .toggleSelection], to: &state)
        #expect(state.options(for: state.protocols[0]).access == .public)
        #expect(!state.isSelected(state.protocols[0]))
        F.apply([.undo], to: &state)
        #expect(state.isSelected(state.protocols[0]))
        #expect(state.overlays.message?.text == "undone: unselected AuthService")
        #expect(state.config.selectedCount == 2, "the counts follow the undone selection")
        F.apply([.undo], to: &state)
        #expect(state.options(for: state.protocols[0]).access == .package)
        F.apply([.undo], to: &state)
        #expect(state.config.working == saved)
        #expect(!state.config.hasUnsavedChanges)
        F.apply([.undo], to: &state)
        #expect(state.overlays.message?.text == "nothing to undo")
    }

    @Test func undoTakesBackABulkChangeWhole() {
        var state = F.scannedState()
        F.apply([.selectMarked, .toggleBulkOptions, .cycleOption(.sendable), .undo], to: &state)
        #expect(state.options(for: state.protocols[0]).sendable == .auto)
        #expect(state.options(for: state.protocols[2]).sendable == .auto)
        #expect(state.overlays.message?.text == "undone: Sendable locked for 2 protocols")
    }

    @Test func shiftCyclesBackwards() {
        var state = F.scannedState()
        F.apply([.cycleOption(.access, backward: true)], to: &state)
        #expect(state.options(for: state.protocols[0]).access == .open)
        F.apply([.cycleOption(.access, backward: true), .cycleOption(.access, backward: true)], to: &state)
        #expect(state.options(for: state.protocols[0]).access == .package)
        F.apply([.cycleOption(.style, backward: true)], to: &state)
        #expect(state.options(for: state.protocols[0]).style == MockStyle.allCases.last)
        // From as declared (DEBUG), backwards is the custom prompt, and from always it is DEBUG's
        // neighbour, as declared: `c` no longer dead-ends at the prompt.
        F.apply([.cycleOption(.condition)], to: &state)
        #expect(state.options(for: state.protocols[0]).condition == .always)
        F.apply([.cycleOption(.condition, backward: true)], to: &state)
        #expect(state.config.working.protocols["AuthService"]?.options.condition == nil)
        #expect(state.overlays.prompt == nil)
    }

    @Test func anEmptyCustomConditionGoesOnToAsDeclared() {
        var state = F.scannedState()
        F.apply([.cycleOption(.condition), .cycleOption(.condition)], to: &state)
        #expect(state.overlays.prompt?.kind == .freeForm(.condition, project: false))
        F.apply([.submitPrompt], to: &state)
        #expect(state.overlays.prompt == nil)
        #expect(state.config.working.protocols["AuthService"]?.options.condition == nil)
        #expect(state.options(for: state.protocols[0]).condition == .debug)
    }
}
