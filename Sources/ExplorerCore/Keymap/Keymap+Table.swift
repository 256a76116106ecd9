import MockModel

/// The explorer's keys, lazygit/tig habits. Order matters: the first enabled match wins.
public enum Keymap {
    public static let bindings: [KeyBinding] = listBindings + textBindings + mainBindings + overlayBindings

    static let hasProtocols: @Sendable (ExplorerState) -> Bool = { !$0.protocols.isEmpty }
    static let canWriteExport: @Sendable (ExplorerState) -> Bool = { state in
        if case .export(let preview)? = state.overlays.box { return preview.canWrite && preview.changesSomething }
        return false
    }
    static let removalsToReview: @Sendable (ExplorerState) -> Bool = { state in
        if case .export(let preview)? = state.overlays.box { return preview.canWrite && !preview.writesOnConfirm }
        return false
    }

    static let listBindings: [KeyBinding] = [
        KeyBinding(Key.chars("/"), .startFilter, .list, "filter protocols by name or path (fuzzy)", hint: "filter"),
        KeyBinding(
            Key.chars(" "), .toggleSelection, .list, "select or unselect, then move down", hint: "select",
            when: hasProtocols),
        KeyBinding(Key.chars("a"), .selectAllVisible, .list, "select all visible, or none", when: hasProtocols),
        KeyBinding(Key.chars("m"), .selectMarked, .list, "select the marked protocols", when: hasProtocols),
        KeyBinding([.enter], .focusMock, .list, "show the mock pane", when: hasProtocols),
        KeyBinding(Key.chars("l") + [.right], .focusNext, .list, "to the source pane"),
    ]

    static let textBindings: [KeyBinding] = [
        KeyBinding(Key.chars("/"), .startSearch, .text, "search in this pane", hint: "search"),
        KeyBinding(Key.chars("n"), .searchNext, .text, "next match"),
        KeyBinding(Key.chars("N"), .searchPrevious, .text, "previous match"),
        KeyBinding(Key.chars("h") + [.left], .scrollSideways(-1), .text, "scroll left"),
        KeyBinding(Key.chars("l") + [.right], .scrollSideways(1), .text, "scroll right"),
        KeyBinding(
            [.enter], .revealDiagnostic, .text, "on a diagnostic: go to its line (and a mock's failing line)",
            when: { $0.display.focus == .diagnostics }),
    ]

    static let mainBindings: [KeyBinding] =
        [
            KeyBinding(Key.chars("j") + [.down], .move(1), .main, "down"),
            KeyBinding(Key.chars("k") + [.up], .move(-1), .main, "up"),
            KeyBinding(Key.chars("g") + [.home], .jumpToTop, .main, "top"),
            KeyBinding(Key.chars("G") + [.end], .jumpToBottom, .main, "bottom"),
            KeyBinding([.pageDown, .control("f")], .page(1), .main, "page down"),
            KeyBinding([.pageUp, .control("b")], .page(-1), .main, "page up"),
            KeyBinding([.control("d")], .halfPage(1), .main, "half page down"),
            KeyBinding([.control("u")], .halfPage(-1), .main, "half page up"),
            // Before the pane keys: while verification waits for trust, its hint must show at 80 columns.
            KeyBinding(
                Key.chars("A"), .askTrust, .main, "trust the project: verification may run its own code",
                hint: "trust", when: { $0.isUntrusted }),
            KeyBinding([.tab], .focusNext, .main, "next pane", hint: "pane"),
            KeyBinding([.backTab], .focusPrevious, .main, "previous pane"),
            KeyBinding(Key.chars("z"), .toggleZoom, .main, "zoom the focused pane, or unzoom"),
        ]
        + optionBindings + [
            KeyBinding(Key.chars("x"), .resetOptions, .main, "options back to as declared", when: hasProtocols),
            KeyBinding(
                Key.chars("v"), .compareStyles, .main,
                "compare: the mock in each other style beside it, then the source",
                when: hasProtocols),
            KeyBinding(
                Key.chars("K"), .cycleKind, .main,
                "mock pane: the mock, then the component or type erasure a protocol has", when: hasProtocols),
            KeyBinding(
                Key.chars("b"), .toggleBulkOptions, .main,
                "option keys: the focused protocol, or every selected one (b again: back)", when: hasProtocols),
            KeyBinding(Key.chars("u"), .undo, .main, "undo the last option or selection change"),
            KeyBinding(
                Key.chars("U"), .openUses, .main, "uses: which tests use the mock, lines to open, what none touches",
                when: hasProtocols),
            KeyBinding(
                Key.chars("w"), .saveChoices, .main,
                "save options and selection to .mockscope.json, changes shown first"),
            KeyBinding(Key.chars("o"), .openOptions, .main, "options panel (with scope)", hint: "options"),
            KeyBinding(
                Key.chars("e"), .export, .main, "export: preview, then write", hint: "export", when: hasProtocols),
            KeyBinding(Key.chars("r"), .rescan, .main, "rescan the project", hint: "rescan"),
            KeyBinding([.escape], .dismiss, .main, "back: unzoom, clear the search, to the list, clear the filter"),
            KeyBinding(Key.chars("?"), .showHelp, .main, "all keys", hint: "help"),
            KeyBinding(
                Key.chars("q"), .quit, .main, "quit (unzooms first; asks when options are unsaved)", hint: "quit"),
        ]

    /// Each option's key, then each one's backward key, as the registry names them.
    static let optionBindings: [KeyBinding] =
        MockOption.allCases.map { option in
            KeyBinding(
                Key.chars(option.spec.key), .cycleOption(option), .main, option.spec.keyHelp,
                hint: option.spec.keyHint, when: hasProtocols)
        }
        + MockOption.allCases.map { option in
            KeyBinding(
                Key.chars(option.spec.backwardKey), .cycleOption(option, backward: true), .main,
                option.spec.backwardKeyHelp, when: hasProtocols)
        }

