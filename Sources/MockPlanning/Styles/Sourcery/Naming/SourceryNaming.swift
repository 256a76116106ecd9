import MockModel

/// The sourcery naming rule: a member is the declared name (backticks dropped, nothing else
/// changed) plus a suffix. Among overloads, the one with the fewest parameters (the first of
/// them on a tie) keeps the name; every other appends each parameter's capitalised argument
/// label, or its parameter name where the label is `_`; one whose labels do not set it apart
/// also appends its result type and effects (`runAsyncThrowing`, `renderSubstring`).
/// `sourcery: methodName = "x"` overrides.
enum SourceryNaming {
    /// The prefix of each requirement, and why it differs from the declared name when it does.
    static func prefixes(_ requirements: [SourceryRequirement]) -> [(prefix: String, rename: SourceryRename?)] {
        var result: [(prefix: String, rename: SourceryRename?)] = requirements.map { requirement in
            switch requirement.kind {
            case .method(let method):
                OperatorWords.isOperator(method.name)
                    ? (
                        word(method),
                        SourceryRename(declared: declared(method), prefix: word(method), reason: .operatorWord)
                    )
                    : (plain(method.name), nil)
            case .property(let property): (plain(property.name), nil)
            }
        }
        var overloads: [String: [Int]] = [:]
        var order: [String] = []
        for (index, requirement) in requirements.enumerated() {
            guard case .method(let method) = requirement.kind else { continue }
            let name = word(method)
            if overloads[name] == nil { order.append(name) }
            overloads[name, default: []].append(index)
        }
        for name in order {
            guard let indices = overloads[name], indices.count > 1 else { continue }
            let counts = indices.map { index -> Int in
                guard case .method(let method) = requirements[index].kind else { return 0 }
                return method.parameters.count
            }
            let keeper = indices[counts.firstIndex(of: counts.min() ?? 0) ?? 0]
            var taken: Set<String> = [name]
            for index in indices where index != keeper {
                guard case .method(let method) = requirements[index].kind else { continue }
                var prefix = name + method.parameters.map(labelPart).joined()
                // Labels that do not set it apart: its result and effects do, when they differ;
                // overloads that differ in parameter types alone still collide (`MS215`).
                var reason = SourceryRename.Reason.overload
                let part = resultPart(method)
                if taken.contains(prefix), !part.isEmpty, !taken.contains(prefix + part) {
                    prefix += part
                    reason = .overloadByResult
                }
                taken.insert(prefix)
                result[index] = (prefix, SourceryRename(declared: declared(method), prefix: prefix, reason: reason))
            }
        }
        for (index, requirement) in requirements.enumerated() {
            guard case .method(let method) = requirement.kind,
                let custom = requirement.annotations.value("methodName"), !custom.isEmpty
            else { continue }
            let prefix = plain(custom)
            result[index] =
                prefix == plain(method.name)
                ? (prefix, nil)
                : (prefix, SourceryRename(declared: declared(method), prefix: prefix, reason: .methodNameAnnotation))
        }
        return result
    }

    static func plain(_ name: String) -> String { name.filter { $0 != "`" } }

    /// The declared name, or an operator's word (`multiply` for `*`).
    static func word(_ method: MethodRequirement) -> String {
        OperatorWords.word(plain(method.name), fixity: OperatorWords.fixity(method.info.modifiers))
    }

    /// `fetch(id:_:)`: how Swift names a method.
    static func declared(_ method: MethodRequirement) -> String {
        declared(method.name, method.parameters)
    }

    static func declared(_ name: String, _ parameters: [Parameter]) -> String {
        "\(plain(name))(\(parameters.map { "\(plain($0.firstName)):" }.joined()))"
    }

