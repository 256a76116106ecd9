import Foundation

/// A path pattern: `*` within a path component, `**` across components, `?` one character.
struct Glob: Sendable {
    let pattern: String

    init(_ pattern: String) { self.pattern = pattern }

    func matches(_ path: String) -> Bool {
        fnmatch(pattern, path, 0) == 0 || matchesAcrossFolders(path)
    }

    /// `**/` may stand for no folder at all, and a folder pattern covers everything below it.
    private func matchesAcrossFolders(_ path: String) -> Bool {
        if pattern.hasPrefix("**/"), Glob(String(pattern.dropFirst(3))).matches(path) { return true }
        let folder = pattern.hasSuffix("/") ? pattern : pattern + "/"
        return fnmatch(folder + "*", path, 0) == 0
    }
}
