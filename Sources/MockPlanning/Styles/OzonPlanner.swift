import MockModel

/// Plans Ozon-style mocks (`@Mock`): the same requirements as the default style, named and
/// shaped as that macro writes them. Inherited requirements, `Self`, associated types and
/// parameter handling come from the shared planning.
public struct OzonPlanner: Sendable {
    let parents: [String: ProtocolModel]
    let facts: TypeFacts
    let unmockable: Set<String>
    /// Which other protocols get a mock of their own and with what options (nil: none), so a
    /// child subclasses only a parent mock that is really generated in this style; without it,
    /// a parent is taken to be mocked as its own marker says.
    let mockOptions: (@Sendable (ProtocolModel) -> EffectiveOptions?)?
    /// Whether a protocol's mock may take a marker's access above the protocol's own: true when
    /// its public members would name no type that is not known to be public (nil: never).
    let raisesAccess: (@Sendable (ProtocolModel) -> Bool)?

    public init(
        parents: [String: ProtocolModel], facts: TypeFacts = TypeFacts(), unmockable: Set<String> = [],
        mockOptions: (@Sendable (ProtocolModel) -> EffectiveOptions?)? = nil,
        raisesAccess: (@Sendable (ProtocolModel) -> Bool)? = nil
    ) {
        self.parents = parents
        self.facts = facts
        self.unmockable = unmockable
        self.mockOptions = mockOptions
        self.raisesAccess = raisesAccess
    }

    public func plan(_ model: ProtocolModel, options: EffectiveOptions, arguments: OzonArguments) -> (
        plan: OzonPlan?, diagnostics: [Diagnostic]
    ) {
        plan(model, options: options, arguments: arguments, visiting: [model.id])
    }

    private func plan(
        _ model: ProtocolModel, options: EffectiveOptions, arguments: OzonArguments, visiting: Set<String>
    ) -> (plan: OzonPlan?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let graph = InheritanceGraph(model, protocols: parents, aliases: facts.aliases)
        var shape = ProtocolShape(model, graph: graph, options: options, diagnostics: &diagnostics)
        shape.extensionDefaults = facts.extensionDefaults
        shape.lockAll = false
        let requested = requestedAccess(model, options: options, arguments: arguments)
        let access = MockAccess(model, requested: requested, inProtocolsFile: false, diagnostics: &diagnostics)
        var superclassPlan: OzonPlan?
        if let parent = superclass(for: model, shape: shape, options: options, visiting: visiting) {
            shape.superclass = parent.plan.declaration.name
            shape.parentProtocol = parent.model.name
            shape.inherited = parent.plan.chain
            superclassPlan = parent.plan
        }
        var substitution = SelfSubstitution(
            name: model.mockName, associatedTypes: shape.associatedTypeNames(of: model))
        let members = substitution.members(shape.members(of: model))
        var associatedTypes = AssociatedTypePlan(
            members: substitution.members(shape.associatedTypeDeclarations(of: model))
                + members.filter(OzonMembers.isAssociatedType),
            bindings: shape.bindings(of: model), whereClauses: [model.whereClause])
        associatedTypes.apply(arguments.associatedTypes, model: model, diagnostics: &diagnostics)

        let isFinal = shape.isActor || (arguments.heritability ?? .final) == .final || substitution.changed
        var declaration = MockDeclaration(
            mocking: model, kind: shape.isActor ? .actor : .class,
            access: Self.typeAccess(access, requested: requested, isFinal: isFinal, isActor: shape.isActor),
            options: options, globalActor: shape.globalActor, associatedTypes: associatedTypes)
        declaration.isFinal = isFinal && !shape.isActor
        declaration.superclass = shape.superclass
        declaration.isUncheckedSendable =
            !shape.isActor && shape.globalActor == nil
            && (shape.isSendable || superclassPlan?.declaration.isUncheckedSendable == true)

        let memberAccess = declaration.access == .open && isFinal ? AccessLevel.public : declaration.access
        var plan = OzonPlan(declaration: declaration, memberAccess: memberAccess)
        plan.parentProtocol = shape.parentProtocol
        var builder = OzonMembers(
            shape: shape, associatedTypes: associatedTypes, isFinal: isFinal, parents: parents,
            closureAliases: facts.closureAliases)
        builder.build(members, into: &plan)
        diagnostics += builder.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        OzonClearingPlanner.finish(&plan, superclass: superclassPlan, isFinal: isFinal)
        plan.identity = shape.identityWitnesses(members: members)
        plan.chain = shape.inherited
        plan.chain.identity.formUnion(plan.identity)
        plan.chain.keys.formUnion(RequirementKey.keys(of: members))
        plan.chain.names.formUnion(builder.declaredNames)
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
    private static func typeAccess(_ access: MockAccess, requested: AccessLevel?, isFinal: Bool, isActor: Bool)
        -> AccessLevel
    {
        switch access.memberLevel {
        case .public: requested == .open && !isFinal && !isActor ? .open : .public
        default: access.memberLevel
        }
    }

    /// The parent mock this one subclasses: its only scanned parent, when that parent is mocked
    /// in this style as an inheritable class under the same condition, at least as visible.
    private func superclass(
        for model: ProtocolModel, shape: ProtocolShape, options: EffectiveOptions, visiting: Set<String>
    ) -> (model: ProtocolModel, plan: OzonPlan)? {
        let scanned = shape.graph.directParents(of: model).filter {
            if case .scanned = $0 { return true }
            return false
        }
        guard scanned.count == 1, let parent = shape.subclassCandidate(of: model), !visiting.contains(parent.id),
            !unmockable.contains(parent.id), !OzonMembers.declaresInitializer(model.members)
        else { return nil }
        let parentOptions: EffectiveOptions
        if let mockOptions {
            guard let found = mockOptions(parent) else { return nil }
            parentOptions = found
        } else {
            guard parent.marker?.style == .ozon else { return nil }
            parentOptions = options
        }
        let parentArguments = parent.marker?.ozon ?? OzonArguments()
        guard parentOptions.style == .ozon || mockOptions == nil, parentOptions.condition == options.condition,
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
        return (parent, parentPlan)
    }
}