    /// `subscript` and each parameter's label (`subscriptRow`), numbered where two would be one.
    static func subscriptPrefixes(_ requirements: [SubscriptRequirement]) -> [String] {
        var used: Set<String> = []
        return requirements.map { requirement in
            let base = "subscript" + requirement.parameters.map(labelPart).joined()
            var prefix = base
            var ordinal = 2
            while !used.insert(prefix).inserted {
                prefix = base + String(ordinal)
                ordinal += 1
            }
            return prefix
        }
    }

    /// `Substring` for `-> Substring`, then `Async` and `Throwing`: the default style's words.
    private static func resultPart(_ method: MethodRequirement) -> String {
        var part = ""
        if let type = method.returnType, !type.isVoid { part += TypeNaming.sanitized(spelling: type.description) }
        if method.effects.isAsync { part += "Async" }
        if method.effects.throwsClause.canThrow { part += "Throwing" }
        return part
    }

    /// `Id` for `id: Int`, `Tag` for `_ tag: String`; nothing for `_: Int`.
    private static func labelPart(_ parameter: Parameter) -> String {
        let label = parameter.firstName == "_" ? (parameter.secondName ?? "") : parameter.firstName
        let name = plain(label)
        guard name != "_", let first = name.first else { return "" }
        return first.uppercased() + name.dropFirst()
    }

    /// Every name a member declares on the mock, with what it belongs to.
    static func memberNames(_ member: SourceryMember) -> [String] {
        switch member.kind {
        case .method(let method):
            var names = [method.prefix + "CallCount", method.prefix + "Handler"]
            if !method.recorded.isEmpty { names.append(method.prefix + "Args") }
            return names
        case .property(let property):
            if property.isConstant { return [plain(property.name)] }
            var names = [plain(property.name), property.prefix + "GetCount", property.prefix + "GetHandler"]
            if property.hasStore { names.append("_" + property.prefix) }
            if property.hasSetter { names += [property.prefix + "SetCount", property.prefix + "SetHandler"] }
            if property.recordsWrites { names.append(property.prefix + "SetArgs") }
            return names
        case .subscript(let witness):
            // Appended one by one: one expression of `+` over literals took the type checker 0.4 s.
            var names: [String] = []
            for accessor in witness.accessors {
                names += [accessor.prefix + "CallCount", accessor.prefix + "Handler"]
                if !accessor.recorded.isEmpty { names.append(accessor.prefix + "Args") }
            }
            return names
        case .initializer, .unplaced:
            return []
        }
    }

    /// Two members that would declare one name fail generation, naming both. Members under two
    /// different conditions may share names (one property declared with a type per clause).
    static func collisions(_ members: [SourceryMember], describe: (SourceryMember) -> String) -> [Diagnostic] {
        var seen: [String: SourceryMember] = [:]
        var diagnostics: [Diagnostic] = []
        // A method's witness is spelled as declared: a property of its name is a redeclaration.
        for member in members {
            guard case .method(let method) = member.kind else { continue }
            let key = (modifiers(member).isStatic ? "static " : "") + plain(method.name)
            if seen[key] == nil { seen[key] = member }
        }
        for member in members {
            let isStatic = modifiers(member).isStatic
            for name in memberNames(member) {
                let key = (isStatic ? "static " : "") + name
                if let first = seen[key] {
                    if let a = first.condition, let b = member.condition, a != b { continue }
                    if first.origin == member.origin { continue }
                    var firstIsWitness = false
                    if case .method(let method) = first.kind, plain(method.name) == name { firstIsWitness = true }
                    diagnostics.append(
                        .sourceryNameCollision(
                            describe(member), describe(first), line: first.origin.line, name: name,
                            firstIsWitness: firstIsWitness, at: member.origin))
                    break
                }
                seen[key] = member
            }
        }
        return diagnostics
    }

    private static func modifiers(_ member: SourceryMember) -> SourceryModifiers {
        switch member.kind {
        case .method(let method): method.modifiers
        case .property(let property): property.modifiers
        case .subscript(let witness): witness.modifiers
        case .initializer, .unplaced: SourceryModifiers()
        }
    }
}
