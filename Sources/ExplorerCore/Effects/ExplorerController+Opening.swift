import FileAccess
import MockConfig
import MockModel
import MockPipeline

extension ExplorerController {
    /// Starts the first scan and says what was wrong with the config file, if anything.
    public func start() {
        dispatch(.rescan)
        if let problem = state.config.problem {
            dispatch(.notify(Message(problem, isError: true)))
        } else if let warning = state.config.warnings.first {
            let more = state.config.warnings.count - 1
            let rest = more > 0 ? " (and \(more) more in the diagnostics pane)" : ""
            dispatch(.notify(Message(state.displayText(of: warning) + rest)))
        }
    }
}
