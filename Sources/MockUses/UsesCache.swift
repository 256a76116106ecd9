import FileAccess
import Foundation
import MockCache

/// Each test file's findings by its stamp, beside the discovery cache and in its format; an
/// entry holds for the set of mock names it was read against, since that decides what it found.
struct UsesCache {
    let cache: DiscoveryCache
    let names: String

    init?(root: String, folder: URL?, fileSystem: any FileSystem, mockNames: [String]) {
        guard let folder else { return nil }
        cache = DiscoveryCache(root: root, folder: folder, fileSystem: fileSystem, kind: "uses")
        names = mockNames.sorted().joined(separator: ",")
    }

    func load() -> [String: DiscoveryCache.Entry] { cache.load() }

    func found(in entry: DiscoveryCache.Entry, stamp: FileStamp) -> FileUses? {
        guard entry.stamp == stamp, let stored = try? JSONDecoder().decode(Stored.self, from: Data(entry.payload)),
            stored.names == names
        else { return nil }
        return stored.uses
    }

    func entry(_ uses: FileUses, stamp: FileStamp) -> DiscoveryCache.Entry? {
        guard let data = try? JSONEncoder().encode(Stored(names: names, uses: uses)) else { return nil }
        return DiscoveryCache.Entry(stamp: stamp, payload: Array(data)[...])
    }

    func save(_ entries: [(path: String, entry: DiscoveryCache.Entry)]) { cache.save(entries) }

    private struct Stored: Codable {
        var names: String
        var uses: FileUses
    }
}
