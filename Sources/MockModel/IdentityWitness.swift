/// A requirement of `Equatable`, `Hashable` or `Comparable` that a class mock answers by
/// object identity: two references are equal when they are the same instance.
public enum IdentityWitness: String, Hashable, Sendable, CaseIterable {
    /// `static func ==`, by `===`.
    case equality
    /// `func hash(into:)`, by `ObjectIdentifier`.
    case hashing
    /// `static func <`, by `ObjectIdentifier` order.
    case ordering
}
