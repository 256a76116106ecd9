import MockModel

/// Plans a mock in the sourcery style: a `final class` whose members are each requirement's
/// declared name plus a suffix (`CallCount`, `Args`, `Handler`, `GetCount`…), shaped by the
/// protocol's `sourcery:` annotations. Reuses the inheritance graph, `Self` substitution and the
/// associated-type plan of the default style.
public struct SourceryPlanner: Sendable {
    let parents: [String: ProtocolModel]
    let facts: TypeFacts

    public init(parents: [String: ProtocolModel], facts: TypeFacts = TypeFacts()) {
        self.parents = parents
        self.facts = facts
    }

    public struct Result: Sendable {
        public var plan: SourceryPlan?
        public var diagnostics: [Diagnostic] = []
        /// Imports the annotations ask for: `import = "M"`, and `canImport(M)` in an `if`.
        public var imports: [ImportDeclaration] = []

        public init() {}
    }

    public func plan(_ model: ProtocolModel, options: EffectiveOptions) -> Result {
        var result = Result()
        let annotations = SourceryProtocolAnnotations(model.annotations)
        let graph = InheritanceGraph(model, protocols: parents, aliases: facts.aliases)
        var shape = ProtocolShape(model, graph: graph, options: options, diagnostics: &result.diagnostics)
        shape.extensionDefaults = facts.extensionDefaults
        let access = MockAccess(
            model, requested: options.access, inProtocolsFile: false, diagnostics: &result.diagnostics)
        if shape.isActor {
            result.diagnostics.append(
                Diagnostic(
                    .error, .sourceryActor,
                    "'\(model.name)' refines Actor, which a final class cannot conform to; the sourcery style mocks classes only",
                    at: model.location))
        }
        if annotations.own.has("ObjcProtocolMock") {
            result.diagnostics.append(
                Diagnostic(
                    .warning, .sourceryObjcSuperclass,
                    "ObjcProtocolMock asks for an NSObject superclass, which needs the Objective-C runtime; the mock is generated without it",
                    at: model.location))
        }
        var substitution = SelfSubstitution(
            name: model.mockName, associatedTypes: shape.associatedTypeNames(of: model))
        let members = substitution.members(shape.members(of: model))
        var walker = SourceryOccurrenceWalker(
            owners: SourceryOccurrenceWalker.owners(of: graph.ancestors.map(\.model) + [model]),
            defaultOwner: model.name)
        walker.walk(members)
        for member in walker.unsupported { result.diagnostics.append(unsupported(member, in: model)) }

        let globalActor = annotations.own.value("globalActor").map { "@" + $0 } ?? shape.globalActor
        var memberPlanner = SourceryMemberPlanner(
            globalActor: globalActor, skipsRecording: annotations.own.has("skipArgumentRecording"),
            closureAliases: facts.closureAliases)
        var planned: [(owner: String, member: SourceryMember)] = []
        var initializer: [SourceryInitParameter] = []
        let requirements = walker.requirements
        for (requirement, naming) in zip(requirements, SourceryNaming.prefixes(requirements)) {
            let kind: SourceryMember.Kind
            switch requirement.kind {
            case .method(let method):
                guard
                    let planned = memberPlanner.method(
                        method, prefix: naming.prefix, annotations: requirement.annotations)
                else { continue }
                kind = .method(planned)
            case .property(let property):
                let planned = memberPlanner.property(
                    property, prefix: naming.prefix, annotations: requirement.annotations)
                if planned.isConstant || (planned.hasStore && planned.storeDefault == nil) {
                    if let condition = requirement.condition {
                        result.diagnostics.append(conditionalInitializer(property, condition: condition))
                    } else if !initializer.contains(where: { $0.name == SourceryNaming.plain(property.name) }) {
                        initializer.append(
                            SourceryInitParameter(
                                name: SourceryNaming.plain(property.name), type: planned.type,
                                isConstant: planned.isConstant))
                    }
                }
                kind = .property(planned)
            }
            planned.append(
                (
                    requirement.owner,
                    SourceryMember(
                        kind: kind, condition: requirement.condition, rename: naming.rename,
                        origin: requirement.location)
                ))
        }
        result.diagnostics += memberPlanner.diagnostics
        result.diagnostics += SourceryNaming.collisions(planned.map(\.member), describe: describe)
        result.imports = Self.imports(annotations: annotations, requirements: requirements)
        guard !result.diagnostics.contains(where: { $0.severity == .error }) else { return result }

        let associatedTypes = AssociatedTypePlan(
            members: substitution.members(shape.associatedTypeDeclarations(of: model))
                + members.filter {
                    if case .associatedType = $0 { return true }
                    return false
                },
            bindings: shape.bindings(of: model),
            whereClauses: [model.whereClause] + graph.ancestors.map(\.model.whereClause))
        if !associatedTypes.genericParameters.isEmpty, let found = planned.first(where: { Self.isStatic($0.member) }) {
            result.diagnostics.append(
                Diagnostic(
                    .error, .sourceryGenericStaticState,
                    "the sourcery style keeps static bookkeeping in static stored properties, which the generic \(model.mockName) cannot declare; bind the associated types or use another style",
                    at: found.member.origin))
            return result
        }
        var declaration = MockDeclaration(
            mocking: model, kind: .class, access: access.typeLevel == .open ? .public : access.typeLevel,
            options: options, globalActor: globalActor, associatedTypes: associatedTypes)
        declaration.isFinal = true
        declaration.isUncheckedSendable =
            globalActor == nil && (shape.isSendable || annotations.own.has("uncheckedSendable"))
        // The options' condition is the outermost here, and the `if` annotations' the innermost.
        declaration.conditions = [options.condition.expression, model.branch?.expression, annotations.condition]
            .compactMap { $0 }
        var plan = SourceryPlan(declaration: declaration)
        plan.typealiases = associatedTypes.aliases.sorted { $0.key < $1.key }.map {
            .associatedType(name: $0.key, target: $0.value)
        }
        for (owner, member) in planned {
            if let index = plan.sections.firstIndex(where: { $0.protocolName == owner }) {
                plan.sections[index].members.append(member)
            } else {
                var section = SourcerySection(protocolName: owner)
                section.members = [member]
                plan.sections.append(section)
            }
        }
        for index in plan.sections.indices {
            plan.sections[index].renamed = plan.sections[index].members.compactMap(\.rename)
        }
        if plan.sections.isEmpty { plan.sections = [SourcerySection(protocolName: model.name)] }
        plan.identity = shape.identityWitnesses(members: members)
        plan.requiredInitializers = walker.initializers.map {
            Self.initializer($0.requirement, condition: $0.condition, declaredIn: model)
        }
        if !plan.requiredInitializers.isEmpty, !initializer.isEmpty {
            result.diagnostics.append(
                Diagnostic(
                    .error, .sourceryInitializerSeeding,
                    "the initializer \(model.name) requires cannot seed \(initializer.map { "'\($0.name)'" }.joined(separator: ", ")), which the mock's own initializer takes; give those properties types with default values or annotate them `sourcery: handler`",
                    at: plan.requiredInitializers[0].origin))
            return result
        }
        // Declaring the required initializers hides the implicit `init()`: say it.
        let requiresEmpty = plan.requiredInitializers.contains { $0.parameters.isEmpty && $0.condition == nil }
        plan.needsEmptyInit =
            initializer.isEmpty && !requiresEmpty
            && (access.typeLevel != .internal || !plan.requiredInitializers.isEmpty)
        plan.initializer = initializer
        result.plan = plan
        return result
    }

