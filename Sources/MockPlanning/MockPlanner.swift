import MockModel

/// Turns a protocol and its options into a `MockPlan`, or into diagnostics saying why not.
public struct MockPlanner: Sendable {
    let parents: [String: ProtocolModel]
    let facts: TypeFacts
    /// `facts`' typealiases that stand for `Any` with no mock's names: closed once, not per mock.
    let moduleAnyAliases: Set<String>
    /// `facts`' typealiases of function types, once, not per mock.
    let closureAliases: Set<String>
    /// Protocols that get no mock whatever the options (a syntax error in their declaration).
    let unmockable: Set<String>
    let mockOptions: (@Sendable (ProtocolModel) -> EffectiveOptions?)?
    /// The mock is written in the protocol's own file (the macro's peer), where a `private` or
    /// `fileprivate` protocol is visible: its mock is then `fileprivate`.
    public var writesInProtocolsFile = false
    /// The default style's mock, or the base a reshaping style (strict) builds on.
    public var reuse = PlanReuse.tracking
    /// A style's own say on the associated types, after the protocol's (Ozon's `associatedTypes:`).
    var bindsAssociatedTypes: (@Sendable (ProtocolModel, inout AssociatedTypePlan, inout [Diagnostic]) -> Void)?
    /// The name of a mock nested in another to satisfy its `NestedConformance` (`Packed`).
    var nestedName: String?
    /// A style's policy for the parent mock a mock subclasses (Ozon's heritability), asked with
    /// the protocol's analysis and the protocols being planned; without one, a style that
    /// subclasses parent mocks subclasses the first parent's when it is generated.
    var choosesSuperclass:
        (
            @Sendable (
                _ model: ProtocolModel, _ shape: ProtocolShape, _ options: EffectiveOptions, _ visiting: Set<String>
            )
                -> SuperclassMock?
        )?

    /// `mockOptions` tells which other protocols get a mock of their own, and with what options
    /// (nil: none); without it every parent is taken to be mocked with the child's options.
    public init(
        parents: [String: ProtocolModel], facts: TypeFacts = TypeFacts(), unmockable: Set<String> = [],
        mockOptions: (@Sendable (ProtocolModel) -> EffectiveOptions?)? = nil
    ) {
        self.parents = parents
        self.facts = facts
        moduleAnyAliases = facts.moduleAnyAliases()
        closureAliases = facts.closureAliases
        self.unmockable = unmockable
        self.mockOptions = mockOptions
    }

    public func plan(_ model: ProtocolModel, options: EffectiveOptions) -> (
        plan: MockPlan?, diagnostics: [Diagnostic]
    ) {
        plan(model, options: options, visiting: [model.id])
    }

    /// With `superclass`, the parent mock a style chose (Ozon's heritability) is subclassed
    /// where a subclass can witness the protocol; the plan's declaration says whether it was.
    func plan(
        _ model: ProtocolModel, options: EffectiveOptions, visiting: Set<String>, superclass: SuperclassMock? = nil
    ) -> (plan: MockPlan?, diagnostics: [Diagnostic]) {
        let analyzed = analyzedPlan(model, options: options, visiting: visiting, superclass: superclass)
        return (analyzed.plan, analyzed.diagnostics)
    }

