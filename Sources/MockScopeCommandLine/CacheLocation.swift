import Foundation
import MockCache

/// The one place the command line reads where caches live: from this process's environment
/// (`XDG_CACHE_HOME`, `MOCKSCOPE_NO_CACHE`) and home folder. Everything below is handed the folder.
package enum CacheLocation {
    package static let folder: URL? = CacheFolder.location(
        environment: ProcessInfo.processInfo.environment, home: FileManager.default.homeDirectoryForCurrentUser)
}