    private static func initializer(
        _ requirement: InitializerRequirement, condition: String?, declaredIn model: ProtocolModel
    ) -> SourceryInitializer {
        let parameters = requirement.parameters.enumerated().map { index, parameter in
            let name =
                parameter.isWildcard
                ? "param\(index)" : Identifiers.reference(SourceryNaming.plain(parameter.localName))
            let label: String? = parameter.isWildcard || parameter.secondName != nil ? parameter.firstName : nil
            return SourceryParameter(
                label: label, name: name, declaredType: parameter.writtenType, handlerType: parameter.type,
                isInout: parameter.isInout)
        }
        var witness = SourceryInitializer(
            parameters: parameters, failability: requirement.failability, effects: requirement.effects,
            condition: condition,
            // A standard parent's (`init(rawValue:)`) has no place of its own in the source.
            origin: requirement.info.location.column > 0 ? requirement.info.location : model.location)
        witness.genericParameters = requirement.genericParameters
        witness.whereClause = requirement.whereClause
        return witness
    }

    private static func isStatic(_ member: SourceryMember) -> Bool {
        switch member.kind {
        case .method(let method): method.modifiers.isStatic
        case .property(let property): property.modifiers.isStatic
        }
    }

    /// Imports the annotations ask for; components read them the same way.
    static func imports(annotations: SourceryProtocolAnnotations, requirements: [SourceryRequirement])
        -> [ImportDeclaration]
    {
        var imports = annotations.own.values("import").map { ImportDeclaration(module: $0) }
        var conditions = [annotations.condition].compactMap { $0 }
        conditions += requirements.flatMap { $0.annotations.values("if") }
        for module in conditions.flatMap(SourceryConditions.importedModules) {
            let line = ImportDeclaration(module: module, condition: "canImport(\(module))")
            if !imports.contains(line) { imports.append(line) }
        }
        return imports
    }

    private func describe(_ member: SourceryMember) -> String {
        switch member.kind {
        case .method(let method):
            return
                "'\(method.name)(\(method.parameters.map { "\(SourceryNaming.plain($0.label ?? $0.name)):" }.joined()))'"
        case .property(let property): return "'var \(property.name)'"
        }
    }

    private func conditionalInitializer(_ property: PropertyRequirement, condition: String) -> Diagnostic {
        Diagnostic(
            .error, .sourceryConditionalInitializer,
            "'\(property.name)' is compiled only under '\(condition)' but the mock's initializer, generated once outside any condition, takes it; put `sourcery: handler` on it or give it a type with a default value",
            at: property.info.location)
    }

    private func unsupported(_ member: Member, in model: ProtocolModel) -> Diagnostic {
        // A standard parent's requirement (`init(from:)`) has no place of its own in the source.
        let location = member.location.column > 0 ? member.location : model.location
        switch member {
        case .unsupported(let kind, let name, let location, let code):
            return Diagnostic(.error, code, "\(kind) '\(name)' cannot be witnessed by a mock", at: location)
        default:
            // The walker sets aside only these and subscripts.
            return Diagnostic(
                .error, .styleWritesNoSubscripts, "the sourcery style does not mock subscript requirements",
                at: location)
        }
    }
}

/// The annotations on the protocol itself, `sourcery:begin:` lines included.
struct SourceryProtocolAnnotations {
    var own = SourceryAnnotations()

    init(_ comments: [String]) {
        for line in SourceryAnnotations.lines(comments) {
            switch line {
            case .annotations(let found), .begin(let found): own.add(found)
            case .end: continue
            }
        }
    }

    /// The whole mock's `#if`, from the protocol's `if` annotations.
    var condition: String? { SourceryConditions.annotated(own) }
}
