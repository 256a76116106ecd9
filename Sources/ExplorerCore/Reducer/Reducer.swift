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
        case .mocksGenerated, .cycleOption, .undo, .resetOptions, .changeOption, .toggleOptionScope, .submitPrompt:
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
            .comparisonGenerated, .kindGenerated, .filesChangedOnDisk, .exportWritten, .exportFailed, .configSaved,
            .configSaveFailed,
            .exportChecked, .usesRead,
            .notify, .fadeHighlights,
            .verificationFinished, .verificationProgressed, .verificationFailed, .verificationBuilding,
            .trustChecked:
            true
        default:
            false
        }
    }
}

extension ExplorerState {
    mutating func apply(_ action: ExplorerAction) -> [Effect] {
        // A terminal too small to show anything takes no keys but quitting: nothing may change
        // where nobody can see it.
        // The first scan is asked for before the terminal may have its size (a new tmux pane, a
        // window still opening): it starts whatever the size, or nothing would ever start it.
        if !action.isResult, geometry == nil {
            switch action {
            case .quit, .resize, .confirm, .dismiss, .rescan: break
            default: return []
            }
        }
        if overlays.prompt != nil, let effects = applyToPrompt(action) { return effects }
        if overlays.box != nil, let effects = applyToOverlay(action) { return effects }
        switch action {
        case .move, .jumpToTop, .jumpToBottom, .page, .halfPage: if let motion = action.motion { move(motion) }
        case .scrollSideways(let steps): scrollSideways(by: steps)
        case .focusNext: changeFocus(to: display.focus.next)
        case .focusPrevious: changeFocus(to: display.focus.previous)
        case .focusMock: display.focus = .mock
        case .toggleZoom: toggleZoom()
        case .mouse(let event): handleMouse(event)
        case .resize(let newSize): resize(to: newSize)
        case .startFilter:
            // A new query starts empty; the old one stays in force until the first key.
            overlays.prompt = Prompt(.filter)
        case .toggleSelection: toggleSelection()
        case .selectAllVisible: selectAllVisible()
        case .selectMarked: selectMarked()
        case .startSearch: if display.focus.isText { overlays.prompt = Prompt(.search(display.focus)) }
        case .searchNext: search(forward: true)
        case .searchPrevious: search(forward: false)
        case .revealDiagnostic: openDiagnostic()
        case .type, .deleteBackward, .deleteWordBackward, .clearPrompt, .submitPrompt, .cancelPrompt: break
        case .cycleOption(let option, let backward): return cycle(option, project: false, backward: backward)
        case .toggleBulkOptions: toggleBulkOptions()
        case .undo: return undo()
        case .saveChoices: return beginSavingChoices()
        case .compareStyles: compareNextStyle()
        case .cycleKind: showNextKind()
        case .toggleDropUnselected: break
        case .resetOptions: return resetOptions()
        case .openOptions: overlays.box = .options(OptionsPanel())
        case .changeOption, .toggleOptionScope, .confirm: break
        case .dismiss: goBack()
        case .export: return beginExport()
        case .changeDestination: break
        case .showHelp: overlays.box = .help(ListViewport())
        case .rescan: return startScan()
        case .askTrust: askTrust()
        case .trustFolder: break
        case .trustChecked(let answer): return receiveTrust(answer)
        case .quit:
            if display.zoomed { toggleZoom() } else { return quit() }
        case .scanFound(let batch, let number): receive(batch, scan: number)
        case .scanFinished(let result, let number): return number == scan.number ? finishScan(result) : []
        case .scanFailed(let reason, let number): if number == scan.number { failScan(reason) }
        case .sourceLoaded(let path, let text): contents.sources[path] = text
        case .mocksGenerated(let views): contents.receive(views)
        case .verificationFinished(let generation, let result): verification.finish(generation, result)
        case .verificationProgressed(let generation, let result, let pace):
            verification.progress(generation, result, pace: pace)
        case .verificationFailed(let generation, let reason): failVerification(generation, reason)
        case .verificationBuilding(let generation, let build):
            if generation == verification.generation, !verification.checking.isEmpty { verification.building = build }
        case .mockHighlighted(let view): contents.receiveHighlighting(view)
        case .filesChangedOnDisk:
            // Not while an export is written: its own files are among the changes.
            if !isWritingExport { return startScan() }
        case .comparisonGenerated(let view):
            if contents.requestedComparisons.remove(view.request) != nil {
                contents.comparisons[view.mock.protocolID] = view
            }
        case .kindGenerated(let view):
            if contents.requestedKindViews.remove(view.request) != nil {
                contents.kindViews[view.mock.protocolID] = view
            }
        case .exportPlanned(var preview):
            preview.notCompiling = selectedNotCompiling
            let saving = exportSaving
            preview.saving = saving
            preview.testTarget = destinationTestTarget(saving.output)?.name
            preview.configLines =
                testableImportHint(for: saving)
                + ConfigChangeContent.lines(
                    config.changes(savingAs: saving), kept: exportDroppable, unused: selectedNoTestUses,
                    dropping: config.dropsUnselected, droppingUnused: config.dropsNoTestUses)
            overlays.box = .export(preview)
            overlays.message = nil
            lastExportPreview = (scan.number, saving, preview)
        case .exportWritten(let summary): return finishExport(summary)
        case .exportChecked(let number, let standings): exportCheck.receive(number, standings)
        case .usesRead(let number, let report): uses.receive(number, report)
        case .openUses: openUses()
        case .exportFailed(let reason):
            isWritingExport = false
            config.saving = nil
            overlays.message = Message(reason, isError: true)
        case .configSaved(let saved): finishSavingChoices(saved)
        case .configSaveFailed(let reason):
            isWritingExport = false
            overlays.message = Message(reason, isError: true)
        case .notify(let notice): overlays.message = notice
        case .fadeHighlights: contents.clearChangedLines()
        }
        return []
    }

