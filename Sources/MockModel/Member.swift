/// One entry of a protocol body, `#if` blocks kept as a tree.
public indirect enum Member: Hashable, Sendable {
    case method(MethodRequirement)
    case property(PropertyRequirement)
    case `subscript`(SubscriptRequirement)
    case initializer(InitializerRequirement)
    case associatedType(AssociatedTypeRequirement)
    case `typealias`(TypealiasDeclaration)
    case conditional(ConditionalBlock)
    /// Something a protocol body may hold that no mock can witness (an operator, a macro…):
    /// kept so planning can report it where it stands.
    case unsupported(kind: String, name: String, location: SourceLocation, code: DiagnosticCode)

    public var location: SourceLocation {
        switch self {
        case .method(let m): m.info.location
        case .property(let p): p.info.location
        case .subscript(let s): s.info.location
        case .initializer(let i): i.info.location
        case .associatedType(let a): a.info.location
        case .typealias(let t): t.info.location
        case .conditional(let block): block.location
        case .unsupported(_, _, let location, _): location
        }
    }
}

/// `#if A … #elseif B … #else … #endif` inside a protocol.
public struct ConditionalBlock: Hashable, Sendable {
    public struct Clause: Hashable, Sendable {
        /// `#if`, `#elseif` or `#else`.
        public var keyword: String
        /// The condition as written; nil for `#else`.
        public var condition: String?
        public var members: [Member]
        /// Comment lines just above the clause's keyword (see `DeclarationInfo.annotations`):
        /// a `sourcery:begin:` or `sourcery:end` there opens or closes a block in source order.
        public var annotations: [String]

        public init(keyword: String, condition: String?, members: [Member], annotations: [String] = []) {
            self.keyword = keyword
            self.condition = condition
            self.members = members
            self.annotations = annotations
        }
    }

    public var clauses: [Clause]
    public var location: SourceLocation
    /// Comment lines just above `#endif`.
    public var closingAnnotations: [String]

    public init(clauses: [Clause], location: SourceLocation, closingAnnotations: [String] = []) {
        self.clauses = clauses
        self.location = location
        self.closingAnnotations = closingAnnotations
    }
}
