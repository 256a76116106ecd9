import MockModel

/// Reshapes the default plan's witnesses into sourcery's members: a witness spelled as its
/// requirement, with `<prefix>CallCount`, `Args`, `Handler` (or a property's `GetCount`,
/// `GetHandler`, `SetCount`, `SetArgs`, `SetHandler` and `_<prefix>` store), shaped by the
/// requirement's `sourcery:` annotations. Where each member goes (its protocol's section, its
/// condition, its name) is the annotations' walk's (`SourceryOccurrenceWalker`).
struct SourceryShaping: WitnessShaping {
    /// The mock's global actor: nonisolated members then keep their bookkeeping
    /// `nonisolated(unsafe)`.
    let globalActor: String?
    /// An actor protocol's mock is an actor whose bookkeeping is `nonisolated(unsafe)`: a test
    /// sets handlers and reads counts without awaiting, as it does on a class mock.
    let isActor: Bool
    /// `skipArgumentRecording` on the protocol.
    let skipsRecording: Bool
    let closureAliases: Set<String>
    /// Where the protocol is declared: the place of a standard parent's initializer.
    let protocolLocation: SourceLocation
    /// Each method and property requirement's first declaration, with its name.
    private let requirements: [SourceLocation: Placed]
    /// Each initializer requirement's first declaration, with its condition.
    private let initializers: [SourceLocation: (owner: String, condition: String?)]
    /// Each subscript requirement's declaration, with its protocol, condition and prefix.
    let subscripts: [SourceLocation: (owner: String, condition: String?, prefix: String, info: DeclarationInfo)]

    private typealias Placed = (requirement: SourceryRequirement, prefix: String, rename: SourceryRename?)
    private(set) var diagnostics: [Diagnostic] = []

    init(
        walker: SourceryOccurrenceWalker, globalActor: String?, isActor: Bool, skipsRecording: Bool,
        closureAliases: Set<String>, protocolLocation: SourceLocation
    ) {
        self.globalActor = globalActor
        self.isActor = isActor
        self.skipsRecording = skipsRecording
        self.closureAliases = closureAliases
        self.protocolLocation = protocolLocation
        var requirements: [SourceLocation: Placed] = [:]
        for (requirement, naming) in zip(walker.requirements, SourceryNaming.prefixes(walker.requirements)) {
            requirements[requirement.location] = (requirement, naming.prefix, naming.rename)
        }
        self.requirements = requirements
        var initializers: [SourceLocation: (owner: String, condition: String?)] = [:]
        for (requirement, condition) in walker.initializers {
            initializers[requirement.info.location] = (walker.defaultOwner, condition)
        }
        self.initializers = initializers
        var subscripts: [SourceLocation: (owner: String, condition: String?, prefix: String, info: DeclarationInfo)] =
            [:]
        let prefixes = SourceryNaming.subscriptPrefixes(walker.subscripts.map(\.requirement))
        for ((requirement, condition), prefix) in zip(walker.subscripts, prefixes) {
            let owner = walker.owners[requirement.info.location] ?? walker.defaultOwner
            subscripts[requirement.info.location] = (owner, condition, prefix, requirement.info)
        }
        self.subscripts = subscripts
    }

    mutating func shape(_ witness: Witness) -> SourceryMember {
        let location = witness.requirement ?? protocolLocation
        let unplaced = SourceryMember(kind: .unplaced, owner: "", condition: nil, rename: nil, origin: location)
        switch witness.signature.kind {
        case .initializer(_, let failability):
            guard let placed = initializers[location] else { return unplaced }
            return SourceryMember(
                kind: .initializer(initializer(witness, failability: failability)), owner: placed.owner,
                condition: placed.condition, rename: nil,
                // A standard parent's (`init(rawValue:)`) has no place of its own in the source.
                origin: location.column > 0 ? location : protocolLocation)
        case .subscript:
            guard let placed = subscripts[location],
                let witness = subscriptWitness(witness, info: placed.info, prefix: placed.prefix)
            else { return unplaced }
            return SourceryMember(
                kind: .subscript(witness), owner: placed.owner, condition: placed.condition, rename: nil,
                origin: location)
        case .method, .property:
            guard let placed = requirements[location] else { return unplaced }
            let requirement = placed.requirement
            let kind: SourceryMember.Kind
            switch requirement.kind {
            case .method(let declared):
                kind =
                    method(witness, info: declared.info, prefix: placed.prefix, annotations: requirement.annotations)
                    .map(SourceryMember.Kind.method) ?? .unplaced
            case .property(let declared):
                kind = .property(
                    property(
                        witness, info: declared.info, prefix: placed.prefix, annotations: requirement.annotations))
            }
            return SourceryMember(
                kind: kind, owner: requirement.owner, condition: requirement.condition, rename: placed.rename,
                origin: requirement.location)
        }
    }

