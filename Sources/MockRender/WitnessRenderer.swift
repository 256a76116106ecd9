import MockModel

/// Writes the declaration that satisfies one requirement.
struct WitnessRenderer {
    let plan: MockPlan

    func write(_ witness: Witness, into writer: inout CodeWriter) {
        let signature = witness.signature
        // A stored witness is its value slot, written with the slot's own attributes.
        if witness.body != .stored { writer.head(witness.head) }
        var head = Spelling.access(plan.memberAccess)
        if signature.isStatic { head += "static " }
        if signature.isNonisolated { head += "nonisolated " }
        head += Self.declaration(signature)
        let tracking = witness.tracking
        switch witness.body {
        case .stored:
            break
        case .backed(let property):
            writer.block(head) { body in writeBacked(property, witness, into: &body) }
        case .call(let call):
            let renderer = CallRenderer(
                call: call, tracking: tracking, handler: tracking.handler, mockName: plan.mockName,
                subject: signature.name)
            if case .method = signature.kind {
                writer.block(head) { body in renderer.write(into: &body) }
            } else {
                let effects = Spelling.effects(signature.getterEffects)
                writer.block(head) { body in
                    body.block(effects.isEmpty ? "get" : "get \(effects)") { renderer.write(into: &$0) }
                }
            }
        case .getSet(let get, let set):
            let getter = CallRenderer(
                call: get, tracking: tracking, handler: tracking.handler, mockName: plan.mockName,
                subject: signature.name)
            let setter = CallRenderer(
                call: set, tracking: tracking, handler: tracking.setHandler, mockName: plan.mockName,
                subject: signature.name)
            writer.block(head) { body in
                body.block("get") { getter.write(into: &$0) }
                body.block("set") { setter.writeSetter(into: &$0) }
            }
        case .initializer(let call):
            let renderer = CallRenderer(
                call: call, tracking: tracking, handler: nil, mockName: plan.mockName, subject: signature.name)
            writer.block(head) { body in renderer.writeRecordOnly(into: &body) }
        }
    }

    /// The declaration after access and modifiers: `func fetch(id: Int) async throws -> User`,
    /// `var name: String`, `required init(configuration: Configuration)`.
    static func declaration(_ signature: WitnessSignature) -> String {
        let generics = Spelling.genericClause(signature.genericParameters)
        let parameters = "(\(Spelling.parameterList(signature.parameters)))"
        let effects = Spelling.effects(signature.effects)
        let whereClause = signature.whereClause.map { " \($0)" } ?? ""
        let type = signature.type.map { "\($0)" } ?? ""
        switch signature.kind {
        case .property(let name):
            return "var \(name): \(type)"
        case .method(let name):
            let result = signature.type.map { " -> \($0)" } ?? ""
            return
                "\(Spelling.function(name, fixity: signature.fixity))\(generics)\(parameters)\(effects.isEmpty ? "" : " \(effects)")\(result)\(whereClause)"
        case .subscript:
            return "subscript\(generics)\(parameters) -> \(type)\(whereClause)"
        case .initializer(let isRequired, let failability):
            let keyword = isRequired ? "required init" : "init"
            return
                "\(keyword)\(failability)\(generics)\(parameters)\(effects.isEmpty ? "" : " \(effects)")\(whereClause)"
        }
    }

    private func writeBacked(_ property: BackedProperty, _ witness: Witness, into writer: inout CodeWriter) {
        guard let slot = witness.tracking.value?.name else { return }
        let owner = SlotRenderer.owner(property.storage, plan.mockName)
        let read = property.storage == .plain ? slot : "\(owner).withLock { $0.\(slot) }"
        writer.block("get") { body in
            if property.isOptional {
                body.line("return \(read)")
            } else {
                let binding = property.storage == .plain ? "let value = \(read)" : "let value"
                if property.storage != .plain { body.line("let value = \(read)") }
                body.block("guard \(binding) else") { guardBody in
                    guardBody.line(
                        "fatalError(\"\(plan.mockName).\(witness.signature.name): set \(slot) before reading it\")")
                }
                body.line("return value")
            }
        }
        guard property.hasSetter else { return }
        let write =
            property.storage == .plain
            ? "\(slot) = newValue" : "\(owner).withLock { $0.\(slot) = newValue }"
        writer.block("set") { body in body.line(write) }
    }
}
