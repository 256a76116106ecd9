import MockModel

/// What a protocol's inheritance graph says about the mock's shape: class or actor, isolation,
/// lock-backed state, the parent mock to subclass, and the requirements to witness directly.
struct ProtocolShape {
    let graph: InheritanceGraph
    var isActor: Bool
    var isSendable: Bool
    var globalActor: String?
    var lockAll: Bool
    var superclass: String?
    var parentProtocol: String?
    var parentIsSendable = false
    /// Whether the superclass mock's `resetMock()` is nonisolated, which its override repeats.
    var superclassResetIsNonisolated = false
    /// The superclass mock's `@available` attributes, which its subclass repeats.
    var superclassAvailability: [String]?
    /// What the superclass chain already declares: requirement keys, member names, identity witnesses.
    var inherited = ChainMembers()
    /// Requirements extensions of the graph's protocols implement (`TypeFacts.extensionDefaults`).
    var extensionDefaults: [String: Set<String>] = [:]

    init(
        _ model: ProtocolModel, graph: InheritanceGraph, options: EffectiveOptions,
        unreachable: [String: String] = [:], diagnostics: inout [Diagnostic]
    ) {
        self.graph = graph
        isActor = graph.isActor
        isSendable = isActor || graph.isSendable
        globalActor = nil
        lockAll = options.sendable == .locked && !isActor
        // A protocol refining one under a global actor is isolated to it too, and so is its mock.
        if !isActor { globalActor = isolation(of: model) }
        if let whereClause = model.whereClause, WhereClause.mentionsSelf(whereClause),
            !SelfElementBinding.coversSelf(whereClause)
        {
            diagnostics.append(.selfConstraint(whereClause, at: model.location))
        }
        if let conflict = Self.conflictingIsolation(model, graph: graph) { diagnostics.append(conflict) }
        for (problem, via) in graph.problems {
            let path = via == model.name ? "" : " (inherited through '\(via)')"
            switch problem {
            case .refused(let name, let reason):
                diagnostics.append(.standardLibraryParent(name, path: path, asksFor: reason, at: model.location))
            case .unknown(let name):
                diagnostics.append(.unknownParent(name, path: path, reason: unreachable[name], at: model.location))
            default: continue
            }
        }
    }

    /// The first parent, when its mock could be the superclass: a class mock that adds no
    /// initializer and no constraint the parent's mock does not have.
    func subclassCandidate(of model: ProtocolModel) -> ProtocolModel? {
        guard !isActor, model.whereClause == nil, !redeclaresAssociatedTypes(of: model),
            case .scanned(let parent, let bindings)? = graph.directParents(of: model).first(where: {
                if case .scanned = $0 { return true }
                return false
            }),
            bindings.isEmpty
        else { return nil }
        return parent
    }

    /// Whether a requirement the mock witnesses itself restates a property or subscript its
    /// superclass chain already witnesses as settable, or with fewer getter effects (`{ get }` as
    /// `{ get set }`, `get async throws` as `get throws`): the inherited witness cannot serve,
    /// so the mock then witnesses everything itself.
    func restatesInheritedProperty(of model: ProtocolModel) -> Bool {
        guard parentProtocol != nil else { return false }
        let ancestors = MemberList.flatten(graph.ancestors.flatMap(\.model.members))
        return members(of: model, dedupe: false).contains { member in
            guard let key = RequirementKey.of(member), inherited.keys.contains(key) else { return false }
            return ancestors.contains { RequirementKey.of($0) == key && RequirementKey.restated($0, by: member) != nil }
        }
    }

    /// Whether a requirement the mock witnesses itself repeats the call of an inherited witness
    /// with another result (`func load() -> String` under `func load() -> String?`): Swift reads
    /// it as an override, which a static member cannot be and an instance one must say. The
    /// mock then witnesses everything itself, where the two are overloads of one class.
    func redeclaresInheritedCall(of model: ProtocolModel) -> Bool {
        guard parentProtocol != nil else { return false }
        let ancestors = MemberList.flatten(graph.ancestors.flatMap(\.model.members))
        let inheritedCalls = Set(
            ancestors.filter { RequirementKey.of($0).map(inherited.keys.contains) ?? false }.compactMap(
                RequirementKey.call))
        return MemberList.flatten(members(of: model)).contains { member in
            guard let call = RequirementKey.call(member), let key = RequirementKey.of(member) else { return false }
            return inheritedCalls.contains(call) && !inherited.keys.contains(key)
        }
    }

    /// Every requirement the mock witnesses itself: those of the ancestors its superclass does
    /// not cover, those of standard library parents, then its own; each requirement once.
    func members(of model: ProtocolModel) -> [Member] {
        members(of: model, dedupe: true)
    }

    private func declaredMembers(of model: ProtocolModel, covered: Set<String>) -> [Member] {
        var declared: [Member] = []
        for ancestor in graph.ancestors where !covered.contains(ancestor.model.id) {
            declared += ancestor.model.members
        }
        return witnessedAcrossIsolation(declared + model.members, covered: covered, of: model)
    }

