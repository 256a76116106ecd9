import MockModel

/// Turns each requirement into the forwarder a type erasure declares, or into a located error
/// naming what cannot be forwarded: a static member or initializer (a wrapper has no base to
/// ask), a mention of `Self` other than a whole result, which is wrapped in turn (the wrapper is
/// not its base's type), a variadic parameter (Swift cannot pass an array on as variadic
/// arguments), a parameter pack, an opaque result.
struct ErasureMemberPlanner {
    let erasureName: String
    /// The wrapper's type as a result spells it: `AnyRepository<Item>`.
    let erasureType: TypeRef
    let associatedTypes: Set<String>
    /// The protocol's global actor, under which a `nonisolated` requirement may only read.
    let globalActor: String?
    /// Where a standard parent's requirement, which has no place in the source, is reported.
    let fallback: SourceLocation
    private(set) var diagnostics: [Diagnostic] = []

    init(
        erasureName: String, erasureType: TypeRef, associatedTypes: Set<String>, globalActor: String?,
        fallback: SourceLocation
    ) {
        self.erasureName = erasureName
        self.erasureType = erasureType
        self.associatedTypes = associatedTypes
        self.globalActor = globalActor
        self.fallback = fallback
    }

    mutating func method(_ method: MethodRequirement, condition: String?) -> ErasureMember? {
        let description = "'\(method.name)(\(method.parameters.map { "\($0.firstName):" }.joined()))'"
        var method = method
        let rewraps = method.returnType.map(Self.isSelf) ?? false
        if rewraps { method.returnType = nil }
        guard let method = substituted(.method(method), describing: description, at: method.info.location),
            case .method(let method) = method,
            accepts(method.info, generics: method.genericParameters, describing: description),
            let parameters = parameters(method.parameters, describing: description, at: method.info.location)
        else { return nil }
        if let result = method.returnType, Self.isOpaque(result) {
            refuse(.erasureOpaqueResult(description, at: placed(method.info.location)))
            return nil
        }
        var member = ErasureMember(kind: .method(name: method.name), origin: method.info.location)
        member.genericParameters = method.genericParameters
        member.parameters = parameters
        member.effects = method.effects
        member.type =
            rewraps ? erasureType : method.returnType.flatMap { $0 == .void || $0 == .simple("Void") ? nil : $0 }
        member.rewrapsResult = rewraps
        member.whereClause = method.whereClause
        member.isMutating = method.info.modifiers.contains("mutating")
        member.isNonisolated = method.info.isNonisolated
        guard !member.isNonisolated || !member.isMutating || !refusesNonisolatedMutation(description, at: member.origin)
        else { return nil }
        guard !refusesNonisolatedRewrap(member, describing: description) else { return nil }
        member.attributes = Self.repeated(method.info.attributes)
        member.condition = condition
        return member
    }

    mutating func property(_ property: PropertyRequirement, condition: String?) -> ErasureMember? {
        let description = "'var \(property.name)'"
        var property = property
        let rewraps = !property.hasSetter && Self.isSelf(property.type)
        if rewraps { property.type = .void }
        guard let substituted = substituted(.property(property), describing: description, at: property.info.location),
            case .property(let property) = substituted,
            accepts(property.info, generics: [], describing: description)
        else { return nil }
        var member = ErasureMember(kind: .property(name: property.name), origin: property.info.location)
        member.type = rewraps ? erasureType : property.type
        member.rewrapsResult = rewraps
        member.getterEffects = property.getterEffects
        member.hasSetter = property.hasSetter
        member.isNonisolated = property.info.isNonisolated
        guard !member.isNonisolated || !member.hasSetter || !refusesNonisolatedMutation(description, at: member.origin)
        else { return nil }
        guard !refusesNonisolatedRewrap(member, describing: description) else { return nil }
        member.attributes = Self.repeated(property.info.attributes)
        member.condition = condition
        return member
    }

    mutating func `subscript`(_ requirement: SubscriptRequirement, condition: String?) -> ErasureMember? {
        let description = "'subscript(\(requirement.parameters.map { "\($0.firstName):" }.joined()))'"
        guard
            let substituted = substituted(
                .subscript(requirement), describing: description, at: requirement.info.location),
            case .subscript(let requirement) = substituted,
            accepts(requirement.info, generics: requirement.genericParameters, describing: description),
            let parameters = parameters(
                requirement.parameters, describing: description, at: requirement.info.location, isSubscript: true)
        else { return nil }
        var member = ErasureMember(kind: .subscript, origin: requirement.info.location)
        member.genericParameters = requirement.genericParameters
        member.parameters = parameters
        member.type = requirement.returnType
        member.getterEffects = requirement.getterEffects
        member.whereClause = requirement.whereClause
        member.hasSetter = requirement.hasSetter
        member.isNonisolated = requirement.info.isNonisolated
        guard !member.isNonisolated || !member.hasSetter || !refusesNonisolatedMutation(description, at: member.origin)
        else { return nil }
        member.attributes = Self.repeated(requirement.info.attributes)
        member.condition = condition
        return member
    }

