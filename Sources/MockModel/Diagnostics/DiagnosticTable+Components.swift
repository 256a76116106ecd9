extension DiagnosticTable {
    /// Requirements a forwarding component cannot satisfy (`MS26x`).
    static let components: [DiagnosticEntry] = [
        DiagnosticEntry(
            .componentStatic,
            examples: .componentStatic("'make()'", component: "StoreComponent", at: at("Store.swift", 4, 10)),
            advice:
                "components (docs/Styles.md): a static requirement belongs to the type, not to the instance the component forwards to; move it to a protocol that is not a `DuetComponent`"
        ),
        DiagnosticEntry(
            .componentInitializer,
            examples: .componentInitializer(labels: "name:", component: "StoreComponent", at: at("Store.swift", 4, 10)),
            advice:
                "components: the component's one initializer is `init(dependency:)`; move the initializer requirement elsewhere"
        ),
        DiagnosticEntry(
            .componentSubscript,
            examples: .componentSubscript(labels: "index:", component: "StoreComponent", at: at("Store.swift", 4, 10)),
            advice: "components: replace the subscript with a method, or move it to another protocol"),
        DiagnosticEntry(
            .componentAssociatedType,
            examples: .componentAssociatedType("Item", component: "StoreComponent", at: at("Store.swift", 4, 10)),
            advice:
                "components: a protocol with associated types cannot be the type of a stored property; bind them in a refining protocol, or use a type erasure"
        ),
        DiagnosticEntry(
            .componentUnforwardable,
            examples: .componentUnforwardable(
                .variadic("'log(_:)'"), component: "StoreComponent", at: at("Store.swift", 4, 10)),
            .componentUnforwardable(
                .mentionsSelf("'copy()'"), component: "StoreComponent", at: at("Store.swift", 4, 10)),
            advice:
                "components: a variadic parameter (take an array), `Self` in a requirement (the component is not its dependency's type), a protocol refining `Actor`, or `componentAccess = \"public\"` on a protocol that is not public"
        ),
    ]
}
