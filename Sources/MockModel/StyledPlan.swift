/// A mock in a style's own shape over the shared plan: the declaration, member access,
/// typealiases and identity witnesses every style writes the same way, and one `Shape` per
/// requirement inside the protocol's `#if` structure. The default style's `MockPlan` is the
/// source; a style that only shapes witnesses differently (strict) is a `StyledPlan` of its shape.
public struct StyledPlan<Shape: Hashable & Sendable>: Hashable, Sendable {
    public var declaration: MockDeclaration
    public var memberAccess: AccessLevel
    public var typealiases: [PlannedTypealias] = []
    public var identity: [IdentityWitness] = []
    public var body: [StyleNode<Shape>]
    /// The types its public surface names, read from the shared plan it was shaped from.
    public var namedTypes = NamedTypes()

    public init(declaration: MockDeclaration, memberAccess: AccessLevel, body: [StyleNode<Shape>]) {
        self.declaration = declaration
        self.memberAccess = memberAccess
        self.body = body
    }

    /// Every member, `#if` branches included, in declaration order.
    public var members: [Shape] { body.flatMap(\.members) }
}

/// A member in some style's shape, or an `#if` block of them.
public indirect enum StyleNode<Member: Hashable & Sendable>: Hashable, Sendable {
    case member(Member)
    case conditional([StyleClause<Member>])

    /// Every member here, `#if` branches included, in declaration order.
    public var members: [Member] {
        switch self {
        case .member(let member): [member]
        case .conditional(let clauses): clauses.flatMap { $0.nodes.flatMap(\.members) }
        }
    }

    /// The same `#if` structure around each member's new shape.
    public func map<Other>(_ transform: (Member) throws -> Other) rethrows -> StyleNode<Other> {
        switch self {
        case .member(let member):
            return .member(try transform(member))
        case .conditional(let clauses):
            return .conditional(
                try clauses.map { clause in
                    StyleClause(
                        directive: clause.directive, condition: clause.condition,
                        nodes: try clause.nodes.map { try $0.map(transform) })
                })
        }
    }
}

/// `#if`, `#elseif` or `#else`.
public enum ClauseDirective: Hashable, Sendable {
    case ifClause, elseIfClause, elseClause
}

public struct StyleClause<Member: Hashable & Sendable>: Hashable, Sendable {
    public typealias Directive = ClauseDirective

    public var directive: Directive
    /// The condition as written; none for `#else`.
    public var condition: String?
    public var nodes: [StyleNode<Member>]

    public init(directive: Directive, condition: String?, nodes: [StyleNode<Member>]) {
        self.directive = directive
        self.condition = condition
        self.nodes = nodes
    }
}
