import MockModel

/// Plans a mock in the sourcery style over the default plan: `MockPlanner` decides what is
/// witnessed (inheritance, `Self`, associated types, identity witnesses) and each witness's
/// signature; `SourceryShaping` gives each witness sourcery's members (the declared name plus
/// `CallCount`, `Args`, `Handler`, `GetCount`…), and the protocol's `sourcery:` annotations decide
/// where they go, under which condition, and what the `final class` and its initializer are.
public struct SourceryPlanner: Sendable {
    /// The default planner, set to leave refusals and layout to the style.
    let base: MockPlanner

    public init(base: MockPlanner) {
        var base = base
        base.reuse = .ownMembers
        self.base = base
    }

    public init(parents: [String: ProtocolModel], facts: TypeFacts = TypeFacts()) {
        self.init(base: MockPlanner(parents: parents, facts: facts))
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
        let planned = base.analyzedPlan(model, options: options, visiting: [model.id])
        result.diagnostics = planned.diagnostics
        let annotations = SourceryProtocolAnnotations(model.annotations)
        // The annotations are read from the requirements as the shared analysis lists them.
        let shape = planned.shape
        if annotations.own.has("ObjcProtocolMock") {
            result.diagnostics.append(.sourceryObjcSuperclass(at: model.location))
        }
        var walker = SourceryOccurrenceWalker(
            owners: SourceryOccurrenceWalker.owners(of: planned.graph.ancestors.map(\.model) + [model]),
            defaultOwner: model.name)
        walker.walk(planned.members)
        // Subscripts are witnessed; the walker sets them aside for the kinds that refuse them.
        for member in walker.unsupported {
            if case .subscript = member { continue }
            result.diagnostics.append(unsupported(member, in: model))
        }
        result.imports = Self.imports(annotations: annotations, requirements: walker.requirements)
        guard let shared = planned.plan else { return result }

        let globalActor = annotations.own.value("globalActor").map { "@" + $0 } ?? shape.globalActor
        var shaping = SourceryShaping(
            walker: walker, globalActor: globalActor, isActor: shape.isActor,
            skipsRecording: annotations.own.has("skipArgumentRecording"),
            closureAliases: shared.closureAliases(among: base.closureAliases), protocolLocation: model.location)
        var members = shared.restyled(by: &shaping)
        let placed = members.members.filter {
            switch $0.kind {
            case .method, .property, .subscript: true
            case .initializer, .unplaced: false
            }
        }
        var conditional: Set<String> = []
        let initializer = seededStores(placed, conditional: &conditional, diagnostics: &result.diagnostics)
        result.diagnostics += shaping.diagnostics
        result.diagnostics += SourceryNaming.collisions(placed, describe: describe)
        guard !result.diagnostics.contains(where: { $0.severity == .error }) else { return result }

        members.declaration = declaration(
            shared, model: model, options: options, globalActor: globalActor, isActor: shape.isActor,
            isSendable: shape.isSendable || annotations.own.has("uncheckedSendable"), condition: annotations.condition)
        members.memberAccess = members.declaration.access
        // One typealias per associated type the mock binds, by name; the protocol's own are not repeated.
        var aliases: [String: String] = [:]
        for case .associatedType(let name, let target) in shared.typealiases { aliases[name] = target }
        members.typealiases = aliases.sorted { $0.key < $1.key }.map { .associatedType(name: $0.key, target: $0.value) }
        var plan = SourceryPlan(members: members, protocolName: model.name)
        if let unseeded = SourceryInitializerSeeding.seed(
            &plan, stores: initializer, optional: Self.defaultedStores(placed), unset: conditional)
        {
            result.diagnostics.append(
                .sourceryInitializerSeeding(
                    model.name, seeds: initializer.filter(\.isConstant).map(\.name), at: unseeded.origin))
            return result
        }
        let required = plan.requiredInitializers
        // Declaring the required initializers hides the implicit `init()`: say it.
        let requiresEmpty = required.contains { $0.initializer.parameters.isEmpty && $0.member.condition == nil }
        plan.needsEmptyInit =
            initializer.isEmpty && !requiresEmpty && (plan.access != .internal || !required.isEmpty)
        plan.initializer = initializer
        result.plan = plan
        return result
    }

