import MockCache
import MockPipeline

/// Printed by `mockscope --version`; the same version keys the run cache.
enum Version {
    static let current = MockScopeVersion.current
}
