import MockModel

/// How a style uses the default plan: as the default style's own mock, or as the base a style
/// reshapes (`WitnessShaping`), whose members are all its own.
public struct PlanReuse: Hashable, Sendable {
    /// A child's mock subclasses its parent's mock; otherwise it witnesses the whole chain, or
    /// subclasses the parent mock its style chose and handed in.
    public var subclassesParentMocks: Bool
    /// The default tracking names are declared, so their collisions are errors.
    public var declaresTrackingNames: Bool
    /// An associated type without constraints is a generic parameter of the mock rather than `Any`.
    public var keepsUnconstrainedAssociatedTypesGeneric: Bool
    /// Tracking state moves behind the lock where the default style puts it (`--sendable locked`,
    /// deprecated requirements, nonisolated requirements of a global actor); a style that keeps
    /// its own state decides its locking itself.
    public var locksTrackingState = true
    /// Names the style's witness bodies read besides their parameters (its locks): a parameter
    /// spelled like one is renamed inside the witness.
    public var reservedLocals: Set<String> = []
    /// A method with a value pack is planned for the style to reshape, rather than refused.
    public var plansValuePacks = false
    /// What the default tracking cannot record or forward (a closure over a generic parameter,
    /// a generic function result) is refused; a style that writes its own members from the
    /// witnesses' signatures has every witness planned and refuses what it cannot write itself.
    public var refusesUntrackable = true
    /// A protocol no mock can conform to (an unknown parent, a private protocol) still gets its
    /// plan beside the errors, so the style reports what it finds in every requirement too; the
    /// style answers no mock for it.
    public var plansRefusedProtocols = false
    /// Operator requirements are witnessed, their members named by the operator's word; the
    /// default style refuses them, as swift-mockable does.
    public var witnessesOperators = true

    /// The default style.
    public static let tracking: PlanReuse = {
        var reuse = PlanReuse(
            subclassesParentMocks: true, declaresTrackingNames: true, keepsUnconstrainedAssociatedTypesGeneric: false)
        reuse.witnessesOperators = false
        return reuse
    }()
    /// A style that reshapes every witness and names every member of its chain itself; its
    /// members can name an associated type only as a generic parameter (the strict matchers).
    public static let reshaped: PlanReuse = {
        var reuse = PlanReuse(
            subclassesParentMocks: false, declaresTrackingNames: false, keepsUnconstrainedAssociatedTypesGeneric: true)
        reuse.plansValuePacks = true
        return reuse
    }()
    /// A style that reshapes every witness into members and state of its own layout, locks them
    /// itself and chooses the parent mock it subclasses (Ozon).
    public static let ownLayout = PlanReuse(
        subclassesParentMocks: false, declaresTrackingNames: false, keepsUnconstrainedAssociatedTypesGeneric: false,
        locksTrackingState: false, reservedLocals: ["lock", "staticLock"])

    /// A style that writes its own members from each witness's signature, lays them out itself
    /// and refuses what it cannot write (sourcery).
    public static let ownMembers: PlanReuse = {
        var reuse = PlanReuse(
            subclassesParentMocks: false, declaresTrackingNames: false, keepsUnconstrainedAssociatedTypesGeneric: false,
            locksTrackingState: false)
        reuse.plansValuePacks = true
        reuse.refusesUntrackable = false
        reuse.plansRefusedProtocols = true
        return reuse
    }()

    public init(
        subclassesParentMocks: Bool, declaresTrackingNames: Bool, keepsUnconstrainedAssociatedTypesGeneric: Bool,
        locksTrackingState: Bool = true, reservedLocals: Set<String> = []
    ) {
        self.subclassesParentMocks = subclassesParentMocks
        self.declaresTrackingNames = declaresTrackingNames
        self.keepsUnconstrainedAssociatedTypesGeneric = keepsUnconstrainedAssociatedTypesGeneric
        self.locksTrackingState = locksTrackingState
        self.reservedLocals = reservedLocals
    }
}
