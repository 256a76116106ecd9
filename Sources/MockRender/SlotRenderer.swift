import MockModel

/// Writes the member through which a test reads or sets one slot.
struct SlotRenderer {
    let plan: MockPlan

    func write(_ slot: Slot, into writer: inout CodeWriter) {
        var keywords = plan.memberAccess.isEmpty ? [] : [plan.memberAccess]
        if slot.isNonisolated { keywords.append("nonisolated") }
        switch slot.storage {
        case .plain:
            writer.line(
                (keywords + ["var \(slot.name): \(slot.type) = \(slot.initial)"]).joined(separator: " "))
        case .locked, .lockedStatic:
            if slot.storage == .lockedStatic { keywords.append("static") }
            let owner = Self.owner(slot.storage, plan.mockName)
            writer.block((keywords + ["var \(slot.name): \(slot.type)"]).joined(separator: " ")) { body in
                body.line("get { \(owner).withLock { $0.\(slot.name) } }")
                body.line("set { \(owner).withLock { $0.\(slot.name) = newValue } }")
            }
        }
    }

    static func owner(_ storage: Slot.Storage, _ mockName: String) -> String {
        storage == .lockedStatic ? "\(mockName)._staticStorage" : "_storage"
    }
}
