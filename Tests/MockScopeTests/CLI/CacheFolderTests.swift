import Foundation
import MockCache
import Testing

/// Where the caches live is a rule over values the front reads: the environment and the home folder.
@Suite struct CacheFolderTests {
    let home = URL(fileURLWithPath: "/home/someone")

    @Test func xdgCacheHomeWinsOverTheHomeFolder() {
        let folder = CacheFolder.location(environment: ["XDG_CACHE_HOME": "/var/cache/x"], home: home)
        #expect(folder?.path == "/var/cache/x/mockscope/\(MockScopeVersion.current)")
    }

    @Test func withoutXDGCacheHomeTheHomeFolderIsUsed() {
        for environment in [[:], ["XDG_CACHE_HOME": ""]] {
            let folder = CacheFolder.location(environment: environment, home: home)
            #expect(folder?.path == "/home/someone/.cache/mockscope/\(MockScopeVersion.current)")
        }
    }

    @Test func noCacheTurnsEveryCacheOff() {
        let environment = ["MOCKSCOPE_NO_CACHE": "1", "XDG_CACHE_HOME": "/var/cache/x"]
        #expect(CacheFolder.location(environment: environment, home: home) == nil)
    }
}
