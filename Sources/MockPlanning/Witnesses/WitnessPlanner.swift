import MockModel

/// Plans the witnesses of every requirement, `#if` branches kept, after allocating all
/// tracking identifiers protocol-wide.
struct WitnessPlanner {
    let shape: ProtocolShape
    var members: [Member]
    var diagnostics: [Diagnostic] = []
    var typealiases: [PlannedTypealias] = []
    var declaresInitializers = false
    /// Type names declared `~Copyable` in the scanned files.
    var noncopyable: Set<String> = []
    /// Typealiases of closure types: a parameter of one cannot escape into the argument log.
    var closureAliases: Set<String> = []
    /// Enums without a case on this platform (`TypeFacts.uninhabited`).
    var uninhabitedTypes: Set<String> = []
    var associatedTypes = AssociatedTypePlan()
    /// Names a style's witness bodies read besides the parameters (`PlanReuse.reservedLocals`).
    var reservedLocals: Set<String> = []
    /// A method with a value pack is planned, not refused: the style reshaping the plan records it.
    var plansValuePacks = false
    /// What the default tracking cannot record or forward gets no witness (`PlanReuse.refusesUntrackable`).
    var refusesUntrackable = true
    /// An operator requirement gets no witness (`PlanReuse.witnessesOperators`).
    var refusesOperators = true
    /// The mock's members are public (or open): a requirement's `@_spi` is repeated on them.
    var declaresPublicMembers = false
    private var identifiers: [SourceLocation: String] = [:]

    init(shape: ProtocolShape, members: [Member]) {
        self.shape = shape
        self.members = members
    }

    mutating func plan() -> [PlanNode] {
        let requirements = MemberList.flatten(members)
        allocateIdentifiers(requirements)
        let planned = nodes(members)
        reportCollisions(planned, requirements)
        return planned
    }

    static func visitWitnesses(_ nodes: [PlanNode], _ visit: (Witness) -> Void) {
        for node in nodes {
            switch node {
            case .member(let witness): visit(witness)
            case .conditional(let clauses): for clause in clauses { visitWitnesses(clause.nodes, visit) }
            }
        }
    }

    private mutating func allocateIdentifiers(_ flat: [Member]) {
        var candidates: [NamingCandidate] = []
        var locations: [SourceLocation] = []
        var reserved: Set<String> = []
        for member in flat {
            switch member {
            case .method(let method):
                // `` `for` `` is tracked as `forCallCount`: the backticks belong to the witness
                // only; an operator by its word (`multiply`).
                let name = OperatorWords.word(
                    method.name.trimmingBackticks, fixity: OperatorWords.fixity(method.info.modifiers))
                reserved.insert(name)
                candidates.append(
                    NamingCandidate(
                        base: name, declaredName: name,
                        parameterTypes: method.parameters.map(\.namingSpelling),
                        returnType: method.returnType, isAsync: method.effects.isAsync,
                        isThrowing: method.effects.throwsClause != .none, alwaysSuffixed: false))
                locations.append(method.info.location)
            case .property(let property):
                let name = property.name.trimmingBackticks
                reserved.insert(name)
                guard property.getterEffects.isEffectful else { continue }
                candidates.append(
                    NamingCandidate(
                        base: name, declaredName: name, parameterTypes: [], returnType: nil,
                        isAsync: false, isThrowing: false, alwaysSuffixed: false))
                locations.append(property.info.location)
            case .subscript(let subscriptRequirement):
                candidates.append(
                    NamingCandidate(
                        base: "subscript", declaredName: nil,
                        parameterTypes: subscriptRequirement.parameters.map(\.namingSpelling),
                        returnType: subscriptRequirement.returnType,
                        isAsync: subscriptRequirement.getterEffects.isAsync,
                        isThrowing: subscriptRequirement.getterEffects.throwsClause != .none,
                        alwaysSuffixed: true))
                locations.append(subscriptRequirement.info.location)
            case .initializer(let initializer):
                candidates.append(
                    NamingCandidate(
                        base: "init", declaredName: nil, parameterTypes: initializer.parameters.map(\.namingSpelling),
                        returnType: nil, isAsync: initializer.effects.isAsync,
                        isThrowing: initializer.effects.throwsClause != .none, alwaysSuffixed: false))
                locations.append(initializer.info.location)
            default: continue
            }
        }
        var names = NameAllocator.allocate(candidates, reserved: reserved)
        avoidInheritedNames(&names, candidates)
        identifiers = Dictionary(zip(locations, names), uniquingKeysWith: { first, _ in first })
    }

