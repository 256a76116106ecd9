import MockModel
import MockPipeline

/// The explorer's one state transition: pure, so every behaviour is testable without a terminal.
/// Effects it returns run outside and come back as actions.
public func reduce(_ state: inout ExplorerState, _ action: ExplorerAction) -> [Effect] {
    let focusedBefore = state.focusedProtocol?.id
    if !action.isResult {
        state.forgetTransientHighlights()
    }
    var effects = state.apply(action)
    if state.focusedProtocol?.id != focusedBefore {
        state.focusedProtocolChanged()
    }
    effects += state.requestFocusedContent()
    if action.mayChangeMocks { effects += state.requestVerification() }
    return effects
}

extension ExplorerAction {
    /// Actions after which the generated mocks may differ, so verification may be due.
    var mayChangeMocks: Bool {
        switch self {
        case .mocksGenerated, .cycleCondition, .cycleAccess, .toggleSendable, .cycleStyle, .resetOptions, .changeOption,
            .toggleOptionScope, .submitPrompt:
            true
        default:
            false
        }
    }

    /// Results of background work, as opposed to something a person did.
    var isResult: Bool {
        switch self {
        case .scanFound, .scanFinished, .scanFailed, .sourceLoaded, .mocksGenerated, .mockHighlighted,
            .exportPlanned,
            .exportWritten, .exportFailed, .exportChecked, .notify, .fadeHighlights, .verificationFinished,
            .verificationFailed:
            true
        default:
            false
        }
    }
}

extension ExplorerState {
    mutating func apply(_ action: ExplorerAction) -> [Effect] {
        if prompt != nil, let effects = applyToPrompt(action) { return effects }
        if overlay != nil, let effects = applyToOverlay(action) { return effects }
        switch action {
        case .move(let delta): move(by: delta)
        case .jumpToTop: move(by: -lineCount(of: focus))
        case .jumpToBottom: move(by: lineCount(of: focus))
        case .page(let pages): move(by: pages * max(1, visibleRows(of: focus) - 1))
        case .halfPage(let halves): move(by: halves * max(1, visibleRows(of: focus) / 2))
        case .scrollSideways(let steps): scrollSideways(by: steps)
        case .focusNext: changeFocus(to: focus.next)
        case .focusPrevious: changeFocus(to: focus.previous)
        case .focusMock: focus = .mock
        case .toggleZoom: toggleZoom()
        case .mouse(let event): handleMouse(event)
        case .resize(let newSize): resize(to: newSize)
        case .startFilter:
            // A new query starts empty; the old one stays in force until the first key.
            prompt = Prompt(.filter)
        case .toggleSelection: toggleSelection()
        case .selectAllVisible: selectAllVisible()
        case .selectMarked: selectMarked()
        case .startSearch: if focus.isText { prompt = Prompt(.search(focus)) }
        case .searchNext: search(forward: true)
        case .searchPrevious: search(forward: false)
        case .revealDiagnostic: openDiagnostic()
        case .type, .deleteBackward, .submitPrompt, .cancelPrompt: break
        case .cycleCondition: return cycleCondition(project: false)
        case .cycleAccess: return cycleAccess(project: false)
        case .toggleSendable: return toggleSendable(project: false)
        case .cycleStyle: return cycleStyle(project: false)
        case .resetOptions: return resetOptions()
        case .openOptions: overlay = .options(OptionsPanel())
        case .changeOption, .toggleOptionScope, .confirm: break
        case .dismiss: goBack()
        case .export: return beginExport()
        case .changeDestination: break
        case .showHelp: overlay = .help(top: 0)
        case .rescan: return startScan()
        case .quit:
            if zoomed { toggleZoom() } else { return quit() }
        case .scanFound(let batch, let number): receive(batch, scan: number)
        case .scanFinished(let result, let number): return number == scanNumber ? finishScan(result) : []
        case .scanFailed(let reason, let number): if number == scanNumber { failScan(reason) }
        case .sourceLoaded(let path, let text): sources[path] = text
        case .mocksGenerated(let views): receive(views)
        case .verificationFinished(let generation, let result): finishVerification(generation, result)
        case .verificationFailed(let generation, let reason): failVerification(generation, reason)
        case .mockHighlighted(let view): receiveHighlighting(view)
        case .exportPlanned(var preview):
            preview.notCompiling = selectedNotCompiling
            overlay = .export(preview)
            message = nil
        case .exportWritten(let summary): return finishExport(summary)
        case .exportChecked(let number, let standings): receiveExportCheck(number, standings)
        case .exportFailed(let reason): message = Message(reason, isError: true)
        case .notify(let notice): message = notice
        case .fadeHighlights: clearChangedLines()
        }
        return []
    }

