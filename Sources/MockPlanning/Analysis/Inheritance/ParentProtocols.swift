import MockModel

/// The parents of a protocol that only a scan can supply: what its inheritance clause names that
/// is neither a marker conformance nor a standard library protocol. Lets a caller that sees only
/// one protocol (the `@Mockable` macro) know which parents it has to take on trust.
public enum ParentProtocols {
    public struct Parent: Hashable, Sendable {
        /// The name planning looks the parent up by (`Base`, `Outer.Base`).
        public var name: String
        /// Written with generic arguments (`Container<Int>`), which bind associated types.
        public var hasGenericArguments: Bool
    }

    public static func scanned(of model: ProtocolModel) -> [Parent] {
        let graph = InheritanceGraph(model, protocols: [:])
        func parents(_ type: TypeRef) -> [Parent] {
            switch type {
            case .composition(let parts): return parts.flatMap(parents)
            case .attributed(let base, _, _): return parents(base)
            case .named(let components):
                guard case .unknown? = graph.resolve(type, from: model).first else { return [] }
                return [
                    Parent(
                        name: InheritanceGraph.unqualifiedName(components),
                        hasGenericArguments: components.last?.genericArguments.isEmpty == false)
                ]
            default: return []
            }
        }
        return model.inherited.flatMap(parents)
    }

    /// Whether the protocol itself says its mock is an actor (`: Actor`).
    public static func isActor(_ model: ProtocolModel) -> Bool {
        InheritanceGraph(model, protocols: [:]).isActor
    }

    /// Whether the protocol itself asks for a Sendable mock (not through a parent).
    public static func isSendable(_ model: ProtocolModel) -> Bool {
        InheritanceGraph(model, protocols: [:]).isSendable
    }
}