    static let overlayBindings: [KeyBinding] =
        [
            KeyBinding(Key.chars("j") + [.down], .move(1), .help, "scroll down"),
            KeyBinding(Key.chars("k") + [.up], .move(-1), .help, "scroll up"),
            KeyBinding([.pageDown, .control("f")], .page(1), .help, "page down"),
            KeyBinding([.pageUp, .control("b")], .page(-1), .help, "page up"),
            KeyBinding(Key.chars("g") + [.home], .jumpToTop, .help, "top"),
            KeyBinding(Key.chars("G") + [.end], .jumpToBottom, .help, "bottom"),
            KeyBinding([.control("d")], .halfPage(1), .help, "half page down"),
            KeyBinding([.control("u")], .halfPage(-1), .help, "half page up"),
            KeyBinding(Key.chars("h") + [.left], .scrollSideways(-1), .help, "scroll left"),
            KeyBinding(Key.chars("l") + [.right], .scrollSideways(1), .help, "scroll right"),
            KeyBinding([.escape] + Key.chars("q?"), .dismiss, .help, "close", hint: "close"),
            KeyBinding(Key.chars("j") + [.down], .move(1), .options, "next option"),
            KeyBinding(Key.chars("k") + [.up], .move(-1), .options, "previous option"),
            KeyBinding(
                Key.chars(" l") + [.enter, .right], .changeOption, .options, "change the option", hint: "change"),
            KeyBinding([.tab], .toggleOptionScope, .options, "scope: selection or project default", hint: "scope"),
        ]
        + MockOption.allCases.map { option in
            KeyBinding(Key.chars(option.spec.key), .cycleOption(option), .options, option.spec.keyHelp)
        } + [
            KeyBinding([.escape] + Key.chars("oq"), .dismiss, .options, "close", hint: "close"),
            KeyBinding(
                Key.chars("y") + [.enter], .confirm, .export, "write the files", hint: "write",
                when: { canWriteExport($0) && !removalsToReview($0) }),
            KeyBinding(
                Key.chars("y") + [.enter], .confirm, .export, "when files would be removed: show them, then y writes",
                hint: "review removals", when: removalsToReview),
            KeyBinding(Key.chars("d"), .changeDestination, .export, "change the destination", hint: "destination"),
            KeyBinding(
                Key.chars("i"), .toggleDropUnselected, .export,
                "unselected protocols and those no test uses: still mocked by generate, or no longer",
                when: { !$0.exportDroppable.isEmpty }),
            KeyBinding(Key.chars("j") + [.down], .move(1), .export, "scroll down"),
            KeyBinding(Key.chars("k") + [.up], .move(-1), .export, "scroll up"),
            KeyBinding([.pageDown, .control("f")], .page(1), .export, "page down"),
            KeyBinding([.pageUp, .control("b")], .page(-1), .export, "page up"),
            KeyBinding(Key.chars("g") + [.home], .jumpToTop, .export, "top"),
            KeyBinding(Key.chars("G") + [.end], .jumpToBottom, .export, "bottom"),
            KeyBinding([.control("d")], .halfPage(1), .export, "half page down"),
            KeyBinding([.control("u")], .halfPage(-1), .export, "half page up"),
            KeyBinding(Key.chars("h") + [.left], .scrollSideways(-1), .export, "scroll left"),
            KeyBinding(Key.chars("l") + [.right], .scrollSideways(1), .export, "scroll right"),
            KeyBinding([.escape] + Key.chars("nq"), .dismiss, .export, "cancel, write nothing", hint: "cancel"),
            KeyBinding(Key.chars("y") + [.enter], .confirm, .saveConfig, "save", hint: "save"),
            KeyBinding(
                Key.chars("i"), .toggleDropUnselected, .saveConfig,
                "unselected protocols: still mocked by generate, or no longer",
                when: { !$0.config.unselectedButMocked.isEmpty }),
            KeyBinding(Key.chars("j") + [.down], .move(1), .saveConfig, "scroll down"),
            KeyBinding(Key.chars("k") + [.up], .move(-1), .saveConfig, "scroll up"),
            KeyBinding([.escape] + Key.chars("nq"), .dismiss, .saveConfig, "cancel, save nothing", hint: "cancel"),
            KeyBinding([.enter], .confirm, .uses, "open the line in the source pane", hint: "open"),
            KeyBinding(Key.chars("j") + [.down], .move(1), .uses, "next line"),
            KeyBinding(Key.chars("k") + [.up], .move(-1), .uses, "previous line"),
            KeyBinding(Key.chars("g") + [.home], .jumpToTop, .uses, "first line"),
            KeyBinding(Key.chars("G") + [.end], .jumpToBottom, .uses, "last line"),
            KeyBinding([.escape] + Key.chars("qU"), .dismiss, .uses, "close", hint: "close"),
            KeyBinding(Key.chars("yq") + [.enter], .confirm, .confirmQuit, "quit without saving", hint: "quit"),
            KeyBinding([.escape] + Key.chars("n"), .dismiss, .confirmQuit, "stay", hint: "stay"),
            KeyBinding(
                Key.chars("y"), .trustFolder(remember: false), .trust, "trust it for this session", hint: "this session"
            ),
            KeyBinding(
                Key.chars("A"), .trustFolder(remember: true), .trust, "always: trust it until its manifest changes",
                hint: "always"),
            KeyBinding(
                [.escape] + Key.chars("nq"), .dismiss, .trust, "no: verification stays off (A asks again)", hint: "no"),
        ]
}
