import MockModel

/// How a style uses the default plan: as the default style's own mock, or as the base a style
/// reshapes (`WitnessShaping`), whose members are all its own.
public struct PlanReuse: Hashable, Sendable {
    /// A child's mock subclasses its parent's mock; otherwise it witnesses the whole chain.
    public var subclassesParentMocks: Bool
    /// The default tracking names are declared, so their collisions are errors.
    public var declaresTrackingNames: Bool
    /// An associated type without constraints is a generic parameter of the mock rather than `Any`.
    public var keepsUnconstrainedAssociatedTypesGeneric: Bool
    /// A method with a value pack is planned for the style to reshape, rather than refused.
    public var plansValuePacks = false

    /// The default style.
    public static let tracking = PlanReuse(
        subclassesParentMocks: true, declaresTrackingNames: true, keepsUnconstrainedAssociatedTypesGeneric: false)
    /// A style that reshapes every witness and names every member of its chain itself; its
    /// members can name an associated type only as a generic parameter (the strict matchers).
    public static let reshaped: PlanReuse = {
        var reuse = PlanReuse(
            subclassesParentMocks: false, declaresTrackingNames: false, keepsUnconstrainedAssociatedTypesGeneric: true)
        reuse.plansValuePacks = true
        return reuse
    }()

    public init(
        subclassesParentMocks: Bool, declaresTrackingNames: Bool, keepsUnconstrainedAssociatedTypesGeneric: Bool
    ) {
        self.subclassesParentMocks = subclassesParentMocks
        self.declaresTrackingNames = declaresTrackingNames
        self.keepsUnconstrainedAssociatedTypesGeneric = keepsUnconstrainedAssociatedTypesGeneric
    }
}
