import MockModel

/// Plans the type erasure of a protocol, `AnyRepository<Item>`: a wrapper generic over the
/// protocol's associated types that forwards every requirement, inherited ones included, to
/// any conforming value it is made from. Built on the shared analysis (inheritance graph,
/// `Self`, associated types) and the sourcery annotations (`if`, `associatedType`, `import`).
public struct ErasurePlanner: Sendable {
    let parents: [String: ProtocolModel]
    let facts: TypeFacts

    public init(parents: [String: ProtocolModel], facts: TypeFacts = TypeFacts()) {
        self.parents = parents
        self.facts = facts
    }

    public struct Result: Sendable {
        public var plan: ErasurePlan?
        public var diagnostics: [Diagnostic] = []
        /// Imports the annotations ask for: `import = "M"`, and `canImport(M)` in an `if`.
        public var imports: [ImportDeclaration] = []

        public init() {}
    }

    /// `Any` and the protocol's name: `AnyRepository`.
    public static func erasureName(of model: ProtocolModel) -> String {
        "Any" + model.name.filter { $0 != "`" }
    }

    public func plan(_ model: ProtocolModel, options: EffectiveOptions) -> Result {
        var result = Result()
        let annotations = SourceryProtocolAnnotations(model.annotations)
        let graph = InheritanceGraph(model, protocols: parents, aliases: facts.aliases)
        var shape = ProtocolShape(model, graph: graph, options: options, diagnostics: &result.diagnostics)
        // A property and a method of one name cannot both be declared: the one an extension
        // implements is left to it.
        shape.extensionDefaults = facts.extensionDefaults
        // The initializer names the protocol: the erasure is at most as visible as it.
        let requested = options.access.map { min($0, model.access ?? .internal) }
        let access = MockAccess(
            model, requested: requested, inProtocolsFile: false, diagnostics: &result.diagnostics)
        let name = Self.erasureName(of: model)
        result.diagnostics += Self.refusals(of: model, shape: shape)
        let associatedNames = shape.associatedTypeNames(of: model)
        var walker = SourceryOccurrenceWalker(
            owners: SourceryOccurrenceWalker.owners(of: graph.ancestors.map(\.model) + [model]),
            defaultOwner: model.name)
        walker.walk(shape.members(of: model))
        let globalActor = annotations.own.value("globalActor").map { "@" + $0 } ?? shape.globalActor
        let associatedTypes = associatedTypePlan(model, shape: shape, annotations: annotations, into: &result)
        let generics = associatedTypes.genericParameters.map(\.name)
        var members = ErasureMemberPlanner(
            erasureName: name,
            erasureType: .named([TypeComponent(name, genericArguments: generics.map { .simple($0) })]),
            associatedTypes: associatedNames, globalActor: globalActor, fallback: model.location)
        for case .unsupported(let kind, let member, let location, let code) in walker.unsupported {
            result.diagnostics.append(.erasureUnsupported(code, kind: kind, name: member, at: location))
        }
        for initializer in walker.initializers {
            members.initializer(initializer.requirement)
        }
        let planned = Self.forwarders(walker, planner: &members)
        result.diagnostics += members.diagnostics + Self.clashes(planned)
        result.imports = imports(annotations: annotations, conditions: planned.compactMap(\.condition))
        guard !result.diagnostics.contains(where: { $0.severity == .error }) else { return result }

        let classBound = !graph.markers.isDisjoint(with: ["AnyObject", "class"])
        var declaration = MockDeclaration(
            mocking: model, kind: classBound ? .class : .struct, access: min(access.typeLevel, .public),
            options: options, globalActor: globalActor, associatedTypes: associatedTypes)
        declaration.name = name
        declaration.isFinal = classBound
        // An erasure is production code: the mocks' condition (`DEBUG`) is not its own.
        declaration.conditions = [model.branch?.expression, annotations.condition].compactMap { $0 }
        var plan = ErasurePlan(
            declaration: declaration, memberAccess: access.memberLevel,
            names: Self.names(avoiding: associatedNames.union([model.name, name]), members: planned))
        plan.typealiases = associatedTypes.aliases.sorted { $0.key < $1.key }.map {
            .associatedType(name: $0.key, target: $0.value)
        }
        plan.associatedTypes = associatedTypes.genericParameters.map(\.name)
        plan.boxesAreSendable = shape.isSendable && globalActor == nil
        plan.members = planned
        plan.baseIsNonisolated =
            globalActor != nil && planned.contains(where: \.isNonisolated) && (plan.mutates || !shape.isSendable)
        result.plan = plan
        return result
    }

