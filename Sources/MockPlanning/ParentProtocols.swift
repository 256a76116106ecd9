import MockModel

/// The inherited protocols whose mocks a protocol's mock builds on, as planning decides them:
/// everything but marker conformances, standard-library protocols and parents written with
/// generic arguments. Lets a caller that sees only one protocol know which parents it assumes.
public enum ParentProtocols {
    public static func names(of model: ProtocolModel) -> [String] {
        model.inherited.compactMap { type in
            let name = ProtocolShape.unqualifiedName(type)
            if ProtocolShape.markerProtocols.contains(name) || ProtocolShape.standardLibraryProtocols.contains(name) {
                return nil
            }
            if case .named(let components) = type, components.last?.genericArguments.isEmpty == false { return nil }
            return name
        }
    }

    /// Whether the mock is an actor, which cannot subclass and so witnesses its parents itself.
    public static func isActor(_ model: ProtocolModel) -> Bool {
        model.inherited.map(ProtocolShape.unqualifiedName).contains { $0 == "Actor" || $0 == "AnyActor" }
    }

    /// Whether the protocol asks for a Sendable mock by itself (not through a parent).
    public static func isSendable(_ model: ProtocolModel) -> Bool {
        model.inherited.map(ProtocolShape.unqualifiedName).contains("Sendable")
            || model.attributes.contains("@Sendable")
    }
}