    func modifiers(_ witness: Witness, info: DeclarationInfo) -> SourceryModifiers {
        let signature = witness.signature
        var modifiers = SourceryModifiers()
        modifiers.isStatic = signature.isStatic
        let reachedFromAnyContext = signature.isNonisolated && (globalActor != nil || isActor)
        // A member-level global actor is not propagated: the witness says `nonisolated`, or Swift
        // would infer the requirement's actor for it.
        // An actor's witness keeps the requirement's global actor (the plan's head says it).
        let memberActor =
            globalActor == nil && !isActor && info.attributes.contains { $0 == "@MainActor" || $0.hasSuffix("Actor") }
        modifiers.isNonisolated = reachedFromAnyContext || memberActor
        // A static of a class without a global actor is global mutable state.
        modifiers.unsafeStorage = isActor || reachedFromAnyContext || (signature.isStatic && globalActor == nil)
        modifiers.head = witness.head
        return modifiers
    }

    /// The parameter as the witness declares it and its handler takes it.
    static func parameter(_ parameter: Parameter, at index: Int, handlerType: TypeRef) -> SourceryParameter {
        let name =
            parameter.isWildcard ? "param\(index)" : Identifiers.reference(SourceryNaming.plain(parameter.localName))
        let label: String? = parameter.isWildcard || parameter.secondName != nil ? parameter.firstName : nil
        return SourceryParameter(
            label: label, name: name, declaredType: parameter.writtenType, handlerType: handlerType,
            isInout: parameter.isInout)
    }

    private func initializer(_ planned: Witness, failability: String) -> SourceryInitializer {
        let signature = planned.signature
        let parameters = signature.parameters.enumerated().map { index, parameter in
            Self.parameter(parameter.requirement, at: index, handlerType: parameter.requirement.type)
        }
        var witness = SourceryInitializer(
            parameters: parameters, failability: failability, effects: signature.effects)
        witness.genericParameters = signature.genericParameters
        witness.whereClause = signature.whereClause
        witness.isNonisolated = signature.isNonisolated
        witness.spi = planned.head.spi
        return witness
    }

    private mutating func property(
        _ witness: Witness, info: DeclarationInfo, prefix: String, annotations: SourceryAnnotations
    ) -> SourceryProperty {
        let signature = witness.signature
        let type = signature.type ?? .void
        let hasSetter: Bool
        switch witness.body {
        case .stored: hasSetter = true
        case .backed(let backed): hasSetter = backed.hasSetter
        default: hasSetter = false
        }
        var property = SourceryProperty(
            name: signature.name, prefix: prefix, type: ParameterPlan.storable(type), declaredType: type,
            hasSetter: hasSetter)
        property.modifiers = modifiers(witness, info: info)
        property.getterEffects = signature.getterEffects
        property.holdsFunction = signature.holdsFunction
        let defaultValue = SourceryTypes.defaultValue(type)
        let isStatic = signature.isStatic
        if annotations.has("const") && !isStatic && !hasSetter && !signature.getterEffects.isEffectful {
            property.isConstant = true
            property.hasStore = false
            return property
        }
        // No initializer can seed a static store: without a default value it is a handler's.
        if annotations.has("handler") || (isStatic && defaultValue == nil) {
            property.hasStore = false
            property.fallback = defaultValue.map { .value($0) } ?? .trap
        } else {
            property.storeDefault = annotations.has("init") ? nil : defaultValue
        }
        property.recordsWrites =
            hasSetter && !SourceryTypes.isClosure(type, aliases: closureAliases)
            && !skipsRecording && !annotations.has("skipArgumentRecording")
        reportReactive(type, name: signature.name, prefix: prefix, at: info.location)
        return property
    }

    /// Combine and RxSwift members are reported, never dropped silently: the witness and its
    /// counters and handlers are generated, the subject-backed members are not.
    mutating func reportReactive(_ type: TypeRef?, name: String, prefix: String, at location: SourceLocation) {
        guard let type, let (typeName, framework) = SourceryTypes.reactiveFramework(type) else { return }
        diagnostics.append(
            .sourceryReactiveMember(
                name, type: typeName, framework: framework,
                missing: SourceryTypes.reactiveMembers(typeName, prefix: prefix), at: location))
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}
