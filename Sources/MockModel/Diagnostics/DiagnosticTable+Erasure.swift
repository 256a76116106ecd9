extension DiagnosticTable {
    /// Requirements a type erasure (`Any<Protocol>`) cannot forward (`MS27x`).
    static let erasure: [DiagnosticEntry] = [
        DiagnosticEntry(
            .erasureStaticRequirement,
            example:
                "`static requirement 'make()' cannot be forwarded: a type erasure's type does not know which conforming type it will wrap`",
            advice:
                "type erasure (docs/Styles.md): a wrapper forwards to the value it holds, and a static member has none; move the static requirement to another protocol"
        ),
        DiagnosticEntry(
            .erasureInitializer,
            example:
                "`'init(seed:)' cannot be forwarded: a type erasure is made from a value that already exists, …`",
            advice: "type erasure: the wrapper is made with `AnyP(base)`; move the initializer to another protocol"),
        DiagnosticEntry(
            .erasureSelfRequirement,
            example:
                "`'merge(with:)' mentions Self, the conforming type itself, which a type erasure wrapping any conforming value is not`",
            advice:
                "type erasure: two wrappers may hold different types, so `Self` is answered only as a whole result (a new erasure of the base's answer) and never passed on; use the associated types or an existential instead"
        ),
        DiagnosticEntry(
            .erasureVariadicParameter,
            example: "`'log(_:)' takes 'items' as variadic arguments, which Swift cannot pass on to its base; …`",
            advice: "type erasure: Swift cannot splat an array into variadic arguments; take an array instead"),
        DiagnosticEntry(
            .erasureOpaqueResult,
            example: "`'makeView()' returns an opaque type, which the erasure's box could not declare …`",
            advice: "type erasure: return an existential (`any P`) or an associated type instead"),
        DiagnosticEntry(
            .erasureActor,
            example: "`'Worker' refines Actor, which a type erasure (a struct or a final class) cannot conform to`",
            advice: "type erasure: use `any Worker` instead"),
        DiagnosticEntry(
            .erasureIdentityParent,
            example:
                "`'Store' refines Hashable, whose operators take two values of one type; two erased values may wrap different types`",
            advice: "type erasure: move the conformance to the conforming types, or compare what they expose"),
        DiagnosticEntry(
            .erasureUnknownAssociatedType,
            example:
                "`associatedType = \"Key: Hashable\" names no associated type AnyStore is generic over; it is ignored`",
            advice:
                "a warning: the annotation names an associated type the protocol does not declare, or one it binds; fix the name or drop the annotation"
        ),
        DiagnosticEntry(
            .erasureNonisolatedMutation,
            example:
                "`'var title' is nonisolated and mutates, but the erasure's storage is isolated to @MainActor; …`",
            advice:
                "type erasure: a wrapper under a global actor copies its box on that actor; make the requirement isolated or read-only"
        ),
        DiagnosticEntry(
            .erasureConditionalAssociatedType,
            example:
                "`associated type 'Item' is declared inside #if, but the erasure's generic parameters and initializer are not; declare it outside`",
            advice: "type erasure: declare the associated type outside the `#if`"),
        DiagnosticEntry(
            .erasureNonisolatedSelfResult,
            example:
                "`'clone()' answers Self from a nonisolated requirement, but a new erasure is made on @MainActor`",
            advice:
                "type erasure: the base's answer is wrapped in a new erasure on the protocol's global actor, which a `nonisolated` forwarder is not on; make the requirement isolated"
        ),
    ]
}
