import MockModel

/// Writes the members of one mock: storage (its types named after the tool, so a module type
/// called `Storage` keeps its meaning inside the mock), then each requirement's slots and witness, then
/// `resetMock()`, all walking the same plan tree so `#if` branches line up everywhere.
struct MockBodyRenderer {
    let plan: MockPlan
    /// Which storages hold at least one slot, found in one walk of the plan.
    private let storages: Set<Slot.Storage>

    init(plan: MockPlan) {
        self.plan = plan
        var storages: Set<Slot.Storage> = []
        for kind in [Slot.Storage.plain, .locked, .lockedStatic]
        where plan.body.contains(where: { $0.containsSlot { $0.storage == kind } }) {
            storages.insert(kind)
        }
        self.storages = storages
    }

    private var access: String { Spelling.access(plan.memberAccess) }

    func write(into writer: inout CodeWriter) {
        writer.typealiases(plan.typealiases, access: access)
        for nested in plan.nested {
            let rendered = MockRenderer().renderWithOrigins(nested)
            writer.notesLockHelper(rendered.usesLock)
            for line in rendered.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                writer.line(String(line))
            }
        }
        writeStorage(.locked, structName: "MockScopeStorage", property: "private let _storage", into: &writer)
        // A global actor's class would isolate its static storage too; the lock makes it safe
        // to reach from nonisolated static requirements.
        let staticIsolation = plan.kind == .class && plan.declaration.globalActor != nil ? "nonisolated " : ""
        writeStorage(
            .lockedStatic, structName: "MockScopeStaticStorage", isolation: staticIsolation,
            property: "private static let _staticStorage", into: &writer)
        if plan.needsEmptyInit {
            let isolation = plan.declaration.globalActor == nil ? "" : "nonisolated "
            writer.line("\(isolation)\(access)init() {}")
        }
        let slotRenderer = SlotRenderer(plan: plan)
        let witnessRenderer = WitnessRenderer(plan: plan)
        StyleWalk.nodes(plan.body, into: &writer) { witness, writer in
            writer.lines(from: witness.requirement) { writer in
                for slot in witness.tracking.slots { slotRenderer.write(slot, into: &writer) }
                witnessRenderer.write(witness, into: &writer)
            }
        }
        writer.identityWitnesses(plan.identity, of: plan.declaration, access: access)
        writeReset(into: &writer)
    }

    private func writeStorage(
        _ kind: Slot.Storage, structName: String, isolation: String = "", property: String,
        into writer: inout CodeWriter
    ) {
        guard storages.contains(kind) else { return }
        writer.block("private struct \(structName)") { body in
            StyleWalk.nodes(plan.body, into: &body) { witness, body in
                for slot in witness.tracking.slots where slot.storage == kind {
                    // The storage is private: an SPI is for public declarations only.
                    let attributes = slot.attributes.filter { !MemberHead.isSPI($0) }
                    if slot.runsOnCaller {
                        body.directive("#if compiler(>=6.2)")
                        for attribute in attributes { body.line(attribute) }
                        body.line(parts: "var ", slot.name, ": ", slot.callerTypeSpelling, " = ", slot.initialSpelling)
                        body.directive("#else")
                    }
                    for attribute in attributes { body.line(attribute) }
                    body.line(parts: "var ", slot.name, ": ", slot.typeSpelling, " = ", slot.initialSpelling)
                    if slot.runsOnCaller { body.directive("#endif") }
                }
            }
        }
        if kind == .lockedStatic && !plan.declaration.genericParameters.isEmpty {
            // A generic type has no static stored properties: one lock per specialization.
            let lookup = writer.staticStoragesLock(for: "Self", making: "\(structName)()")
            let lockType = writer.lockType(structName)
            writer.block("\(isolation)private static var _staticStorage: \(lockType)") { body in
                body.line(lookup)
            }
            return
        }
        let lockType = writer.lockType(structName)
        writer.line("\(isolation)\(property) = \(lockType)(\(structName)())")
    }

    private func writeReset(into writer: inout CodeWriter) {
        var keywords: [String] = []
        if plan.kind == .class && plan.declaration.access == .open {
            keywords.append("open")
        } else if plan.memberAccess != .internal {
            keywords.append(plan.memberAccess.rawValue)
        }
        if plan.reset.overridesSuperclass { keywords.append("override") }
        if plan.reset.isNonisolated { keywords.append("nonisolated") }
        writer.block((keywords + ["func resetMock()"]).joined(separator: " ")) { body in
            if plan.reset.overridesSuperclass { body.line("super.resetMock()") }
            StyleWalk.nodes(plan.body, into: &body) { witness, body in
                for slot in witness.tracking.slots where slot.storage == .plain {
                    body.line(parts: slot.name, " = ", slot.initialSpelling)
                }
            }
            for (kind, owner) in [
                (Slot.Storage.locked, "_storage"), (.lockedStatic, "\(plan.mockName)._staticStorage"),
            ]
            where storages.contains(kind) {
                body.block("\(owner).withLock { storage in", closing: "}", bare: true) { locked in
                    // Assigning a deprecated member warns; replacing the whole storage does not.
                    if plan.hasDeprecatedState {
                        locked.line(
                            kind == .locked ? "storage = MockScopeStorage()" : "storage = MockScopeStaticStorage()")
                        return
                    }
                    StyleWalk.nodes(plan.body, into: &locked) { witness, locked in
                        for slot in witness.tracking.slots where slot.storage == kind {
                            locked.line(parts: "storage.", slot.name, " = ", slot.initialSpelling)
                        }
                    }
                }
            }
        }
    }
}
