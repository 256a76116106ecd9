import FileAccess
import Foundation
import MockModel
import MockVerification

/// Whether verification may run the project's own code (its Package.swift, its build and
/// plugins). Verification of a package waits for this; a plain folder needs none of it.
public enum TrustStanding: Sendable, Hashable {
    /// Not looked up yet: the lookup waits until a verification would start.
    case unchecked
    case checking
    /// Nothing of the project's own runs: `swiftc` alone typechecks it.
    case notNeeded
    /// `--trust` on the command line: consent for this session, nothing asked.
    case given
    /// `y` (this session) or `A` (remembered in the trust store, until the manifest changes).
    case granted(ProjectCode, remembered: Bool)
    /// Not trusted: verification is off, and `T` asks.
    case untrusted(ProjectCode)
}

/// What the trust store says of the project as it is now.
public enum TrustAnswer: Sendable, Hashable {
    case notNeeded
    case remembered(ProjectCode)
    case unknown(ProjectCode)
}

/// Where the explorer remembers trusted folders, and whether the command line gave consent.
public struct TrustSetup: Sendable {
    /// The trust store's file, chosen by the front; nil: "always" cannot be remembered.
    public var storeFile: URL?
    /// `--trust`: verification may run the project's code this session without asking.
    public var givenForSession: Bool

    public init(storeFile: URL? = nil, givenForSession: Bool = false) {
        self.storeFile = storeFile
        self.givenForSession = givenForSession
    }
}

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