    /// The plan with the analysis it was made from, which a style's planner reads instead of
    /// redoing it.
    func analyzedPlan(
        _ model: ProtocolModel, options: EffectiveOptions, visiting: Set<String>, superclass: SuperclassMock? = nil
    ) -> AnalyzedPlan {
        var diagnostics: [Diagnostic] = []
        let graph = InheritanceGraph(model, protocols: parents, aliases: facts.aliases)
        var shape = ProtocolShape(
            model, graph: graph, options: options, unreachable: facts.unreachableParents, diagnostics: &diagnostics)
        shape.extensionDefaults = facts.extensionDefaults
        var analyzed = AnalyzedPlan(shape: shape)
        let nested = nestedConformance(of: model, diagnostics: &diagnostics)
        if !reuse.locksTrackingState { shape.lockAll = false }
        let access = MockAccess(
            model, requested: options.access, inProtocolsFile: writesInProtocolsFile, diagnostics: &diagnostics)
        if let parent = superclass ?? choosesSuperclass?(model, shape, options, visiting)
            ?? superclassPlan(for: model, shape: shape, options: options, visiting: visiting).map({
                SuperclassMock(parent: $0.model, plan: $0.plan)
            })
        {
            var subclassed = shape
            subclassed.subclass(parent)
            // A subclass cannot add an initializer the parent mock's chain lacks, make an
            // inherited property settable or redeclare an inherited call with another result:
            // witness everything directly instead.
            if !subclassed.members(of: model).contains(where: Self.isInitializer),
                !subclassed.restatesInheritedProperty(of: model), !subclassed.redeclaresInheritedCall(of: model)
            {
                shape = subclassed
                analyzed.superclass = parent
            }
        }
        // A mock whose requirements mention Self is final, and spells Self as its own name.
        var substitution = SelfSubstitution(
            name: nestedName ?? model.mockName(options), associatedTypes: shape.associatedTypeNames(of: model))
        let members = substitution.members(shape.members(of: model))
        analyzed.members = members
        // Deprecated requirements keep their state behind the lock, where resetMock() can replace
        // it whole without naming a deprecated member.
        if reuse.locksTrackingState, !shape.isActor, MemberList.flatten(members).contains(where: \.isDeprecated) {
            shape.lockAll = true
        }
        // A nonisolated requirement of a global-actor protocol is set up, called and reset from
        // any context: all tracking state moves behind the lock and resetMock() is nonisolated.
        // A subclass keeps its superclass's choice, since an override cannot change isolation.
        let reachedFromAnyContext =
            shape.superclass == nil
            ? shape.globalActor != nil && MemberList.flatten(members).contains(where: Self.isNonisolated)
            : shape.superclassResetIsNonisolated
        if reuse.locksTrackingState && reachedFromAnyContext && !shape.isActor { shape.lockAll = true }
        var builder = WitnessPlanner(shape: shape, members: members)
        builder.noncopyable = facts.noncopyable
        builder.closureAliases = closureAliases
        builder.uninhabitedTypes = facts.uninhabited
        builder.reservedLocals = reuse.reservedLocals
        builder.plansValuePacks = reuse.plansValuePacks
        builder.refusesUntrackable = reuse.refusesUntrackable
        builder.refusesOperators = !reuse.witnessesOperators
        builder.declaresPublicMembers = access.memberLevel >= .public
        // Standard parents' associated types come with the members; parents' come from the graph.
        // One inside an `#if` too: the mock's generic parameter is simply unused in other branches.
        let associatedTypes = MemberList.flatten(members).filter {
            if case .associatedType = $0 { return true }
            return false
        }
        builder.associatedTypes = AssociatedTypePlan(
            members: substitution.members(shape.associatedTypeDeclarations(of: model)) + associatedTypes,
            bindings: shape.bindings(of: model),
            whereClauses: [model.whereClause]
                + graph.ancestors.map(\.model.whereClause),
            genericWhenUnconstrained: reuse.keepsUnconstrainedAssociatedTypesGeneric)
        bindsAssociatedTypes?(model, &builder.associatedTypes, &diagnostics)
        // An alias naming `Self` (`[PartialCaseKeyPath<Self>]`) names the final mock.
        for (name, alias) in builder.associatedTypes.aliases where WhereClause.mentionsSelf(alias) {
            builder.associatedTypes.aliases[name] = substitution.text(alias)
        }
        let existentials = ExistentialSpelling(parents.values)
        for (name, alias) in builder.associatedTypes.aliases {
            builder.associatedTypes.aliases[name] = existentials.spelled(alias)
        }
        if let nested { builder.associatedTypes.leave(nested.name) }
        let genericNames = Set(builder.associatedTypes.genericParameters.map(\.name))
        builder.closureAliases = builder.associatedTypes.closureAliases(
            among: closureAliases.subtracting(genericNames))
        let renamedGenerics =
            substitution.namesSelfInGenericArgument
            ? builder.associatedTypes.answerGenericParametersByTypealias(avoiding: genericNames) : [:]
        builder.members = GenericShadowing(outer: genericNames).members(builder.members)
        let body = builder.plan()
        // An associated type a parent declares is answered by its typealias too.
        for (name, renamed) in renamedGenerics.sorted(by: { $0.key < $1.key }) {
            let alias = PlannedTypealias.associatedType(name: name, target: renamed)
            if !builder.typealiases.contains(alias) { builder.typealiases.append(alias) }
        }
        // The default style's tracking names: a reshaping style declares none of them. A style
        // that refuses for itself hears none of the default tracking's refusals.
        diagnostics += builder.diagnostics.filter {
            reuse.refusesUntrackable && (reuse.declaresTrackingNames || $0.code != .generatedNameCollision)
        }
        analyzed.diagnostics = diagnostics
        guard reuse.plansRefusedProtocols || !diagnostics.contains(where: { $0.severity == .error }) else {
            return analyzed
        }
        var declaration = MockDeclaration(
            mocking: model, kind: shape.isActor ? .actor : .class,
            access: shape.isActor ? access.memberLevel : access.typeLevel, options: options,
            globalActor: shape.globalActor, associatedTypes: builder.associatedTypes, repeatsSPI: true)
        declaration.name = nestedName ?? declaration.name
        declaration.superclass = shape.superclass
        declaration.isUncheckedSendable = shape.isUncheckedSendable
        if let parentAvailability = shape.superclassAvailability {
            let spi = declaration.access >= .public
            declaration.availability += parentAvailability.filter {
                MockDeclaration.isRepeated($0, spi: spi) && !declaration.availability.contains($0)
            }
        }
        declaration.isFinal = (substitution.changed || nested != nil) && !shape.isActor
        if declaration.isFinal && declaration.access == .open { declaration.access = .public }

        var plan = MockPlan(declaration: declaration, memberAccess: access.memberLevel, body: body)
        plan.typealiases = builder.typealiases
        plan.anyAliases = facts.anyAliases(
            boundTo: builder.typealiases,
            declared: MemberList.flatten(members).compactMap {
                if case .typealias(let alias) = $0 { alias } else { nil }
            }, closed: moduleAnyAliases)
        if let nested {
            guard let nestedPlan = self.nestedPlan(nested, in: declaration.name, options: options, visiting: visiting)
            else {
                analyzed.diagnostics.append(.selfConstraint(model.whereClause ?? "", at: model.location))
                return analyzed
            }
            plan.nested = [nestedPlan]
        }
        plan.needsEmptyInit =
            shape.superclass == nil && !Self.declaresInitializer(model.members)
            && !MemberList.flatten(members).contains(where: Self.isParameterlessInitializer)
            && (access.memberLevel != .internal || builder.declaresInitializers)
        plan.reset = ResetPlan(
            overridesSuperclass: shape.superclass != nil, isNonisolated: shape.isActor || reachedFromAnyContext)
        plan.parentProtocol = shape.parentProtocol
        plan.identity = shape.identityWitnesses(members: members)
        plan.isSendable = shape.parentIsSendable || shape.globalActor != nil || declaration.isUncheckedSendable
        plan.chain = shape.inherited
        plan.chain.keys.formUnion(RequirementKey.keys(of: members))
        plan.chain.names.formUnion(builder.memberNames(body))
        plan.chain.identity.formUnion(plan.identity)
        analyzed.plan = plan
        return analyzed
    }

