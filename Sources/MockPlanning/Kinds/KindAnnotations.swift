import MockModel

/// Which kinds beyond mocks a protocol's own `sourcery:` annotations ask for.
public enum KindAnnotations {
    /// `sourcery: DuetComponent` asks for a component; `sourcery: TypeErasure` (once spelled
    /// `TypeErase`) for a type erasure. Mocks are asked for by markers, not here.
    public static func asks(_ model: ProtocolModel, for kind: GeneratedKind) -> Bool {
        let annotations = SourceryProtocolAnnotations(model.annotations).own
        return names(of: kind).contains(where: annotations.has)
    }

    static func names(of kind: GeneratedKind) -> [String] {
        switch kind {
        case .mock: []
        case .component: ["DuetComponent"]
        case .typeErasure: ["TypeErasure", "TypeErase"]
        }
    }
}
