import MockModel

/// What a style over the default plan does differently: the shape each witness takes. The
/// rest (inheritance, isolation, `Self`, associated types, the declaration, typealiases,
/// identity witnesses and the protocol's `#if` structure) is the default plan's.
public protocol WitnessShaping {
    associatedtype Shape: Hashable & Sendable
    mutating func shape(_ witness: Witness) -> Shape
}

extension MockPlan {
    /// This plan with each witness in the style's shape, inside the same `#if` blocks.
    public func restyled<Shaping: WitnessShaping>(by shaping: inout Shaping) -> StyledPlan<Shaping.Shape> {
        var styled = StyledPlan(
            declaration: declaration, memberAccess: memberAccess,
            body: body.map { node in node.map { shaping.shape($0) } })
        styled.typealiases = typealiases
        styled.identity = identity
        styled.namedTypes = NamedTypes(self)
        return styled
    }
}
