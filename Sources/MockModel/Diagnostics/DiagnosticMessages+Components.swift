/// The words of what a forwarding component cannot satisfy (`MS26x`), beside their rows in
/// `DiagnosticTable`. `described` names a requirement: `'load(id:)'`, `'var name'`.
extension Diagnostic {
    /// MS261
    public static func componentStatic(_ described: String, component: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, .componentStatic,
            "\(described) is static; \(component) forwards to a stored dependency, which answers instance requirements only",
            at: location)
    }

    /// MS262: `labels` as `init` spells them (`name:`).
    public static func componentInitializer(labels: String, component: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, .componentInitializer,
            "'init(\(labels))' is an initializer requirement; \(component) is made from its dependency alone",
            at: location)
    }

    /// MS263
    public static func componentSubscript(labels: String, component: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, .componentSubscript,
            "'subscript(\(labels))' is a subscript requirement, which \(component) does not forward", at: location)
    }

    /// MS264
    public static func componentAssociatedType(_ name: String, component: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, .componentAssociatedType,
            "associated type '\(name)' leaves the type of \(component)'s stored dependency open; a protocol with associated types cannot be stored as itself",
            at: location)
    }

    /// MS265, each thing no forwarder can be written for in its own words.
    public enum ComponentLimit: Sendable {
        case variadic(String)
        case mentionsSelf(String)
        /// A member discovery could not model: its kind and name.
        case unsupported(kind: String, name: String)
        case requirement
        case actor(protocolName: String)
        case widerAccess(AccessLevel, protocolName: String, protocolAccess: AccessLevel)

        func message(_ component: String) -> String {
            switch self {
            case .variadic(let described):
                "\(described) has a variadic parameter, which cannot be passed on to the dependency; take an array instead"
            case .mentionsSelf(let described):
                "\(described) mentions Self, which \(component) is not: its dependency answers for its own type"
            case .unsupported(let kind, let name): "\(kind) '\(name)' cannot be forwarded by \(component)"
            case .requirement: "this requirement cannot be forwarded by \(component)"
            case .actor(let name): "'\(name)' refines Actor, which \(component), a class, cannot conform to"
            case .widerAccess(let access, let name, let own):
                "componentAccess = \"\(access.rawValue)\" asks for a wider \(component) than '\(name)' (\(own.rawValue)); widen the protocol or leave the component internal"
            }
        }
    }

    /// MS265
    public static func componentUnforwardable(_ limit: ComponentLimit, component: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(.error, .componentUnforwardable, limit.message(component), at: location)
    }
}
