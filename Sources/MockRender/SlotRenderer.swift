import MockModel

/// Writes the member through which a test reads or sets one slot.
struct SlotRenderer {
    let plan: MockPlan

    func write(_ slot: Slot, into writer: inout CodeWriter) {
        guard slot.runsOnCaller else { return write(slot, type: slot.typeSpelling, into: &writer) }
        // Declared for compilers that know `nonisolated(nonsending)` (Swift 6.2) and for those that do not.
        writer.directive("#if compiler(>=6.2)")
        write(slot, type: slot.callerTypeSpelling, into: &writer)
        writer.directive("#else")
        write(slot, type: slot.typeSpelling, into: &writer)
        writer.directive("#endif")
    }

    private func write(_ slot: Slot, type: String, into writer: inout CodeWriter) {
        for attribute in slot.attributes { writer.line(attribute) }
        var head = Spelling.access(plan.memberAccess)
        if slot.isNonisolated { head += "nonisolated " }
        switch slot.storage {
        case .plain:
            writer.line(parts: head, "var ", slot.name, ": ", type, " = ", slot.initialSpelling)
        case .locked, .lockedStatic:
            if slot.storage == .lockedStatic { head += "static " }
            let owner = Self.owner(slot.storage, plan.mockName)
            writer.block(head + "var " + slot.name + ": " + type) { body in
                body.line(parts: "get { ", owner, ".withLock { $0.", slot.name, " } }")
                body.line(parts: "set { ", owner, ".withLock { $0.", slot.name, " = newValue } }")
            }
        }
    }

    static func owner(_ storage: Slot.Storage, _ mockName: String) -> String {
        storage == .lockedStatic ? "\(mockName)._staticStorage" : "_storage"
    }
}