    /// The default plan's declaration as a sourcery mock: a `final class` as visible as its
    /// members, under the annotations' global actor, its conditions outermost first (options,
    /// branch, `if` annotations), repeating the protocol's `@available`s and a public one's `@_spi`.
    private func declaration(
        _ shared: MockPlan, model: ProtocolModel, options: EffectiveOptions, globalActor: String?, isActor: Bool,
        isSendable: Bool, condition: String?
    ) -> MockDeclaration {
        var declaration = shared.declaration
        declaration.kind = isActor ? .actor : .class
        declaration.access = shared.memberAccess
        declaration.isFinal = !isActor
        declaration.globalActor = globalActor
        declaration.isUncheckedSendable = globalActor == nil && isSendable && !isActor
        declaration.availability = model.attributes.filter {
            MockDeclaration.isRepeated($0, spi: declaration.access >= .public)
        }
        declaration.conditions = [options.condition.expression, model.branch?.expression, condition].compactMap { $0 }
        return declaration
    }

    /// The stores the generated initializer seeds: properties without a default value, `init`
    /// and `const` ones, each once; one under a condition cannot be.
    /// The stores the generated initializer seeds; a conditional one (`conditional`) starts
    /// unset instead, since an unconditional initializer cannot take it. A conditional constant
    /// cannot start unset: it is reported.
    private func seededStores(
        _ members: [SourceryMember], conditional: inout Set<String>, diagnostics: inout [Diagnostic]
    ) -> [SourceryInitParameter] {
        var initializer: [SourceryInitParameter] = []
        for member in members {
            guard case .property(let property) = member.kind,
                property.isConstant || (property.hasStore && property.storeDefault == nil)
            else { continue }
            let name = SourceryNaming.plain(property.name)
            if member.condition != nil, !property.isConstant {
                conditional.insert(name)
            } else if let condition = member.condition {
                diagnostics.append(
                    .sourceryConditionalInitializer(property.name, condition: condition, at: member.origin))
            } else if !initializer.contains(where: { $0.name == name }) {
                var parameter = SourceryInitParameter(name: name, type: property.type, isConstant: property.isConstant)
                parameter.head = property.modifiers.head
                parameter.isEscaping = property.holdsFunction
                initializer.append(parameter)
            }
        }
        return initializer
    }

    /// The instance stores with a default value, which a required initializer may seed too.
    private static func defaultedStores(_ members: [SourceryMember]) -> [SourceryInitParameter] {
        members.compactMap { member in
            guard case .property(let property) = member.kind, member.condition == nil, property.hasStore,
                property.storeDefault != nil, !property.isConstant, !property.modifiers.isStatic
            else { return nil }
            var parameter = SourceryInitParameter(
                name: SourceryNaming.plain(property.name), type: property.type, isConstant: false)
            parameter.head = property.modifiers.head
            return parameter
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
        case .subscript(let witness):
            return "'subscript(\(witness.parameters.map { "\(SourceryNaming.plain($0.label ?? $0.name)):" }.joined()))'"
        case .initializer, .unplaced: return "'init'"
        }
    }

    private func unsupported(_ member: Member, in model: ProtocolModel) -> Diagnostic {
        // A standard parent's requirement (`init(from:)`) has no place of its own in the source.
        let location = member.location.column > 0 ? member.location : model.location
        guard case .unsupported(let kind, let name, let location, let code) = member else {
            return .sourceryUnwitnessable(kind: "requirement", name: "", code: .unsupportedMember, at: location)
        }
        return .sourceryUnwitnessable(kind: kind, name: name, code: code, at: location)
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