    /// A superclass already declares tracking members named after its requirements: a child
    /// requirement of the same name (`decode(_:)` beside the parent's `decode()`) takes its
    /// parameter types as a suffix, then an ordinal, so no member is declared twice.
    private func avoidInheritedNames(_ names: inout [String], _ candidates: [NamingCandidate]) {
        let inherited = shape.inherited.names
        guard !inherited.isEmpty else { return }
        func clashes(_ name: String) -> Bool { !Self.trackingNames(name).isDisjoint(with: inherited) }
        var used = Set(names)
        for index in names.indices where clashes(names[index]) {
            let candidate = candidates[index]
            var name = candidate.base + candidate.parameterTypes.map(TypeNaming.sanitized(spelling:)).joined()
            let stem = name
            var ordinal = 2
            while clashes(name) || used.contains(name) {
                name = stem + String(ordinal)
                ordinal += 1
            }
            used.insert(name)
            names[index] = name
        }
    }

    private mutating func nodes(_ members: [Member]) -> [PlanNode] {
        members.compactMap { member -> PlanNode? in
            switch member {
            case .conditional(let block):
                return .conditional(
                    block.clauses.map {
                        PlanClause(
                            directive: Self.directive($0.keyword), condition: $0.condition, nodes: nodes($0.members))
                    })
            case .method(let method):
                return located(witness(for: method), method.info)
            case .property(let property):
                return located(witness(for: property), property.info)
            case .subscript(let subscriptRequirement):
                return located(witness(for: subscriptRequirement), subscriptRequirement.info)
            case .initializer(let initializer):
                declaresInitializers = true
                return located(witness(for: initializer), initializer.info)
            case .associatedType(let associated):
                associatedTypealias(associated)
                return nil
            case .typealias(let alias):
                typealiases.append(.declared(alias.text))
                return nil
            case .unsupported(let kind, let name, let location, let code):
                report(.unsupportedRequirement(code, kind: kind, name: name, at: location))
                return nil
            }
        }
    }

    /// The clause's directive, from the keyword the protocol's block spells.
    private static func directive(_ keyword: String) -> PlanClause.Directive {
        switch keyword {
        case "#if": .ifClause
        case "#elseif": .elseIfClause
        default: .elseClause
        }
    }

    /// The witness as a plan node that remembers its requirement's location, under its head
    /// (`MemberHead`). A deprecated requirement's tracking state repeats its `@available`, so the
    /// types it mentions are used only in deprecated declarations.
    private func located(_ witness: Witness?, _ info: DeclarationInfo) -> PlanNode? {
        guard var witness else { return nil }
        witness.requirement = info.location
        witness.head = Self.head(
            info, kind: witness.signature.kind, isActor: shape.isActor, isPublic: declaresPublicMembers)
        if witness.head.isDeprecated || !witness.head.spi.isEmpty {
            witness.tracking.updateSlots { $0.attributes = witness.head.stateAttributes }
        }
        return .member(witness)
    }

    /// Whether an async witness calls its nonisolated handler from an actor's isolation. A
    /// nonisolated witness is counted too when it cannot be told apart: handing its arguments
    /// over as the caller's own is harmless there.
    func sendsArguments(_ info: DeclarationInfo, isAsync: Bool) -> Bool {
        isAsync && !info.isNonisolated
            && (shape.isActor || shape.globalActor != nil || MemberList.globalActor(info) != nil)
    }

    private mutating func associatedTypealias(_ associated: AssociatedTypeRequirement) {
        // Generic parameters of the mock satisfy the others by name.
        guard let target = associatedTypes.aliases[associated.name] else { return }
        typealiases.append(.associatedType(name: associated.name, target: target))
    }

    /// Every member name the planned witnesses declare, for subclasses to avoid.
    func memberNames(_ planned: [PlanNode]) -> Set<String> {
        var names: Set<String> = []
        Self.visitWitnesses(planned) { witness in
            for slot in witness.tracking.slots { names.insert(slot.name) }
        }
        for member in MemberList.flatten(members) {
            switch member {
            case .method(let method): names.insert(method.name.trimmingBackticks)
            case .property(let property): names.insert(property.name.trimmingBackticks)
            default: continue
            }
        }
        return names
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Reports each closure parameter the handler cannot forward; whether there were none.
    mutating func reportUnforwardable(_ parameters: ParameterPlan, at location: SourceLocation) -> Bool {
        for closure in parameters.unforwardableClosures { report(.genericClosureParameter(closure, at: location)) }
        return parameters.unforwardableClosures.isEmpty
    }

    func identifier(at location: SourceLocation) -> String {
        identifiers[location] ?? "unnamed"
    }

    /// Where a requirement's tracking state lives and whether its helpers are nonisolated.
    func placement(_ info: DeclarationInfo) -> Placement {
        if info.isStatic {
            return Placement(storage: .lockedStatic, isNonisolated: shape.globalActor != nil && info.isNonisolated)
        }
        if shape.isActor { return Placement(storage: .locked, isNonisolated: true) }
        if shape.globalActor != nil && info.isNonisolated { return Placement(storage: .locked, isNonisolated: true) }
        return Placement(storage: shape.locksInstanceState ? .locked : .plain, isNonisolated: false)
    }
}
