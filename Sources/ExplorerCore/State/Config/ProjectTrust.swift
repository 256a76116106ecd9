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
