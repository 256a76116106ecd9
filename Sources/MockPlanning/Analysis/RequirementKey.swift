import MockModel

/// What makes two requirements the same requirement, wherever they are declared: one witness
/// satisfies both, so a protocol reached twice (`protocol C: A, B` where both declare
/// `customize()`) is witnessed once. A method's effects are not part of it: a class cannot hold
/// two methods that differ in them alone, and one with fewer effects satisfies both.
enum RequirementKey {
    static func of(_ member: Member) -> String? {
        switch member {
        case .method(let method):
            // A `sending` result is the same requirement: the witness that sends satisfies both.
            let result = method.returnType?.withoutSending.standardUnqualified.description ?? "()"
            return "\(call(method))->\(result) \(method.whereClause ?? "")"
        case .property(let property):
            return "\(property.info.isStatic ? "static " : "")var \(property.name)"
        case .subscript(let requirement):
            return "\(call(requirement))->\(requirement.returnType.withoutSending.standardUnqualified)"
        case .initializer(let initializer):
            let labels = initializer.parameters.map { "\($0.firstName):\($0.keySpelling)" }.joined(separator: ",")
            return "init\(initializer.failability)(\(labels))"
        case .associatedType(let associated): return "associatedtype \(associated.name)"
        case .typealias(let alias): return "typealias \(alias.name)"
        case .conditional, .unsupported: return nil
        }
    }

    /// How a method or subscript is called, whatever it returns: a subclass's declaration of the
    /// same call overrides its superclass's, even with another result (`String` under `String?`).
    static func call(_ member: Member) -> String? {
        switch member {
        case .method(let method): call(method)
        case .subscript(let requirement): call(requirement)
        default: nil
        }
    }

    private static func call(_ method: MethodRequirement) -> String {
        let labels = method.parameters.map { "\($0.firstName):\($0.keySpelling)" }.joined(separator: ",")
        // Generic overloads can differ in their constraints alone.
        let generics = method.genericParameters.map(\.description).joined(separator: ",")
        return "\(method.info.isStatic ? "static " : "")func \(method.name)<\(generics)>(\(labels))"
    }

    private static func call(_ requirement: SubscriptRequirement) -> String {
        // A subscript's lone parameter name is not a label.
        let labels = requirement.parameters.map { "\($0.secondName == nil ? "_" : $0.firstName):\($0.keySpelling)" }
            .joined(separator: ",")
        return "\(requirement.info.isStatic ? "static " : "")subscript(\(labels))"
    }

    /// What a requirement is called, whatever its types: `var rawValue`, `init?(rawValue:)`,
    /// `func encode(to:)`, `associatedtype ID`.
    static func name(_ member: Member) -> String? {
        switch member {
        case .method(let method):
            return "func \(method.name)(\(method.parameters.map { "\($0.firstName):" }.joined()))"
        case .property(let property): return "var \(property.name)"
        case .initializer(let initializer):
            return "init(\(initializer.parameters.map { "\($0.firstName):" }.joined()))"
        case .associatedType(let associated): return "associatedtype \(associated.name)"
        default: return nil
        }
    }

    /// Members in order, dropping any whose key is covered or already seen. Inside an `#if`
    /// block a key is qualified by its branch, so a block repeated through two parents is kept
    /// once, and a block left empty is dropped.
    static func unique(_ members: [Member], covered: Set<String>) -> (members: [Member], keys: Set<String>) {
        var seen = covered
        let kept = unique(members, prefix: "", seen: &seen)
        return (kept, seen)
    }

    /// Every key the members declare, branches qualified as `unique` qualifies them.
    static func keys(of members: [Member]) -> Set<String> {
        unique(members, covered: []).keys
    }

    private static func unique(_ members: [Member], prefix: String, seen: inout Set<String>) -> [Member] {
        var kept: [Member] = []
        for member in members {
            if case .conditional(var block) = member {
                var keptAny = false
                block.clauses = block.clauses.map { clause in
                    var clause = clause
                    let branch = prefix + "\(clause.keyword) \(clause.condition ?? "")|"
                    clause.members = unique(clause.members, prefix: branch, seen: &seen)
                    keptAny = keptAny || !clause.members.isEmpty
                    return clause
                }
                if keptAny { kept.append(.conditional(block)) }
                continue
            }
            guard let key = of(member) else {
                kept.append(member)
                continue
            }
            if seen.insert(prefix + key).inserted {
                kept.append(member)
            } else if let index = kept.firstIndex(where: { of($0) == key }),
                let merged = restated(kept[index], by: member)
            {
                kept[index] = merged
            }
        }
        return kept
    }

    /// One witness for a requirement a protocol restates (a parent's `{ get }` as `{ get set }`,
    /// a `get async throws` as `get throws`, a `func load() throws` as `func load()`, a result as
    /// `sending`): settable if either is, its getter or call only as effectful as both are, its
    /// result sent if either is. Nil when the first already serves both.
    static func restated(_ earlier: Member, by later: Member) -> Member? {
        func getter(_ first: Effects, _ second: Effects) -> Effects {
            Effects(
                isAsync: first.isAsync && second.isAsync, throwsClause: common(first.throwsClause, second.throwsClause))
        }
        switch (earlier, later) {
        case (.method(let kept), .method(let again)):
            let effects = getter(kept.effects, again.effects)
            let sends = again.returnType?.isSending == true && kept.returnType?.isSending != true
            guard effects != kept.effects || sends else { return nil }
            var merged = kept
            merged.effects = effects
            if sends { merged.returnType = again.returnType }
            return .method(merged)
        case (.property(let kept), .property(let again)):
            let hasSetter = kept.hasSetter || again.hasSetter
            let effects = hasSetter ? .none : getter(kept.getterEffects, again.getterEffects)
            guard hasSetter != kept.hasSetter || effects != kept.getterEffects else { return nil }
            // The settable declaration is the one witnessed, as it is written.
            var merged = again.hasSetter ? again : kept
            merged.hasSetter = hasSetter
            merged.getterEffects = effects
            return .property(merged)
        case (.subscript(let kept), .subscript(let again)):
            let hasSetter = kept.hasSetter || again.hasSetter
            let effects = hasSetter ? .none : getter(kept.getterEffects, again.getterEffects)
            guard hasSetter != kept.hasSetter || effects != kept.getterEffects else { return nil }
            var merged = again.hasSetter ? again : kept
            merged.hasSetter = hasSetter
            merged.getterEffects = effects
            return .subscript(merged)
        default: return nil
        }
    }

    /// What a witness may throw to satisfy both: nothing unless both throw; the typed error when
    /// one throws any error.
    private static func common(_ first: ThrowsClause, _ second: ThrowsClause) -> ThrowsClause {
        switch (first, second) {
        case _ where first == second: first
        case (.untyped, .typed), (.typed, .untyped): first == .untyped ? second : first
        default: .none
        }
    }
}