    private func members(of model: ProtocolModel, dedupe: Bool) -> [Member] {
        var covered: Set<String> = []
        if let parentName = parentProtocol, let parent = graph.protocols[parentName] {
            covered = [parent.id]
            covered.formUnion(
                InheritanceGraph(parent, protocols: graph.protocols, aliases: graph.aliases).ancestors.map(\.model.id))
        }
        let declared = declaredMembers(of: model, covered: covered)
        if !dedupe { return declared }
        var standard: [Member] = []
        for name in graph.standards {
            standard += StandardParents.declaredMembers(of: name, at: model.location) ?? []
        }
        if graph.markers.contains("Identifiable"), bindsIdentifier(model) {
            standard += StandardParents.declaredMembers(of: "Identifiable", at: model.location) ?? []
        }
        // A protocol that restates a standard requirement more precisely (`var rawValue: Int`)
        // is witnessed as it says, once.
        let restated = Set(declared.compactMap(RequirementKey.name))
        standard.removeAll { RequirementKey.name($0).map(restated.contains) ?? false }
        return leavingToExtensions(RequirementKey.unique(standard + declared, covered: inherited.keys).members, model)
    }

    /// One class cannot declare a property and a method of one name (`var lock`, `func
    /// lock()`): the one an extension implements is left to it, the method first. Without one
    /// both stay, and the clash is reported.
    private func leavingToExtensions(_ members: [Member], _ model: ProtocolModel) -> [Member] {
        let implemented = ([model] + graph.ancestors.map(\.model)).reduce(into: Set<String>()) {
            $0.formUnion(extensionDefaults[$1.name] ?? [])
        }
        guard !implemented.isEmpty else { return members }
        var properties: Set<String> = []
        var methods: [String: [Member]] = [:]
        for member in MemberList.flatten(members) {
            if case .property(let property) = member { properties.insert(property.name) }
            if case .method(let method) = member { methods[method.name, default: []].append(member) }
        }
        var left: Set<String> = []
        for name in properties where methods[name] != nil {
            let implementedMethods = methods[name, default: []].compactMap(RequirementKey.name).filter(
                implemented.contains)
            if !implementedMethods.isEmpty {
                left.formUnion(implementedMethods)
            } else if implemented.contains("var \(name)") {
                left.insert("var \(name)")
            }
        }
        return Self.removing(left, from: members)
    }

    private static func removing(_ names: Set<String>, from members: [Member]) -> [Member] {
        guard !names.isEmpty else { return members }
        return members.compactMap { member in
            if case .conditional(var block) = member {
                block.clauses = block.clauses.map { clause in
                    var clause = clause
                    clause.members = removing(names, from: clause.members)
                    return clause
                }
                return .conditional(block)
            }
            return RequirementKey.name(member).map(names.contains) == true ? nil : member
        }
    }

    /// Every associated type declaration in the graph, each parent's own, for merging.
    func associatedTypeDeclarations(of model: ProtocolModel) -> [Member] {
        var declarations: [Member] = []
        for member in MemberList.flatten(graph.ancestors.flatMap(\.model.members) + model.members) {
            if case .associatedType = member { declarations.append(member) }
        }
        return declarations
    }

    /// Every associated type the mock answers, standard parents' (`Identifiable.ID`) included.
    func associatedTypeNames(of model: ProtocolModel) -> Set<String> {
        var names: Set<String> = []
        for case .associatedType(let associated) in associatedTypeDeclarations(of: model)
            + MemberList.flatten(members(of: model))
        {
            names.insert(associated.name)
        }
        return names
    }

    /// An associated type declared by more than one protocol of the graph: one parent's mock
    /// cannot know the others' constraints, so the child witnesses everything itself.
    func redeclaresAssociatedTypes(of model: ProtocolModel) -> Bool {
        var seen: Set<String> = []
        for case .associatedType(let associated) in associatedTypeDeclarations(of: model)
        where !seen.insert(associated.name).inserted {
            return true
        }
        return false
    }

    /// Whether a where clause in the graph says what `Identifiable.ID` is.
    private func bindsIdentifier(_ model: ProtocolModel) -> Bool {
        ([model.whereClause] + graph.ancestors.map(\.model.whereClause)).contains { clause in
            WhereClause(clause).requirements.contains { $0.subject == "ID" && $0.boundTo != nil }
        }
    }

    /// Associated types bound by generic arguments of flattened parents (`Box<Int>`), and the
    /// standard ones a declared requirement pins down (`var rawValue: Int` makes `RawValue` Int).
    func bindings(of model: ProtocolModel) -> [String: TypeRef] {
        var bindings: [String: TypeRef] = [:]
        let pinned = ["rawValue": "RawValue", "id": "ID"]
        for member in graph.ancestors.flatMap(\.model.members) + model.members {
            if case .property(let property) = member, let associated = pinned[property.name],
                !(property.type == .simple(associated))
            {
                bindings[associated] = property.type
            }
        }
        for ancestor in graph.ancestors {
            bindings.merge(ancestor.bindings) { first, _ in first }
        }
        return bindings
    }

    /// Identity witnesses the standard parents ask for that the superclass chain lacks and no
    /// requirement already declares (`func hash(into:)` restated by a parent protocol).
    func identityWitnesses(members: [Member]) -> [IdentityWitness] {
        var wanted = Set(graph.standards.flatMap { StandardParents.identity[$0] ?? [] })
        let keys = inherited.keys.union(members.compactMap(RequirementKey.of))
        if keys.contains(where: { $0.hasPrefix("func hash<>(into:") }) { wanted.remove(.hashing) }
        return IdentityWitness.allCases.filter { wanted.contains($0) && !inherited.identity.contains($0) }
    }

    /// Instance state is lock-backed for Sendable protocols, actors and `--sendable locked`.
    var locksInstanceState: Bool { isSendable || lockAll }

    /// A lock-protected class conforms as `@unchecked Sendable`; a subclass of one must say so again.
    var isUncheckedSendable: Bool {
        !isActor && (locksInstanceState || parentIsSendable) && globalActor == nil
    }
}
