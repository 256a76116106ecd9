import MockModel

/// Plans the component of a `sourcery: DuetComponent` protocol over the shared analysis: the
/// inheritance graph and shape (every inherited requirement, isolation, Sendable), and the
/// sourcery style's walk of `#if` clauses and `if` annotations. Refuses what forwarding to a
/// stored instance cannot satisfy, naming each member.
public struct ComponentPlanner: Sendable {
    let parents: [String: ProtocolModel]
    let facts: TypeFacts

    public init(parents: [String: ProtocolModel], facts: TypeFacts = TypeFacts()) {
        self.parents = parents
        self.facts = facts
    }

    public struct Result: Sendable {
        public var plan: ComponentPlan?
        public var diagnostics: [Diagnostic] = []
        /// Imports the annotations ask for: `import = "M"`, and `canImport(M)` in an `if`.
        public var imports: [ImportDeclaration] = []
    }

    /// `componentName`, else the protocol's name with `Dependency` turned into `Component`
    /// (or `Component` added); `owns` makes it the `…Base` a hand-written subclass finishes.
    public static func name(of model: ProtocolModel) -> String {
        let annotations = SourceryProtocolAnnotations(model.annotations).own
        let plain = model.name.filter { $0 != "`" }
        var name = annotations.value("componentName") ?? plain + "Component"
        if annotations.value("componentName") == nil, plain.hasSuffix("Dependency"), plain != "Dependency" {
            name = plain.dropLast("Dependency".count) + "Component"
        }
        return annotations.has("owns") ? name + "Base" : name
    }

    public func plan(_ model: ProtocolModel, options: EffectiveOptions) -> Result {
        var result = Result()
        let annotations = SourceryProtocolAnnotations(model.annotations)
        let graph = InheritanceGraph(model, protocols: parents, aliases: facts.aliases)
        let shape = ProtocolShape(model, graph: graph, options: options, diagnostics: &result.diagnostics)
        let name = Self.name(of: model)
        let refusals = ComponentRefusals(componentName: name, model: model)
        if shape.isActor { result.diagnostics.append(refusals.actor()) }
        for case .associatedType(let associated) in shape.associatedTypeDeclarations(of: model) {
            result.diagnostics.append(refusals.associatedType(associated))
        }
        let access = annotations.own.value("componentAccess").flatMap(AccessLevel.init(rawValue:)) ?? .internal
        if access > (model.access ?? .internal) { result.diagnostics.append(refusals.access(access)) }

        var walker = SourceryOccurrenceWalker(
            owners: SourceryOccurrenceWalker.owners(of: graph.ancestors.map(\.model) + [model]),
            defaultOwner: model.name)
        walker.walk(shape.members(of: model))
        result.diagnostics += walker.unsupported.map(refusals.unsupported)
        result.diagnostics += walker.initializers.map { refusals.initializer($0.requirement) }
        var members: [ComponentMember] = []
        var changesAValue = false
        for requirement in walker.requirements {
            if let refusal = refusals.check(requirement) {
                result.diagnostics.append(refusal)
            } else {
                members.append(Self.member(requirement))
                // A setter or `mutating` requirement of a protocol that is not class-bound
                // mutates the stored value, even through a class-bound child.
                changesAValue = changesAValue || (Self.changes(requirement) && !isClassBound(requirement.owner, model))
            }
        }
        result.imports = SourceryPlanner.imports(annotations: annotations, requirements: walker.requirements)
        guard !result.diagnostics.contains(where: { $0.severity == .error }) else { return result }

        let globalActor = annotations.own.value("globalActor").map { "@" + $0 } ?? shape.globalActor
        var declaration = MockDeclaration(
            name: name, kind: .class, access: access, protocolName: model.qualifiedName)
        declaration.isFinal = !annotations.own.has("owns")
        declaration.globalActor = globalActor
        declaration.availability = model.attributes.filter { $0.hasPrefix("@available") }
        declaration.conditions = [model.branch?.expression, annotations.condition].compactMap { $0 }
        var plan = ComponentPlan(declaration: declaration, memberAccess: access)
        // Properties by name, as the template lists them, then methods in declaration order.
        let properties = members.filter(\.isProperty).sorted { $0.name < $1.name }
        plan.members = properties + members.filter { !$0.isProperty }
        plan.storage.isVariable = changesAValue
        plan.storage.isNonisolatedUnsafe =
            globalActor != nil && !shape.isSendable
            && plan.members.contains(where: \.isNonisolated)
        // A class that is not final, or holds a `var`, is Sendable only on the programmer's word.
        plan.declaration.isUncheckedSendable =
            shape.isSendable && globalActor == nil
            && (!declaration.isFinal || plan.storage.isVariable)
        result.plan = plan
        return result
    }

    static func member(_ requirement: SourceryRequirement) -> ComponentMember {
        var member: ComponentMember
        switch requirement.kind {
        case .method(let method):
            member = ComponentMember(requirement: .method(method), origin: requirement.location)
            member.parameterNames = parameterNames(method.parameters)
            member.attributes = repeated(method.info)
            member.isNonisolated = method.info.isNonisolated
        case .property(let property):
            member = ComponentMember(requirement: .property(property), origin: requirement.location)
            member.attributes = repeated(property.info)
            member.isNonisolated = property.info.isNonisolated
        }
        member.condition = requirement.condition
        return member
    }

    /// Every parameter's name inside the forwarder: a wildcard gets one, and a parameter
    /// named `dependency` would hide the stored one.
    static func parameterNames(_ parameters: [Parameter]) -> [String] {
        parameters.enumerated().map { index, parameter in
            if parameter.isWildcard { return "arg\(index)" }
            return parameter.localName == "dependency" ? "dependencyArgument" : parameter.localName
        }
    }

    /// What the forwarder repeats: availability, `@discardableResult`, and the requirement's
    /// own global actor.
    static func repeated(_ info: DeclarationInfo) -> [String] {
        info.attributes.filter { $0.hasPrefix("@available") || $0 == "@discardableResult" }
            + [MemberList.globalActor(info)].compactMap { $0 }
    }

    private static func changes(_ requirement: SourceryRequirement) -> Bool {
        switch requirement.kind {
        case .method(let method): method.info.modifiers.contains("mutating")
        case .property(let property): property.hasSetter
        }
    }

    /// Whether the protocol that declares a requirement (the component's own, or an ancestor)
    /// refines `AnyObject`.
    private func isClassBound(_ owner: String, _ model: ProtocolModel) -> Bool {
        let declaring = owner == model.name ? model : parents[owner] ?? model
        let markers = InheritanceGraph(declaring, protocols: parents, aliases: facts.aliases).markers
        return markers.contains("AnyObject") || markers.contains("class")
    }
}
