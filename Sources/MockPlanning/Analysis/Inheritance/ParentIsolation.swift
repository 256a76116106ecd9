import MockModel

/// How an isolated mock (an actor, or a class under a global actor) witnesses the requirements
/// of a parent protocol that is not isolated the same way: `nonisolated`, with their state
/// behind the lock, since the parent's callers may be anywhere. A protocol that is both an actor
/// and under a global actor has no conforming type at all.
extension ProtocolShape {
    /// The global actor a protocol is isolated to: its own, or one its parents give it.
    func isolation(of model: ProtocolModel) -> String? {
        model.globalActor
            ?? InheritanceGraph(model, protocols: graph.protocols, aliases: graph.aliases).ancestors
            .lazy.compactMap(\.model.globalActor).first
    }

    /// Whether the mock witnesses `ancestor`'s requirements across isolation.
    func crossesIsolation(to ancestor: ProtocolModel) -> Bool {
        if isActor { return !InheritanceGraph(ancestor, protocols: graph.protocols, aliases: graph.aliases).isActor }
        guard let globalActor else { return false }
        return isolation(of: ancestor) != globalActor
    }

    /// The members with every requirement a crossing ancestor declares made `nonisolated`,
    /// wherever else it is declared too (the witness is one for all of them). Where an isolated
    /// protocol (the mock's own, or an ancestor isolated as it is) declares it as well, an async
    /// witness's result is `sending`: the nonisolated witness hands it back to an isolated caller.
    func witnessedAcrossIsolation(_ members: [Member], covered: Set<String>, of model: ProtocolModel) -> [Member] {
        guard isActor || globalActor != nil else { return members }
        let uncovered = graph.ancestors.filter { !covered.contains($0.model.id) }
        let crossing = uncovered.filter { crossesIsolation(to: $0.model) }
        let keys = Set(crossing.flatMap { MemberList.flatten($0.model.members) }.compactMap(RequirementKey.of))
        guard !keys.isEmpty else { return members }
        let isolated = [model] + uncovered.filter { !crossesIsolation(to: $0.model) }.map(\.model)
        let sentKeys = keys.intersection(
            isolated.flatMap { MemberList.flatten($0.members) }.compactMap(RequirementKey.of))
        return members.map { crossingOnly($0, keys, sending: sentKeys) }
    }

    private func crossingOnly(_ member: Member, _ keys: Set<String>, sending: Set<String>) -> Member {
        guard case .conditional(var block) = member else {
            guard let key = RequirementKey.of(member), keys.contains(key) else { return member }
            return sending.contains(key) ? Self.sendingAsyncResult(nonisolated(member)) : nonisolated(member)
        }
        for index in block.clauses.indices {
            block.clauses[index].members = block.clauses[index].members.map { crossingOnly($0, keys, sending: sending) }
        }
        return .conditional(block)
    }

    /// An async method's result as `sending` (a method already sending, or returning nothing, as is).
    static func sendingAsyncResult(_ member: Member) -> Member {
        guard case .method(var method) = member, method.effects.isAsync, let result = method.returnType,
            !result.isSending, result != .void, result.description != "Void"
        else { return member }
        method.returnType = .attributed(result, specifiers: ["sending"], attributes: [])
        return .method(method)
    }

    /// The requirement made `nonisolated` (an actor's static members are not isolated anyway; its
    /// initializers are not either, and the mark tells the planner where they come from).
    func nonisolated(_ member: Member) -> Member {
        func marked(_ info: DeclarationInfo) -> DeclarationInfo {
            guard !info.isNonisolated, !(isActor && info.isStatic), MemberList.globalActor(info) == nil else {
                return info
            }
            var info = info
            info.modifiers.insert("nonisolated", at: 0)
            return info
        }
        switch member {
        case .method(var method):
            method.info = marked(method.info)
            return .method(method)
        case .property(var property):
            property.info = marked(property.info)
            return .property(property)
        case .subscript(var requirement):
            requirement.info = marked(requirement.info)
            return .subscript(requirement)
        case .initializer(var initializer):
            initializer.info = marked(initializer.info)
            return .initializer(initializer)
        case .conditional(var block):
            for index in block.clauses.indices {
                block.clauses[index].members = block.clauses[index].members.map(nonisolated)
            }
            return .conditional(block)
        default: return member
        }
    }

    /// A closure an actor's initializer cannot be handed by a caller outside the actor.
    static func isNonSendableClosure(_ type: TypeRef) -> Bool {
        switch type {
        case .attributed(let base, _, let attributes): !attributes.contains("@Sendable") && isNonSendableClosure(base)
        case .optional(let wrapped): isNonSendableClosure(wrapped)
        case .function: true
        default: false
        }
    }

    /// An actor protocol under a global actor, its own or a parent's.
    static func conflictingIsolation(_ model: ProtocolModel, graph: InheritanceGraph) -> Diagnostic? {
        guard graph.isActor,
            let isolated = ([model] + graph.ancestors.map(\.model)).first(where: { $0.globalActor != nil }),
            let globalActor = isolated.globalActor
        else { return nil }
        let via = isolated.id == model.id ? "" : " through '\(isolated.name)'"
        return .conflictingIsolation(model.name, globalActor: globalActor, via: via, at: model.location)
    }
}