    /// The parent mock this one subclasses: the first parent's, when that mock is generated
    /// (selected, and free of errors) with options a subclass can live with.
    private func superclassPlan(
        for model: ProtocolModel, shape: ProtocolShape, options: EffectiveOptions, visiting: Set<String>
    ) -> (model: ProtocolModel, plan: MockPlan)? {
        // A reshaping style owns every member of its chain: it never subclasses a parent mock.
        guard reuse.subclassesParentMocks, let parent = shape.subclassCandidate(of: model),
            !visiting.contains(parent.id),
            !unmockable.contains(parent.id)
        else { return nil }
        let parentOptions: EffectiveOptions
        if let mockOptions {
            guard let found = mockOptions(parent) else { return nil }
            parentOptions = found
        } else {
            parentOptions = options
        }
        // The subclass exists wherever the parent mock does, and is no more visible than it.
        let childAccess = options.access ?? model.access ?? .internal
        let parentAccess = parentOptions.access ?? parent.access ?? .internal
        // A parent mock written in another style has other members: it cannot be the superclass.
        // Its name is its own plan's (its suffix): the child spells it as the parent's mock does.
        guard options.canSubclassMock(madeWith: parentOptions),
            parentAccess >= childAccess,
            let parentPlan = plan(parent, options: parentOptions, visiting: visiting.union([parent.id])).plan,
            parentPlan.kind == .class, !parentPlan.declaration.isFinal,
            // A class under a global actor cannot subclass a mock that is not under it.
            shape.globalActor == nil || parentPlan.declaration.globalActor == shape.globalActor,
            parentPlan.declaration.genericParameters.isEmpty
        else { return nil }
        return (parent, parentPlan)
    }

    /// Whether the protocol itself asks for an initializer; one a standard library parent asks
    /// for (`init(from:)`) still leaves tests an `init()` to call.
    private static func declaresInitializer(_ members: [Member]) -> Bool {
        members.contains(where: isInitializer)
    }

    /// A parent's `init()` the mock witnesses itself already gives tests an `init()`.
    private static func isParameterlessInitializer(_ member: Member) -> Bool {
        guard case .initializer(let initializer) = member else { return false }
        return initializer.parameters.isEmpty
    }

    private static func isNonisolated(_ member: Member) -> Bool {
        switch member {
        case .method(let method): method.info.isNonisolated
        case .property(let property): property.info.isNonisolated
        case .subscript(let requirement): requirement.info.isNonisolated
        default: false
        }
    }

    private static func isInitializer(_ member: Member) -> Bool {
        switch member {
        case .initializer: return true
        case .conditional(let block): return block.clauses.contains { $0.members.contains(where: isInitializer) }
        default: return false
        }
    }
}
