import MockModel

/// A subscript of an Ozon-style mock: its accessors record and answer as its getter's and
/// setter's methods would, then the tracking members of both.
struct OzonSubscriptWriter {
    let witness: OzonSubscript
    let body: OzonBodyWriter

    func write(into writer: inout CodeWriter) {
        let signature = witness.signature
        writer.head(witness.head)
        var head = signature.isStatic ? body.plainAccess + "static " : body.access
        if signature.isNonisolated { head = "nonisolated " + head }
        head += "subscript\(Spelling.genericClause(signature.genericParameters))"
        head += "(\(Spelling.parameterList(signature.parameters)))"
        if let type = signature.type { head += " -> \(type)" }
        if let whereClause = signature.whereClause { head += " \(whereClause)" }
        let getter = OzonMethodWriter(method: witness.getter, body: body)
        let setter = witness.setter.map { OzonMethodWriter(method: $0, body: body) }
        writer.block(head) { accessors in
            let effects = signature.getterEffects.spelling
            accessors.block(effects.isEmpty ? "get" : "get \(effects)") { getter.writeWitnessBody(into: &$0) }
            if let setter { accessors.block("set") { setter.writeWitnessBody(into: &$0) } }
        }
        getter.writeMembers(into: &writer)
        setter?.writeMembers(into: &writer)
    }
}
