extension DiagnosticTable {
    /// Requirements a type erasure (`Any<Protocol>`) cannot forward (`MS27x`).
    static let erasure: [DiagnosticEntry] = [
        DiagnosticEntry(
            .erasureStaticRequirement,
            examples: .erasureStatic("'make()'", at: at("Store.swift", 4, 10)),
            advice:
                "type erasure (docs/Styles.md): a wrapper forwards to the value it holds, and a static member has none; move the static requirement to another protocol"
        ),
        DiagnosticEntry(
            .erasureInitializer,
            examples: .erasureInitializer(labels: "seed:", at: at("Store.swift", 4, 10)),
            advice: "type erasure: the wrapper is made with `AnyP(base)`; move the initializer to another protocol"),
        DiagnosticEntry(
            .erasureSelfRequirement,
            examples: .erasureMentionsSelf("'merge(with:)'", at: at("Store.swift", 4, 10)),
            advice:
                "type erasure: two wrappers may hold different types, so `Self` is answered only as a whole result (a new erasure of the base's answer) and never passed on; use the associated types or an existential instead"
        ),
        DiagnosticEntry(
            .erasureVariadicParameter,
            examples: .erasureVariadic("'log(_:)'", parameter: "items", at: at("Store.swift", 4, 10)),
            advice: "type erasure: Swift cannot splat an array into variadic arguments; take an array instead"),
        DiagnosticEntry(
            .erasureOpaqueResult,
            examples: .erasureOpaqueResult("'makeView()'", at: at("Store.swift", 4, 10)),
            advice: "type erasure: return an existential (`any P`) or an associated type instead"),
        DiagnosticEntry(
            .erasureActor,
            examples: .erasureActor("Worker", at: at("Store.swift", 4, 10)),
            advice: "type erasure: use `any Worker` instead"),
        DiagnosticEntry(
            .erasureIdentityParent,
            examples: .erasureIdentityParent("Store", parent: "Hashable", at: at("Store.swift", 4, 10)),
            advice: "type erasure: move the conformance to the conforming types, or compare what they expose"),
        DiagnosticEntry(
            .erasureUnknownAssociatedType,
            examples: .erasureUnknownAssociatedType(
                "Key: Hashable", erasureName: "AnyStore", at: at("Store.swift", 4, 10)),
            advice:
                "a warning: the annotation names an associated type the protocol does not declare, or one it binds; fix the name or drop the annotation"
        ),
        DiagnosticEntry(
            .erasureNonisolatedMutation,
            examples: .erasureNonisolatedMutation(
                "'var title'", globalActor: "@MainActor", at: at("Store.swift", 4, 10)),
            advice:
                "type erasure: a wrapper under a global actor copies its box on that actor; make the requirement isolated or read-only"
        ),
        DiagnosticEntry(
            .erasureConditionalAssociatedType,
            examples: .erasureConditionalAssociatedType("Item", at: at("Store.swift", 4, 10)),
            advice: "type erasure: declare the associated type outside the `#if`"),
        DiagnosticEntry(
            .erasureNonisolatedSelfResult,
            examples: .erasureNonisolatedSelfResult(
                "'clone()'", globalActor: "@MainActor", at: at("Store.swift", 4, 10)),
            advice:
                "type erasure: the base's answer is wrapped in a new erasure on the protocol's global actor, which a `nonisolated` forwarder is not on; make the requirement isolated"
        ),
    ]
}
