import MockModel

/// Plans an Ozon-style mock's properties, initializers and methods, each inside the `#if` its
/// requirement sits in, with tracking names allocated mock-wide.
struct OzonMembers {
    let shape: ProtocolShape
    let associatedTypes: AssociatedTypePlan
    let isFinal: Bool
    let parents: [String: ProtocolModel]
    let closureAliases: Set<String>
    private(set) var diagnostics: [Diagnostic] = []
    /// Every member name the mock declares, for subclasses and collision checks.
    private(set) var declaredNames: Set<String> = []
    private var used: Set<String> = []

    init(
        shape: ProtocolShape, associatedTypes: AssociatedTypePlan, isFinal: Bool, parents: [String: ProtocolModel],
        closureAliases: Set<String>
    ) {
        self.shape = shape
        self.associatedTypes = associatedTypes
        self.isFinal = isFinal
        self.parents = parents
        self.closureAliases = closureAliases
        used = shape.inherited.names
    }

    mutating func build(_ members: [Member], into plan: inout OzonPlan) {
        let flat = Self.flatten(members, condition: nil)
        let requirementNames = Set(flat.compactMap { Self.requirementName($0.member) })
        used.formUnion(requirementNames)
        // A requirement named `lock` (a lock's protocol) keeps its name: the mock's lock takes another.
        var reserved = OzonNaming.reserved
        if requirementNames.contains("lock") && !requirementNames.contains(OzonNaming.alternateLock) {
            plan.lockName = OzonNaming.alternateLock
            reserved.remove("lock")
            reserved.insert(OzonNaming.alternateLock)
        }
        for name in requirementNames.intersection(reserved) {
            let location = flat.first { Self.requirementName($0.member) == name }?.member.location
            report(
                .generatedNameCollision,
                "a requirement named '\(name)' collides with the Ozon mock's own '\(name)'; rename the requirement",
                at: location ?? SourceLocation(file: "", line: 1, column: 1))
        }
        for (member, condition) in flat {
            switch member {
            case .property(let property):
                if let planned = self.property(property, condition: condition) { plan.properties.append(planned) }
            case .method(let method):
                if let planned = self.method(method, condition: condition) { plan.methods.append(planned) }
            case .initializer(let initializer):
                plan.initializers.append(self.initializer(initializer, condition: condition))
            case .subscript(let requirement):
                report(
                    .styleWritesNoSubscripts,
                    "the Ozon style does not mock subscripts; use --style mockable for this protocol",
                    at: requirement.info.location)
            case .associatedType(let associated):
                if let target = associatedTypes.aliases[associated.name],
                    !plan.typealiases.contains(.associatedType(name: associated.name, target: target))
                {
                    plan.typealiases.append(.associatedType(name: associated.name, target: target))
                }
            case .typealias(let alias):
                plan.typealiases.append(.declared(alias.text))
            case .unsupported(let kind, let name, let location, let code):
                report(code, "\(kind) '\(name)' cannot be witnessed by a generated mock", at: location)
            case .conditional:
                continue
            }
        }
        let generated = declaredNames.subtracting(requirementNames)
        for (member, _) in flat {
            guard let name = Self.requirementName(member), generated.contains(name) else { continue }
            report(
                .generatedNameCollision,
                "the generated member '\(name)' collides with the requirement '\(name)'; rename the requirement",
                at: member.location)
        }
        plan.emptyInit =
            shape.superclass != nil
            ? .override : plan.initializers.contains { $0.signature.parameters.isEmpty } ? .none : .plain
        // A Sendable class mock guards every instance member with the lock, properties included.
        let guardsProperties =
            plan.declaration.isUncheckedSendable && !shape.isActor && plan.properties.contains { !$0.isStatic }
        plan.locksInstances =
            guardsProperties || plan.methods.contains { Self.locks($0, shape: shape, isStatic: false) }
        plan.locksStatics = plan.methods.contains { Self.locks($0, shape: shape, isStatic: true) }
    }

    /// Recording takes the lock unless the actor (or global actor) already serializes it.
    static func locks(_ method: OzonMethod, shape: ProtocolShape, isStatic: Bool) -> Bool {
        guard method.signature.isStatic == isStatic else { return false }
        if isStatic || method.signature.isNonisolated { return true }
        return !shape.isActor && shape.globalActor == nil
    }

    // MARK: - Properties

    private mutating func property(_ property: PropertyRequirement, condition: String?) -> OzonProperty? {
        let isStatic = property.info.isStatic
        if isStatic && !associatedTypes.genericParameters.isEmpty {
            report(
                .genericStaticState,
                "static '\(property.name)' needs stored state, which a generic mock cannot have; bind the associated types with associatedTypes: [...]",
                at: property.info.location)
            return nil
        }
        let storage: OzonProperty.Storage
        if property.type.isOptional {
            storage = .stored(isWeak: isWeakDelegate(property))
        } else {
            let underlying = OzonNaming.underlying(property.name)
            declaredNames.insert(underlying)
            storage = .underlying(underlying)
        }
        declaredNames.insert(property.name.trimmingBackticks)
        let isolated = shape.isActor && !isStatic && !property.info.isNonisolated
        let setter = isolated ? OzonNaming.setter(property.name) : nil
        if let setter { declaredNames.insert(setter) }
        var planned = OzonProperty(
            name: property.name, type: property.type, storage: storage, isStatic: isStatic, setter: setter,
            condition: condition, location: property.info.location)
        planned.isNonisolated = property.info.isNonisolated && (shape.isActor || shape.globalActor != nil)
        return planned
    }

