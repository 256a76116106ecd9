import MockCache
import MockPipeline

/// Printed by `mockscope --version`; the same version keys the run cache.
package enum Version {
    package static let current = MockScopeVersion.current
}
