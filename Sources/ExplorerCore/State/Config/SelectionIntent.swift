import MockModel
import MockPipeline

/// Whether the person built the selection themselves (space, `a`, `m`), and whether they asked
/// option keys to change all of it (`b`). One `space` must never turn `p` into a change to
/// hundreds of protocols: without `b`, option keys change the focused protocol alone.
public struct SelectionIntent: Hashable, Sendable {
    public var isExplicit = false
    public var optionsApplyToSelection = false

    public init() {}
}