    mutating func forgetTransientHighlights() {
        clearChangedLines()
        if prompt == nil { message = nil }
    }

    mutating func clearChangedLines() {
        for id in mocksWithChangedLines {
            mocks[id]?.changedLines = []
        }
        mocksWithChangedLines = []
    }

    /// A new protocol has the cursor: show its declaration near the top of the source pane.
    mutating func focusedProtocolChanged() {
        cursorID = focusedProtocol?.id
        diagnosticCursor = 0
        scrolls[.mock] = Scroll()
        let firstLine = focusedProtocol?.lineRange.lowerBound ?? 1
        scrolls[.source] = Scroll(top: max(0, firstLine - 1 - Self.sourceContextLines), left: 0)
    }

    /// Lines shown above a declaration, so its surroundings are visible.
    static let sourceContextLines = 2

    /// Asks for the focused protocol's file and mock when they are missing or stale.
    mutating func requestFocusedContent() -> [Effect] {
        guard let model = focusedProtocol else { return [] }
        var effects: [Effect] = []
        let path = model.location.file
        if sources[path] == nil, !requestedSources.contains(path) {
            requestedSources.insert(path)
            effects.append(.loadSource(path: path))
        }
        effects += requestMocks(for: [model])
        if let view = currentMock(for: model), !view.isHighlighted, requestedHighlights.insert(view.request).inserted {
            effects.append(.highlightMock(view))
        }
        return effects
    }

    /// Asks the pipeline for every mock among `models` that is not current and not on its way.
    mutating func requestMocks(for models: [ProtocolModel]) -> [Effect] {
        guard let generator else { return [] }
        var work: [(ProtocolModel, EffectiveOptions)] = []
        for model in models where currentMock(for: model) == nil {
            let request = MockRequest(protocolID: model.id, options: options(for: model))
            if requestedMocks.insert(request).inserted { work.append((model, request.options)) }
        }
        return work.isEmpty ? [] : [.generateMocks(generator, work)]
    }

    mutating func receive(_ views: [MockView]) {
        for var view in views {
            // Not asked for (any more): a result from before a rescan, or a duplicate.
            let request = MockRequest(protocolID: view.mock.protocolID, options: view.requestedOptions)
            guard requestedMocks.remove(request) != nil else { continue }
            if let previous = mocks[view.mock.protocolID], previous.mock.text != view.mock.text {
                let before = Set(previous.lines.map(\.text))
                view.changedLines = Set(view.lines.indices.filter { !before.contains(view.lines[$0].text) })
            }
            mockErrorCount += view.errorCount - (mocks[view.mock.protocolID]?.errorCount ?? 0)
            if !view.changedLines.isEmpty { mocksWithChangedLines.insert(view.mock.protocolID) }
            mocks[view.mock.protocolID] = view
        }
    }

    /// Highlighted lines for a mock shown as plain text, if it is still the current one.
    mutating func receiveHighlighting(_ view: MockView) {
        requestedHighlights.remove(view.request)
        guard let current = mocks[view.mock.protocolID], current.request == view.request,
            current.mock.text == view.mock.text
        else { return }
        mocks[view.mock.protocolID]?.lines = view.lines
        mocks[view.mock.protocolID]?.isHighlighted = true
    }

    mutating func quit() -> [Effect] {
        if hasUnsavedChanges, overlay != .confirmQuit {
            overlay = .confirmQuit
            return []
        }
        overlay = nil
        shouldQuit = true
        return [.quit]
    }
}
