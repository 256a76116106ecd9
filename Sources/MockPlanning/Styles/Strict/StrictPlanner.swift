import MockModel

/// Plans a strict mock on top of the default style's plan: the same inheritance, `Self`,
/// associated types, isolation and witness signatures, with channels instead of tracking slots.
public struct StrictPlanner: Sendable {
    let base: MockPlanner
    let facts: TypeFacts

    public init(base: MockPlanner, facts: TypeFacts) {
        var base = base
        base.reuse = .reshaped
        self.base = base
        self.facts = facts
    }

    public func plan(_ model: ProtocolModel, options: EffectiveOptions) -> (
        plan: StrictPlan?, diagnostics: [Diagnostic]
    ) {
        // Swift 6.3 rejects the protocol itself: say so where it happens rather than plan a mock.
        let suppressing = MemberList.flatten(model.members).compactMap { member -> AssociatedTypeRequirement? in
            guard case .associatedType(let associated) = member,
                ([associated.inheritance, associated.whereClause].compactMap { $0 }).contains(where: {
                    $0.contains("~Copyable")
                })
            else { return nil }
            return associated
        }
        guard suppressing.isEmpty else {
            return (nil, suppressing.map { .strictNoncopyableAssociatedType($0.name, at: $0.info.location) })
        }
        let planned = base.analyzedPlan(model, options: options, visiting: [model.id])
        var diagnostics = planned.diagnostics
        guard let shared = planned.plan else { return (nil, diagnostics) }
        // The mock's own generic parameters are its associated types, never a closure typealias
        // of the same name declared elsewhere; one bound to a function type is a closure.
        let closureAliases = shared.closureAliases(among: facts.closureAliases)
        var channels = StrictChannelPlanner(
            closureAliases: closureAliases, noncopyable: facts.noncopyable, fallback: model.location)
        channels.anyAliases = shared.anyAliases
        (channels.markedNoncopyable, channels.markedTypes, channels.guessedTypes) = noncopyableHints(
            model, graph: planned.graph)
        var plan = shared.restyled(by: &channels)
        diagnostics += channels.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        var declaration = plan.declaration
        // Every strict mock is final: its state is its channels, which a subclass could not extend.
        declaration.isFinal = declaration.kind == .class
        if declaration.access == .open { declaration.access = .public }
        declaration.superclass = nil
        declaration.isUncheckedSendable = false
        declaration.conformances = ["StrictMock"]
        // The only stored state is a Sendable `let`: a class mock is Sendable whatever its protocol
        // (a global actor's class already is).
        if declaration.kind == .class && declaration.globalActor == nil { declaration.conformances.append("Sendable") }
        plan.declaration = declaration
        return (plan, diagnostics)
    }

    /// Where the protocol and its ancestors mark a method `@MockNoncopyable`: its `borrowing` and
    /// `consuming` parameters are noncopyable whatever their type's declaration says, and so are
    /// those types wherever the protocol mentions them. So is a type the protocol both borrows or
    /// consumes and returns, the shape of a noncopyable type declared out of the scan's sight.
    private func noncopyableHints(_ model: ProtocolModel, graph: InheritanceGraph) -> (
        marked: Set<SourceLocation>, types: Set<String>, guessed: Set<String>
    ) {
        let members = ([model] + graph.ancestors.map(\.model)).flatMap { MemberList.flatten($0.members) }
        var marked: Set<SourceLocation> = []
        var markedTypes: Set<String> = []
        var owned: Set<String> = []
        var returned: Set<String> = []
        for member in members {
            switch member {
            case .method(let method):
                let types = Set(
                    method.parameters.filter(StrictChannelPlanner.hasOwnership).compactMap { Self.name(of: $0.type) })
                owned.formUnion(types)
                if let result = method.returnType.flatMap(Self.name) { returned.insert(result) }
                if method.info.attributes.contains(where: {
                    ["@MockNoncopyable", "@MockScope.MockNoncopyable"].contains($0)
                }) {
                    marked.insert(method.info.location)
                    markedTypes.formUnion(types)
                }
            case .property(let property):
                if let result = Self.name(of: property.type) { returned.insert(result) }
            case .subscript(let subscriptRequirement):
                if let result = Self.name(of: subscriptRequirement.returnType) { returned.insert(result) }
            default:
                break
            }
        }
        let hinted = owned.intersection(returned).subtracting(StrictChannelPlanner.standardCopyable)
        return (marked, markedTypes, hinted.subtracting(markedTypes))
    }

    /// The last name of a named type, through optionals: `Token` of `Module.Token?`.
    private static func name(of type: TypeRef) -> String? {
        switch type.unattributed {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): name(of: wrapped)
        case .named(let components): components.last?.name
        default: nil
        }
    }
}
