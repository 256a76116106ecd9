import MockModel

/// One protocol as `list` (and the explorer's list) shows it: whether it would be mocked, with
/// which options, and every diagnostic that belongs to it.
public struct ProtocolStatus: Sendable, Hashable {
    public var model: ProtocolModel
    public var selected: Bool
    public var options: EffectiveOptions
    /// Problems inside the declaration (syntax, markers) and, when selected, from planning its mock.
    public var diagnostics: [Diagnostic]
    /// Parents declared outside the scanned files, and where each was read (when selected).
    public var parentOrigins: [ParentOrigin] = []
    /// The kinds asked for that it gets (`selected` says whether one is its mock).
    public var kinds: [GeneratedKind] = []

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// The access level the mock gets: the chosen one, else the protocol's own.
    public var effectiveAccess: AccessLevel { options.access ?? model.access ?? .internal }
}
