import FileAccess
import Foundation
import MockModel
import MockVerification

extension EffectRunner {
    /// The project as it is now, against the trust store.
    func judgeTrust(root: String, flags: [String]) -> TrustAnswer {
        guard let code = ProjectCode.find(path: root, configuredFlags: flags) else { return .notNeeded }
        return trustStore?.isTrusted(code) == true ? .remembered(code) : .unknown(code)
    }

    func rememberTrust(_ code: ProjectCode) -> ExplorerAction {
        guard let store = trustStore else {
            return .notify(Message("trusted for this session only: no trust store to remember it in", isError: true))
        }
        do {
            try store.remember(code)
            return .notify(Message("trusted \(code.folder); remembered in \(store.file.path)"))
        } catch {
            return .notify(
                Message(
                    "trusted for this session only: cannot write \(store.file.path): \(SystemErrorText.describe(error))",
                    isError: true))
        }
    }
}
