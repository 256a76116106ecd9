import MockConfig
import MockModel
import MockPipeline

/// Typing into the bottom-line prompt: filter and search update live, a free-form option value
/// (a condition, a mock name suffix) is validated as it is typed, an output path continues the
/// export.
extension ExplorerState {
    /// nil when the action is not about the prompt, so the rest of the reducer handles it.
    mutating func applyToPrompt(_ action: ExplorerAction) -> [Effect]? {
        guard var current = overlays.prompt else { return nil }
        switch action {
        case .type(let character):
            current.text.append(character)
        case .deleteBackward:
            if !current.text.isEmpty { current.text.removeLast() }
        case .deleteWordBackward:
            let trimmed = current.text.reversed().drop { $0 == " " }
            current.text = String(trimmed.drop { $0 != " " }.reversed())
        case .clearPrompt:
            current.text = ""
        case .submitPrompt:
            return submit(current)
        case .cancelPrompt:
            cancel(current)
            return []
        case .resize:
            return nil
        default:
            return action.isResult ? nil : []
        }
        overlays.prompt = current
        textChanged(current)
        return []
    }

    mutating func textChanged(_ current: Prompt) {
        switch current.kind {
        case .filter:
            setFilter(current.text)
        case .search(let pane):
            panes[pane].search = current.text
            search(forward: true, includingCurrent: true)
        case .freeForm(let option, _):
            overlays.prompt?.problem = current.text.isEmpty ? nil : Self.freeFormProblem(current.text, of: option)
        case .output, .imports:
            overlays.prompt?.problem = nil
        }
    }

    /// What is wrong with a typed value, judged exactly as the option's flag judges it.
    static func freeFormProblem(_ text: String, of option: MockOption) -> String? {
        OptionSpelling.problem(with: text, of: option.spec)
    }

    mutating func submit(_ current: Prompt) -> [Effect] {
        let text = current.text.trimmingSpaces()
        switch current.kind {
        case .filter, .search:
            overlays.prompt = nil
            return []
        case .freeForm(let option, let project):
            // Nothing typed: the cycle goes on past the free-form value, back to as declared.
            if text.isEmpty {
                overlays.prompt = nil
                return setOption(option, to: nil, project: project)
            }
            if let problem = Self.freeFormProblem(text, of: option) {
                overlays.prompt?.problem = problem
                return []
            }
            overlays.prompt = nil
            // Spelled as the config file will read it back: "DEBUG" is the debug condition.
            return setOption(option, to: text, project: project)
        case .output:
            guard !text.isEmpty else {
                overlays.prompt?.problem = "give a file (Mocks.swift) or a folder (Mocks/)"
                return []
            }
            // Saved to .mockscope.json, which must still read back for `mockscope generate`.
            if let problem = OptionSpelling.outputProblem(text) {
                overlays.prompt?.problem = "the destination \(problem)"
                return []
            }
            overlays.prompt = nil
            let before = compileSetup
            config.working.output = text
            addImportsForDestination(text)
            return planExport() + verifyAgain(unlessSetupIs: before)
        case .imports:
            let parsed = ImportList.parse(text)
            let before = compileSetup
            config.remember("imports \(text.isEmpty ? "none" : text)")
            config.working.imports = parsed.imports
            config.working.testableImports = parsed.testableImports
            overlays.prompt = nil
            overlays.message = Message("imports for every generated file: \(text.isEmpty ? "none" : text)")
            return verifyAgain(unlessSetupIs: before)
        }
    }

    mutating func cancel(_ current: Prompt) {
        overlays.prompt = nil
        switch current.kind {
        case .filter: setFilter("")
        case .search(let pane): panes[pane].search = nil
        case .freeForm, .output, .imports: break
        }
    }
}

extension String {
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