    /// Every method, property and subscript the walker found, as forwarders, in its order.
    private static func forwarders(_ walker: SourceryOccurrenceWalker, planner: inout ErasureMemberPlanner)
        -> [ErasureMember]
    {
        var planned: [ErasureMember] = []
        for requirement in walker.requirements {
            switch requirement.kind {
            case .method(let method):
                if let member = planner.method(method, condition: requirement.condition) { planned.append(member) }
            case .property(let property):
                if let member = planner.property(property, condition: requirement.condition) { planned.append(member) }
            }
        }
        for (requirement, condition) in walker.subscripts {
            if let member = planner.subscript(requirement, condition: condition) { planned.append(member) }
        }
        return planned
    }

    /// The wrapper's generic parameters: every associated type nothing binds, defaults included
    /// (a conforming type may choose another), primary ones first, with the constraints of the
    /// declarations and of `associatedType = "Item: Hashable"` annotations.
    private func associatedTypePlan(
        _ model: ProtocolModel, shape: ProtocolShape, annotations: SourceryProtocolAnnotations,
        into result: inout Result
    ) -> AssociatedTypePlan {
        let graph = shape.graph
        var substitution = SelfSubstitution(name: model.name, associatedTypes: shape.associatedTypeNames(of: model))
        // Standard parents' associated types (`Identifiable.ID`) come with the members.
        let standard = MemberList.flatten(shape.members(of: model)).filter {
            if case .associatedType = $0 { return true }
            return false
        }
        let declarations = substitution.members(shape.associatedTypeDeclarations(of: model) + standard)
            .map { member -> Member in
                guard case .associatedType(var associated) = member else { return member }
                associated.defaultType = nil
                return .associatedType(associated)
            }
        var plan = AssociatedTypePlan(
            members: declarations, bindings: shape.bindings(of: model),
            whereClauses: [model.whereClause] + graph.ancestors.map(\.model.whereClause),
            genericWhenUnconstrained: true)
        for annotation in annotations.own.values("associatedType") {
            let parts = annotation.split(separator: ":", maxSplits: 1).map { $0.trimmed }
            guard let index = plan.genericParameters.firstIndex(where: { $0.name == parts[0] }) else {
                result.diagnostics.append(
                    .erasureUnknownAssociatedType(
                        annotation, erasureName: ErasurePlanner.erasureName(of: model), at: model.location))
                continue
            }
            let added = parts.count > 1 ? parts[1].split(separator: "&").map { $0.trimmed } : []
            for constraint in added where !plan.genericParameters[index].constraints.contains(constraint) {
                plan.genericParameters[index].constraints.append(constraint)
            }
        }
        let primary = model.primaryAssociatedTypes
        plan.genericParameters =
            plan.genericParameters.filter { primary.contains($0.name) }
            .sorted { primary.firstIndex(of: $0.name)! < primary.firstIndex(of: $1.name)! }
            + plan.genericParameters.filter { !primary.contains($0.name) }
        return plan
    }

    private func imports(annotations: SourceryProtocolAnnotations, conditions: [String]) -> [ImportDeclaration] {
        var imports = annotations.own.values("import").map { ImportDeclaration(module: $0) }
        for module in ([annotations.condition].compactMap { $0 } + conditions)
            .flatMap(SourceryConditions.importedModules)
        {
            let line = ImportDeclaration(module: module, condition: "canImport(\(module))")
            if !imports.contains(line) { imports.append(line) }
        }
        return imports
    }
}
