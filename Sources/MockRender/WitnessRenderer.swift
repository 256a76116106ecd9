import MockModel

/// Writes the declaration that satisfies one requirement.
struct WitnessRenderer {
    let plan: MockPlan

    func write(_ witness: Witness, into writer: inout CodeWriter) {
        for attribute in witness.attributes { writer.line(attribute) }
        var head = plan.memberAccess.isEmpty ? "" : plan.memberAccess + " "
        for modifier in witness.modifiers { head += modifier + " " }
        head += witness.declaration
        switch witness.body {
        case .stored:
            break
        case .backed(let property):
            writer.block(head) { body in writeBacked(property, name: witness.declaration, into: &body) }
        case .call(let call):
            if witness.declaration.hasPrefix("func ") {
                writer.block(head) { body in CallRenderer(call: call).write(into: &body) }
            } else {
                let getter = witness.accessorEffects.isEmpty ? "get" : "get \(witness.accessorEffects)"
                writer.block(head) { body in
                    body.block(getter) { getterBody in CallRenderer(call: call).write(into: &getterBody) }
                }
            }
        case .getSet(let get, let set):
            writer.block(head) { body in
                body.block("get") { getterBody in CallRenderer(call: get).write(into: &getterBody) }
                body.block("set") { setterBody in CallRenderer(call: set).writeSetter(into: &setterBody) }
            }
        case .initializer(let call):
            writer.block(head) { body in CallRenderer(call: call).writeRecordOnly(into: &body) }
        }
    }

    private func writeBacked(_ property: BackedProperty, name: String, into writer: inout CodeWriter) {
        let owner = SlotRenderer.owner(property.storage, plan.mockName)
        let slot = property.backingSlot
        let read = property.storage == .plain ? slot : "\(owner).withLock { $0.\(slot) }"
        let propertyName = String(name.dropFirst(4).prefix { $0 != ":" })
        writer.block("get") { body in
            if property.isOptional {
                body.line("return \(read)")
            } else {
                let binding = property.storage == .plain ? "let value = \(read)" : "let value"
                if property.storage != .plain { body.line("let value = \(read)") }
                body.block("guard \(binding) else") { guardBody in
                    guardBody.line(
                        "fatalError(\"\(property.owner).\(propertyName): set \(slot) before reading it\")")
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