    /// `weak` for an optional property whose name mentions a delegate, unless `@Ignored`, when
    /// its type is known to be class-bound (a scanned protocol that is, or `AnyObject`).
    private func isWeakDelegate(_ property: PropertyRequirement) -> Bool {
        guard property.name.lowercased().contains("delegate"), !Self.isIgnored(property.info) else { return false }
        return OzonClassBound(parents: parents).isClassBound(property.type)
    }

    static func isIgnored(_ info: DeclarationInfo) -> Bool {
        info.attributes.contains { $0 == "@Ignored" || $0.hasPrefix("@Ignored(") }
            || info.annotations.contains { $0 == "@Ignored" || $0.hasPrefix("@Ignored ") }
    }

    // MARK: - Initializers

    private func initializer(_ initializer: InitializerRequirement, condition: String?) -> OzonInitializer {
        let parameters = ParameterPlan(
            initializer.parameters, erasure: TypeErasure(generics: []), requirementEffects: initializer.effects)
        var signature = WitnessSignature(
            kind: .initializer(isRequired: !isFinal && !shape.isActor, failability: initializer.failability))
        signature.parameters = parameters.declared
        signature.genericParameters = initializer.genericParameters
        signature.whereClause = initializer.whereClause
        signature.effects = initializer.effects
        signature.isNonisolated = initializer.info.isNonisolated
        return OzonInitializer(signature: signature, isOverride: false, condition: condition)
    }

    // MARK: - Methods

    private mutating func method(_ method: MethodRequirement, condition: String?) -> OzonMethod? {
        if method.info.isStatic && !associatedTypes.genericParameters.isEmpty {
            report(
                .genericStaticState,
                "static '\(method.name)' needs stored state, which a generic mock cannot have; bind the associated types with associatedTypes: [...]",
                at: method.info.location)
            return nil
        }
        let stem = allocateStem(method)
        let planned = OzonMethodPlanner(
            method: method, stem: stem, shape: shape, closureAliases: closureAliases
        ).plan()
        for (code, message) in planned.problems { report(code, message, at: method.info.location) }
        guard var result = planned.method, planned.problems.isEmpty else { return nil }
        result.condition = condition
        result.requirement = method.info.location
        declaredNames.insert(method.name.trimmingBackticks)
        declaredNames.formUnion(OzonNaming.trackingNames(stem))
        if result.hasSetters {
            declaredNames.formUnion(["Closure", "Error", "ReturnValue"].map { OzonNaming.setter(stem + $0) })
        }
        return result
    }

    private mutating func allocateStem(_ method: MethodRequirement) -> String {
        func free(_ stem: String) -> Bool { OzonNaming.trackingNames(stem).allSatisfy { !used.contains($0) } }
        var stem = OzonNaming.stem(method)
        if !free(stem) { stem = OzonNaming.typedStem(method) }
        let base = stem
        var ordinal = 2
        while !free(stem) {
            stem = base + String(ordinal)
            ordinal += 1
        }
        used.formUnion(OzonNaming.trackingNames(stem))
        return stem
    }

    // MARK: - Helpers

    private mutating func report(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, code, message, at: location))
    }

    private static func requirementName(_ member: Member) -> String? {
        switch member {
        case .method(let method): method.name.trimmingBackticks
        case .property(let property): property.name.trimmingBackticks
        default: nil
        }
    }

    /// Every requirement with the `#if` condition under which it is compiled: a clause's own
    /// condition, after the negation of those before it, inside its block's.
    static func flatten(_ members: [Member], condition: String?) -> [(member: Member, condition: String?)] {
        members.flatMap { member -> [(member: Member, condition: String?)] in
            guard case .conditional(let block) = member else { return [(member, condition)] }
            var earlier: [String] = []
            return block.clauses.flatMap { clause -> [(member: Member, condition: String?)] in
                var parts = condition.map { ["(\($0))"] } ?? []
                parts += earlier.map { "!(\($0))" }
                if let own = clause.condition {
                    parts.append("(\(own))")
                    earlier.append(own)
                }
                return flatten(clause.members, condition: parts.isEmpty ? nil : parts.joined(separator: " && "))
            }
        }
    }

    static func isAssociatedType(_ member: Member) -> Bool {
        if case .associatedType = member { return true }
        return false
    }

    static func declaresInitializer(_ members: [Member]) -> Bool {
        flatten(members, condition: nil).contains {
            if case .initializer = $0.member { return true }
            return false
        }
    }
}
