import MockModel

/// Plans Ozon-style mocks (`@Mock`) over the default plan: the same requirements, inheritance,
/// isolation, `Self`, associated types and signatures, reshaped into Ozon's members (`OzonShaping`)
/// and laid out with its clear functions and locks. What is Ozon's own: the marker's access,
/// heritability and `associatedTypes:`, and the parent mock it subclasses.
public struct OzonPlanner: Sendable {
    /// The default planner, whose parents, facts, unmockable protocols and other protocols'
    /// options (`mockOptions`: without them, a parent is taken to be mocked as its own marker
    /// says) decide the parent mock too.
    let base: MockPlanner
    /// Whether a protocol's mock may take a marker's access above the protocol's own: true when
    /// its public members would name no type that is not known to be public (nil: never).
    let raisesAccess: (@Sendable (ProtocolModel) -> Bool)?

    public init(base: MockPlanner, raisesAccess: (@Sendable (ProtocolModel) -> Bool)? = nil) {
        var base = base
        base.reuse = .ownLayout
        self.base = base
        self.raisesAccess = raisesAccess
    }

    public init(
        parents: [String: ProtocolModel], facts: TypeFacts = TypeFacts(), unmockable: Set<String> = [],
        mockOptions: (@Sendable (ProtocolModel) -> EffectiveOptions?)? = nil,
        raisesAccess: (@Sendable (ProtocolModel) -> Bool)? = nil
    ) {
        self.init(
            base: MockPlanner(parents: parents, facts: facts, unmockable: unmockable, mockOptions: mockOptions),
            raisesAccess: raisesAccess)
    }

    public func plan(_ model: ProtocolModel, options: EffectiveOptions, arguments: OzonArguments) -> (
        plan: OzonPlan?, diagnostics: [Diagnostic]
    ) {
        plan(model, options: options, arguments: arguments, visiting: [model.id])
    }

    private func plan(
        _ model: ProtocolModel, options: EffectiveOptions, arguments: OzonArguments, visiting: Set<String>
    ) -> (plan: OzonPlan?, diagnostics: [Diagnostic]) {
        var base = self.base
        let entries = arguments.associatedTypes
        base.bindsAssociatedTypes = { model, associatedTypes, diagnostics in
            associatedTypes.apply(entries, model: model, diagnostics: &diagnostics)
        }
        // The parent mock is chosen by the style's policy, over the planner's analysis.
        let planner = self
        base.choosesSuperclass = { model, shape, _, _ in
            planner.superclass(for: model, shape: shape, options: options, visiting: visiting)
        }
        var baseOptions = options
        baseOptions.access = requestedAccess(model, options: options, arguments: arguments)
        let planned = base.analyzedPlan(model, options: baseOptions, visiting: visiting)
        var diagnostics = planned.diagnostics
        guard let shared = planned.plan else { return (nil, diagnostics) }
        // The default planner subclasses the chosen parent mock only where a subclass can witness the protocol.
        let superclass = planned.superclass

        let isActor = shared.kind == .actor
        let isFinal = isActor || (arguments.heritability ?? .final) == .final || shared.declaration.isFinal
        var declaration = shared.declaration
        declaration.access = Self.typeAccess(
            shared.memberAccess, requested: baseOptions.access, isFinal: isFinal, isActor: isActor)
        declaration.isFinal = isFinal && !isActor
        var shaping = OzonShaping(
            declaration: declaration, isFinal: isFinal, parents: base.parents,
            declarations: Self.declarations(of: planned.shape.members(of: model)),
            requirements: Self.requirements(shared.body), inherited: superclass?.chain.names ?? [],
            anyAliases: shared.anyAliases)
        var members = shared.restyled(by: &shaping)
        shaping.finish()
        diagnostics += shaping.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        members.declaration = declaration
        members.memberAccess = declaration.access == .open && isFinal ? .public : declaration.access
        members.typealiases = Self.once(shared.typealiases)

        var plan = OzonPlan(members: members)
        plan.lockName = shaping.lockName
        plan.parentProtocol = shared.parentProtocol
        OzonLayoutPlanner.finish(&plan, superclass: superclass, isFinal: isFinal)
        plan.chain = shared.chain
        plan.chain.names = (superclass?.chain.names ?? []).union(shaping.declaredNames)
        return (plan, diagnostics)
    }

