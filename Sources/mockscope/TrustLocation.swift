import Foundation
import MockVerification

/// The one place the command line reads where trusted folders are remembered: from this
/// process's environment (`XDG_STATE_HOME`) and home folder. The explorer is handed the file.
enum TrustLocation {
    static let file: URL = TrustStore.location(
        environment: ProcessInfo.processInfo.environment, home: FileManager.default.homeDirectoryForCurrentUser)

    static var store: TrustStore { TrustStore(file: file) }
}
