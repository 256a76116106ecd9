import MockModel

/// One requirement written three times with one signature: in the wrapper forwarding to its
/// box, in the abstract box failing (never called: only its subclass is ever made), and in the
/// box forwarding to the wrapped value.
struct ErasureForwarders {
    let plan: ErasurePlan

    var abstractBody: String { "fatalError(\"\(plan.names.boxBase) is abstract\")" }

    func wrapper(_ member: ErasureMember, into writer: inout CodeWriter) {
        let receiver = plan.names.boxProperty
        let access = Spelling.access(plan.memberAccess)
        let mutating = plan.copiesOnWrite && member.isMutating ? "mutating " : ""
        for attribute in member.attributes { writer.line(attribute) }
        writer.block(access + modifiers(member) + mutating + signature(member)) { writer in
            guard member.hasSetter else {
                if plan.copiesOnWrite && member.isMutating { writer.line("\(plan.names.makeUnique)()") }
                writer.line(read(member, from: receiver))
                return
            }
            writer.line("get { \(read(member, from: receiver)) }")
            if plan.copiesOnWrite {
                writer.block("set") {
                    $0.line("\(plan.names.makeUnique)()")
                    $0.line("\(target(member, of: receiver)) = newValue")
                }
            } else {
                writer.line("set { \(target(member, of: receiver)) = newValue }")
            }
        }
    }

    func abstract(_ member: ErasureMember, into writer: inout CodeWriter) {
        for attribute in member.attributes { writer.line(attribute) }
        let head = modifiers(member) + signature(member)
        if member.hasSetter {
            writer.line("\(head) { get { \(abstractBody) } set { \(abstractBody) } }")
        } else if case .method = member.kind {
            writer.line("\(head) { \(abstractBody) }")
        } else if member.getterEffects.isEffectful {
            writer.line("\(head) { get \(member.getterEffects.spelling) { \(abstractBody) } }")
        } else {
            writer.line("\(head) { \(abstractBody) }")
        }
    }

    func concrete(_ member: ErasureMember, into writer: inout CodeWriter) {
        let receiver = plan.names.baseProperty
        for attribute in member.attributes { writer.line(attribute) }
        writer.block(modifiers(member) + "override " + signature(member)) { writer in
            if member.hasSetter {
                writer.line("get { \(read(member, from: receiver)) }")
                writer.line("set { \(target(member, of: receiver)) = newValue }")
            } else {
                writer.line(read(member, from: receiver, wrapping: member.rewrapsResult))
            }
        }
    }

    private func modifiers(_ member: ErasureMember) -> String {
        member.isNonisolated ? "nonisolated " : ""
    }

    /// `func fetch<T>(id: String) async throws -> T where T: Decodable`, `var name: String`,
    /// `subscript(index: Int) -> Item`; an effectful getter's effects are its body's.
    private func signature(_ member: ErasureMember) -> String {
        let generics = Spelling.genericClause(member.genericParameters)
        let parameters = "(" + member.parameters.map(declared).joined(separator: ", ") + ")"
        let whereClause = member.whereClause.map { " \($0)" } ?? ""
        switch member.kind {
        case .method(let name):
            let effects = member.effects.isEffectful ? " \(member.effects.spelling)" : ""
            let result = member.type.map { " -> \($0)" } ?? ""
            return "func \(name)\(generics)\(parameters)\(effects)\(result)\(whereClause)"
        case .property(let name):
            return "var \(name): \(member.type ?? .void)"
        case .subscript:
            return "subscript\(generics)\(parameters) -> \(member.type ?? .void)\(whereClause)"
        }
    }

    /// The body that answers a read: `try await box.fetch(id: id)`; a getter with effects
    /// declares them (`get async throws { … }`).
    /// With `wrapping`, the base's `Self` is wrapped in a new erasure: `AnyRepository(base.copy())`.
    private func read(_ member: ErasureMember, from receiver: String, wrapping: Bool = false) -> String {
        let name = plan.declaration.name
        switch member.kind {
        case .method(let method):
            let call = "\(receiver).\(method)(\(arguments(member)))"
            return prefix(member.effects) + (wrapping ? "\(name)(\(call))" : call)
        case .property, .subscript:
            let read = target(member, of: receiver)
            let value = prefix(member.getterEffects) + (wrapping ? "\(name)(\(read))" : read)
            guard member.getterEffects.isEffectful else { return value }
            return member.hasSetter ? value : "get \(member.getterEffects.spelling) { \(value) }"
        }
    }

    /// `box.name`, `box[index]`: what a read takes and a write assigns.
    private func target(_ member: ErasureMember, of receiver: String) -> String {
        switch member.kind {
        case .method(let name): "\(receiver).\(name)"
        case .property(let name): "\(receiver).\(name)"
        case .subscript: "\(receiver)[\(arguments(member))]"
        }
    }

    private func arguments(_ member: ErasureMember) -> String {
        member.parameters.map { parameter in
            let label = parameter.callLabel.map { "\($0): " } ?? ""
            switch parameter.passing {
            case .plain: return label + parameter.reference
            case .inout: return label + "&" + parameter.reference
            case .autoclosure(let effects): return label + prefix(effects) + parameter.reference + "()"
            }
        }.joined(separator: ", ")
    }

    private func declared(_ parameter: ErasureParameter) -> String {
        let name = parameter.label.map { "\($0) \(parameter.name)" } ?? parameter.name
        return "\(name): \(parameter.writtenType)"
    }

    private func prefix(_ effects: Effects) -> String {
        (effects.throwsClause.canThrow ? "try " : "") + (effects.isAsync ? "await " : "")
    }
}