    mutating func forgetTransientHighlights() {
        contents.clearChangedLines()
        if overlays.prompt == nil { overlays.message = nil }
    }

    /// A new protocol has the cursor: show its declaration near the top of the source pane.
    mutating func focusedProtocolChanged() {
        list.cursorID = focusedProtocol?.id
        panes.diagnostics.viewport.cursor = 0
        panes.diagnostics.viewport.top = 0
        panes.mock.viewport.top = 0
        panes.mock.viewport.left = 0
        let firstLine = focusedProtocol?.lineRange.lowerBound ?? 1
        panes.source.viewport.top = max(0, firstLine - 1 - Self.sourceContextLines)
        panes.source.viewport.left = 0
    }

    /// Lines shown above a declaration, so its surroundings are visible.
    static let sourceContextLines = 2

    /// Asks for the focused protocol's file and mock when they are missing or stale.
    mutating func requestFocusedContent() -> [Effect] {
        guard let model = focusedProtocol else { return [] }
        var effects: [Effect] = []
        let path = model.location.file
        for path in [path] + (openedUse.map { [$0.file] } ?? [])
        where contents.sources[path] == nil && contents.requestedSources.insert(path).inserted {
            effects.append(.loadSource(path: path))
        }
        effects += requestMocks(for: [model])
        effects += requestComparison(for: model)
        effects += requestKindView(for: model)
        if let view = currentMock(for: model), !view.isHighlighted,
            contents.requestedHighlights.insert(view.request).inserted
        {
            effects.append(.highlightMock(view))
        }
        return effects
    }

    /// Asks the pipeline for every mock among `models` that is not current and not on its way.
    mutating func requestMocks(for models: [ProtocolModel]) -> [Effect] {
        guard let generator = scan.generator else { return [] }
        var work: [(ProtocolModel, EffectiveOptions)] = []
        for model in models where currentMock(for: model) == nil {
            let request = MockRequest(protocolID: model.id, options: options(for: model), generation: scan.generation)
            if contents.requestedMocks.insert(request).inserted { work.append((model, request.options)) }
        }
        return work.isEmpty ? [] : [.generateMocks(generator, work, generation: scan.generation)]
    }

    mutating func quit() -> [Effect] {
        if config.hasUnsavedChanges, overlays.box != .confirmQuit {
            overlays.box = .confirmQuit
            return []
        }
        overlays.box = nil
        shouldQuit = true
        return [.quit]
    }
}
