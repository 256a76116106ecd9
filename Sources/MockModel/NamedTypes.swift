/// The type names a mock's public surface spells, read from its plan: every style declares its
/// members from the shared plan's witnesses, so their signatures, the mock's declaration and its
/// typealiases name every type a style's public members can. What decides which imports a public
/// mock needs, with no text parsed again.
public struct NamedTypes: Hashable, Sendable {
    /// The first name of every named type (`Token` of `Token.Kind`), generic arguments included.
    public private(set) var spelled: Set<String> = []
    /// The words of text the plan keeps as written (constraints, `where` clauses, typealias
    /// targets), keywords among them.
    public private(set) var words: Set<String> = []
    /// Names the mock binds itself: its generic parameters and its witnesses', its typealiases,
    /// its own name and the mocks it nests.
    public private(set) var bound: Set<String> = ["Self"]
    /// Modules a style's own members name besides (the strict style's runtime, `MockScope`).
    public var modules: Set<String> = []

    public init() {}

    public init(_ plan: MockPlan) {
        bound.insert(plan.mockName)
        add(plan.declaration)
        for alias in plan.typealiases {
            switch alias {
            case .declared(let text):
                let words = Self.words(text)
                if words.count > 1 { bound.insert(words[1]) }
                self.words.formUnion(words.dropFirst(2))
            case .associatedType(let name, let target):
                bound.insert(name)
                words.formUnion(Self.words(target))
            }
        }
        for node in plan.body { add(node) }
        for nested in plan.nested {
            let inner = NamedTypes(nested)
            spelled.formUnion(inner.spelled)
            words.formUnion(inner.words)
            bound.formUnion(inner.bound)
        }
    }

    /// Every name here the mock does not bind itself.
    public var free: Set<String> { spelled.union(words).subtracting(bound) }

    private mutating func add(_ declaration: MockDeclaration) {
        bound.formUnion(declaration.genericParameters.map(\.name))
        for text in declaration.genericParameters.flatMap(\.constraints) + declaration.genericRequirements
            + declaration.conformances + [declaration.protocolName, declaration.superclass ?? ""]
        {
            words.formUnion(Self.words(text))
        }
    }

    private mutating func add(_ node: PlanNode) {
        switch node {
        case .member(let witness):
            let signature = witness.signature
            bound.formUnion(signature.genericParameters.map(\.name))
            for text in signature.genericParameters.compactMap(\.constraint) + [signature.whereClause ?? ""] {
                words.formUnion(Self.words(text))
            }
            for parameter in signature.parameters { add(parameter.requirement.type) }
            if let type = signature.type { add(type) }
        case .conditional(let clauses):
            for clause in clauses { for node in clause.nodes { add(node) } }
        }
    }

    private mutating func add(_ type: TypeRef) {
        type.forEachName({ first, _ in spelled.insert(first) }, verbatim: { words.formUnion(Self.words($0)) })
    }

    /// The identifiers of a text as written.
    static func words(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter {
            !($0.first?.isNumber ?? true)
        }
    }
}