    mutating func initializer(_ requirement: InitializerRequirement) {
        let labels = requirement.parameters.map { "\($0.firstName):" }.joined()
        refuse(.erasureInitializer(labels: labels, at: placed(requirement.info.location)))
    }

    /// `Self.Item` becomes the wrapper's `Item`; `Self` itself cannot be forwarded.
    private mutating func substituted(_ member: Member, describing description: String, at location: SourceLocation)
        -> Member?
    {
        var substitution = SelfSubstitution(name: erasureName, associatedTypes: associatedTypes)
        let substituted = substitution.members([member])[0]
        guard substitution.changed else { return substituted }
        refuse(.erasureMentionsSelf(description, at: placed(location)))
        return nil
    }

    private mutating func accepts(_ info: DeclarationInfo, generics: [GenericParameter], describing description: String)
        -> Bool
    {
        if info.isStatic {
            refuse(.erasureStatic(description, at: placed(info.location)))
            return false
        }
        if generics.contains(where: \.isPack) {
            refuse(.erasureParameterPack(description, at: placed(info.location)))
            return false
        }
        return true
    }

    private mutating func parameters(
        _ parameters: [Parameter], describing description: String, at location: SourceLocation,
        isSubscript: Bool = false
    ) -> [ErasureParameter]? {
        if let variadic = parameters.first(where: \.isVariadic) {
            refuse(.erasureVariadic(description, parameter: variadic.localName, at: placed(location)))
            return nil
        }
        if parameters.contains(where: { Self.isPack($0.type) }) {
            refuse(.erasureParameterPack(description, at: placed(location)))
            return nil
        }
        return parameters.enumerated().map { index, parameter in
            // A wildcard gets a name the forwarder can pass on; every other name is kept as written.
            let wildcard = "arg\(index)"
            let label: String?
            let name: String
            if let second = parameter.secondName {
                (label, name) = (parameter.firstName, second == "_" ? wildcard : second)
            } else if parameter.firstName == "_" {
                (label, name) = ("_", wildcard)
            } else {
                (label, name) = (nil, parameter.firstName)
            }
            let plainLabel = (label ?? name).filter { $0 != "`" }
            // A subscript's lone name is no label at a call.
            let callLabel = label == "_" || (label == nil && isSubscript) ? nil : plainLabel
            let passing: ErasureParameter.Passing
            if parameter.isInout {
                passing = .inout
            } else if parameter.isAutoclosure, case .function(let function) = parameter.type.unattributed {
                passing = .autoclosure(Effects(isAsync: function.isAsync, throwsClause: function.throwsClause))
            } else {
                passing = .plain
            }
            return ErasureParameter(
                label: label, name: name, reference: Identifiers.reference(name.filter { $0 != "`" }),
                callLabel: callLabel, writtenType: parameter.writtenType, passing: passing)
        }
    }

    /// A wrapper under a global actor copies its box on the actor, where a `nonisolated`
    /// mutation cannot ask it to.
    private mutating func refusesNonisolatedMutation(_ description: String, at location: SourceLocation) -> Bool {
        guard let globalActor else { return false }
        refuse(.erasureNonisolatedMutation(description, globalActor: globalActor, at: placed(location)))
        return true
    }

    private mutating func refuse(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// A standard parent's requirement has no place of its own in the source: the protocol's.
    private func placed(_ location: SourceLocation) -> SourceLocation {
        location.column > 0 ? location : fallback
    }

    /// Attributes every declaration of the forwarder repeats: availability, so calling a
    /// deprecated requirement does not warn, and a member's global actor.
    private static func repeated(_ attributes: [String]) -> [String] {
        attributes.filter { $0.hasPrefix("@available") || ($0.hasSuffix("Actor") && !$0.contains("(")) }
    }

    /// `Self` as a whole result: the base's answer is wrapped in turn.
    private static func isSelf(_ type: TypeRef) -> Bool {
        type == .simple("Self")
    }

    /// A new erasure is made on the protocol's global actor, which a `nonisolated` forwarder is not on.
    private mutating func refusesNonisolatedRewrap(_ member: ErasureMember, describing description: String) -> Bool {
        guard member.rewrapsResult, member.isNonisolated, let globalActor else { return false }
        refuse(.erasureNonisolatedSelfResult(description, globalActor: globalActor, at: placed(member.origin)))
        return true
    }

    private static func isOpaque(_ type: TypeRef) -> Bool {
        switch type {
        case .keyword("some", _): true
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped): isOpaque(wrapped)
        case .tuple(let elements): elements.contains { isOpaque($0.type) }
        default: false
        }
    }

    private static func isPack(_ type: TypeRef) -> Bool {
        switch type {
        case .keyword(let keyword, _): keyword == "repeat" || keyword == "each"
        case .attributed(let base, _, _): isPack(base)
        default: false
        }
    }
}
