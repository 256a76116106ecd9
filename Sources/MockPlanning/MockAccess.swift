import MockModel

/// The access levels of the mock and its members: the protocol's own unless asked otherwise.
/// A level above the protocol's is honoured (a public mock of an internal protocol compiles as
/// long as the types it mentions are public); a private protocol cannot be mocked from another file,
/// only beside it (a `fileprivate` mock).
struct MockAccess {
    /// A public mock is `open`, so tests can subclass it.
    var typeLevel: AccessLevel
    var memberLevel: AccessLevel

    init(_ model: ProtocolModel, requested: AccessLevel?, inProtocolsFile: Bool, diagnostics: inout [Diagnostic]) {
        let own = model.access ?? .internal
        let level = requested ?? own
        if own < .internal && inProtocolsFile {
            typeLevel = .fileprivate
            memberLevel = .internal
            return
        }
        if own < .internal {
            diagnostics.append(.privateProtocol(own, at: model.location))
        }
        switch level {
        case .open, .public:
            typeLevel = .open
            memberLevel = .public
        case .package:
            typeLevel = .package
            memberLevel = .package
        default:
            typeLevel = .internal
            memberLevel = .internal
        }
    }
}
