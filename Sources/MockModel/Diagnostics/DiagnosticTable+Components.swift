extension DiagnosticTable {
    /// Requirements a forwarding component cannot satisfy (`MS26x`).
    static let components: [DiagnosticEntry] = [
        DiagnosticEntry(
            .componentStatic,
            example:
                "`'make()' is static; StoreComponent forwards to a stored dependency, which answers instance requirements only`",
            advice:
                "components (docs/Styles.md): a static requirement belongs to the type, not to the instance the component forwards to; move it to a protocol that is not a `DuetComponent`"
        ),
        DiagnosticEntry(
            .componentInitializer,
            example:
                "`'init(name:)' is an initializer requirement; StoreComponent is made from its dependency alone`",
            advice:
                "components: the component's one initializer is `init(dependency:)`; move the initializer requirement elsewhere"
        ),
        DiagnosticEntry(
            .componentSubscript,
            example: "`'subscript(index:)' is a subscript requirement, which StoreComponent does not forward`",
            advice: "components: replace the subscript with a method, or move it to another protocol"),
        DiagnosticEntry(
            .componentAssociatedType,
            example:
                "`associated type 'Item' leaves the type of StoreComponent's stored dependency open; …`",
            advice:
                "components: a protocol with associated types cannot be the type of a stored property; bind them in a refining protocol, or use a type erasure"
        ),
        DiagnosticEntry(
            .componentUnforwardable,
            example:
                "`'log(_:)' has a variadic parameter, which cannot be passed on to the dependency`, `'copy()' mentions Self, …`",
            advice:
                "components: a variadic parameter (take an array), `Self` in a requirement (the component is not its dependency's type), a protocol refining `Actor`, or `componentAccess = \"public\"` on a protocol that is not public"
        ),
    ]
}