    /// Explicit options (command line, configuration) win over the marker's access. The marker's
    /// is followed above the protocol's own (an `open` mock of an internal protocol) only where
    /// the mock's public members would name no type that is not known to be public; otherwise
    /// it is lowered to the protocol's own, which the pipeline reports.
    func requestedAccess(_ model: ProtocolModel, options: EffectiveOptions, arguments: OzonArguments)
        -> AccessLevel?
    {
        if let explicit = options.access { return explicit }
        guard let marked = arguments.access else { return nil }
        let own = model.access ?? .internal
        if own >= .public || raisesAccess?(model) == true { return marked }
        return min(marked, own)
    }

    /// `open class` only when asked for `.open` and inheritable; a final mock asked to be open is public.
    private static func typeAccess(_ memberLevel: AccessLevel, requested: AccessLevel?, isFinal: Bool, isActor: Bool)
        -> AccessLevel
    {
        switch memberLevel {
        case .public: requested == .open && !isFinal && !isActor ? .open : .public
        default: memberLevel
        }
    }

    /// The parent mock this one subclasses, Ozon's policy: its only scanned parent, when that
    /// parent is mocked in this style as an inheritable class under the same condition, at least
    /// as visible.
    private func superclass(
        for model: ProtocolModel, shape: ProtocolShape, options: EffectiveOptions, visiting: Set<String>
    ) -> SuperclassMock? {
        let scanned = shape.graph.directParents(of: model).filter {
            if case .scanned = $0 { return true }
            return false
        }
        guard scanned.count == 1, let parent = shape.subclassCandidate(of: model), !visiting.contains(parent.id),
            !base.unmockable.contains(parent.id), !Self.declaresInitializer(model.members)
        else { return nil }
        let parentOptions: EffectiveOptions
        if let mockOptions = base.mockOptions {
            guard let found = mockOptions(parent) else { return nil }
            parentOptions = found
        } else {
            guard parent.marker?.style == .ozon else { return nil }
            parentOptions = options
        }
        let parentArguments = parent.marker?.ozon ?? OzonArguments()
        guard options.canSubclassMock(madeWith: parentOptions),
            parentArguments.heritability == .inheritable
        else { return nil }
        let childAccess =
            requestedAccess(model, options: options, arguments: model.marker?.ozon ?? OzonArguments())
            ?? model.access ?? .internal
        let parentAccess =
            requestedAccess(parent, options: parentOptions, arguments: parentArguments) ?? parent.access
            ?? .internal
        guard parentAccess >= childAccess,
            let parentPlan = plan(
                parent, options: parentOptions, arguments: parentArguments, visiting: visiting.union([parent.id])
            ).plan,
            parentPlan.declaration.kind == .class, !parentPlan.declaration.isFinal,
            parentPlan.declaration.genericParameters.isEmpty, parentPlan.initializers.isEmpty
        else { return nil }
        var mock = SuperclassMock(
            parent: parent, name: parentPlan.declaration.name, isSendable: parentPlan.declaration.isUncheckedSendable,
            chain: parentPlan.chain)
        let clearing = parentPlan.clearing
        mock.overridable = Set(
            [clearing.functions, clearing.variables, clearing.statics].filter(\.isDeclared).map(\.name))
        return mock
    }

    private static func declaresInitializer(_ members: [Member]) -> Bool {
        MemberList.flatten(members).contains {
            if case .initializer = $0 { return true }
            return false
        }
    }

    /// Each requirement's declaration by location (`@Ignored`, `nonisolated`, a parent's made
    /// `nonisolated` across isolation), `#if` branches included.
    private static func declarations(of members: [Member]) -> [SourceLocation: DeclarationInfo] {
        var declarations: [SourceLocation: DeclarationInfo] = [:]
        for member in MemberList.flatten(members) {
            switch member {
            case .property(let property): declarations[property.info.location] = property.info
            case .initializer(let initializer): declarations[initializer.info.location] = initializer.info
            default: continue
            }
        }
        return declarations
    }

    /// The name and location of every method and property the plan witnesses.
    private static func requirements(_ body: [PlanNode]) -> [(name: String, location: SourceLocation)] {
        var requirements: [(name: String, location: SourceLocation)] = []
        WitnessPlanner.visitWitnesses(body) { witness in
            switch witness.signature.kind {
            case .method(let name), .property(let name):
                requirements.append(
                    (name.trimmingBackticks, witness.requirement ?? SourceLocation(file: "", line: 1, column: 1)))
            default: break
            }
        }
        return requirements
    }

    /// An associated type's typealias once, however many parents declare it.
    private static func once(_ typealiases: [PlannedTypealias]) -> [PlannedTypealias] {
        var kept: [PlannedTypealias] = []
        for alias in typealiases {
            if case .associatedType = alias, kept.contains(alias) { continue }
            kept.append(alias)
        }
        return kept
    }
}
