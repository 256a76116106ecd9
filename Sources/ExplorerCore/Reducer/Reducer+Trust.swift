import FileAccess
import Foundation
import MockModel
import MockVerification

extension ExplorerState {
    /// The consent a verification starting now carries; nil while the project's code is not trusted.
    var verificationConsent: CodeConsent? {
        switch verification.trust {
        case .given: .given
        case .notNeeded: .trusted(nil)
        case .granted(let code, _): .trusted(code)
        case .unchecked, .checking, .untrusted: nil
        }
    }

    /// The compiler flags verification passes: part of what trust covers.
    var verificationFlags: [String] { verification.flags + (config.working.verify?.swiftcFlags ?? []) }

    /// A verification is due but not trusted: look the project up once; otherwise it waits for `T`.
    mutating func awaitTrust() -> [Effect] {
        guard verification.trust == .unchecked else { return [] }
        verification.trust = .checking
        return [.checkTrust(root: root, flags: verificationFlags)]
    }

    mutating func receiveTrust(_ answer: TrustAnswer) -> [Effect] {
        switch answer {
        case .notNeeded: verification.trust = .notNeeded
        case .remembered(let code): verification.trust = .granted(code, remembered: true)
        case .unknown(let code):
            verification.trust = .untrusted(code)
            // Earlier results may be of code trusted before it changed: verification is off now.
            verification.checking = []
            verification.statuses = [:]
            verification.diagnostics = [:]
            verification.errorCount = 0
            verification.moduleDiagnostics = [
                Diagnostic.verificationOff(trusting: code.folder, whatRuns: code.whatRuns, root: root)
            ]
            // Asked once, when a run would start; a box or prompt in use keeps it, and `T` asks later.
            if overlays.box == nil, overlays.prompt == nil { overlays.box = .trust(code) }
            return []
        }
        verification.requestedTexts = [:]
        return requestVerification()
    }

    /// `T`: the question again, after `n` or a changed manifest.
    mutating func askTrust() {
        if case .untrusted(let code) = verification.trust { overlays.box = .trust(code) }
    }

    /// `y` or `A` in the question: verification runs now; `A` also remembers the folder.
    mutating func grantTrust(_ code: ProjectCode, remember: Bool) -> [Effect] {
        overlays.box = nil
        verification.trust = .granted(code, remembered: remember)
        verification.moduleDiagnostics = []
        verification.requestedTexts = [:]
        overlays.message = Message(
            remember
                ? "trusted \(code.folder); remembered until its manifest changes (mockscope trust --revoke forgets it)"
                : "trusted \(code.folder) for this session")
        return (remember ? [.rememberTrust(code)] : []) + requestVerification()
    }

    /// Whether the project waits for trust, for the `T` key and the mock pane's title.
    public var isUntrusted: Bool {
        if case .untrusted = verification.trust { return verification.isEnabled }
        return false
    }
}
