/// A type erasure of one protocol, `AnyRepository<Item>`, planned: the wrapper's declaration,
/// the names of its private box classes, and one forwarder per requirement. The wrapper holds a
/// `BoxBase` whose generic subclass `Box<Base>` holds the wrapped value and forwards to it.
public struct ErasurePlan: Hashable, Sendable {
    /// `struct AnyRepository<Item: Hashable>: Repository`, or a `final class` when the protocol is
    /// class-bound; its generic parameters are the protocol's associated types.
    public var declaration: MockDeclaration
    public var memberAccess: AccessLevel
    /// Associated types the protocol binds (`where Element == Int`), declared on the wrapper.
    public var typealiases: [PlannedTypealias] = []
    public var names: ErasureNames
    /// The associated types the wrapper is generic over, which `init(_:)` binds to its base's.
    public var associatedTypes: [String] = []
    /// The boxes are `@unchecked Sendable`: the protocol is, and a box is mutated only while the
    /// one wrapper holding it is (copy on write), or never (class-bound).
    public var boxesAreSendable = false
    /// The base is `nonisolated(unsafe)`: `nonisolated` forwarders of a global-actor protocol
    /// read it, and it is not a `Sendable` constant they could read anyway.
    public var baseIsNonisolated = false
    public var members: [ErasureMember] = []

    public init(declaration: MockDeclaration, memberAccess: AccessLevel, names: ErasureNames) {
        self.declaration = declaration
        self.memberAccess = memberAccess
        self.names = names
    }

    /// A value wrapper copies its box before a mutation when another wrapper shares it; one
    /// whose requirements never mutate shares its box for good.
    public var copiesOnWrite: Bool { declaration.kind == .struct && mutates }

    /// Some requirement sets or mutates the base: a setter inherited from a protocol that is not
    /// class-bound is `mutating` even on a class, so the box holds its base in a `var`.
    public var mutates: Bool { members.contains { $0.isMutating || $0.hasSetter } }
}

/// The names the erasure declares beside the protocol's own, chosen so no requirement,
/// associated type or generic parameter shadows them.
public struct ErasureNames: Hashable, Sendable {
    /// The abstract box class: `_BoxBase`.
    public var boxBase: String
    /// Its subclass over the wrapped type: `_Box`.
    public var box: String
    /// The box's generic parameter, the wrapped type: `Base`.
    public var base: String
    /// The wrapper's stored box: `box`.
    public var boxProperty: String
    /// The box's stored value: `base`.
    public var baseProperty: String
    /// The wrapper's copy-on-write step: `makeBoxUnique`.
    public var makeUnique: String

    public init(
        boxBase: String, box: String, base: String, boxProperty: String, baseProperty: String, makeUnique: String
    ) {
        self.boxBase = boxBase
        self.box = box
        self.base = base
        self.boxProperty = boxProperty
        self.baseProperty = baseProperty
        self.makeUnique = makeUnique
    }
}

/// One requirement as the wrapper, the abstract box and the box each declare it: the same
/// signature three times, forwarding to the box, failing, and forwarding to the base.
public struct ErasureMember: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case method(name: String)
        case property(name: String)
        case `subscript`
    }

    public var kind: Kind
    public var genericParameters: [GenericParameter] = []
    public var parameters: [ErasureParameter] = []
    /// Effects after the parameter list (methods).
    public var effects = Effects.none
    /// Effects on the getter (properties, subscripts).
    public var getterEffects = Effects.none
    /// A method's result, a property's or subscript's type; nil for a method returning nothing.
    public var type: TypeRef?
    /// The requirement's `where` clause as written, the keyword excluded.
    public var whereClause: String?
    public var hasSetter = false
    /// A `mutating` method: the wrapper copies its box first when it shares it.
    public var isMutating = false
    public var isNonisolated = false
    /// The requirement answers `Self`: the base's answer is wrapped in a new erasure, the type.
    public var rewrapsResult = false
    /// Attributes repeated from the requirement on every declaration of it (`@available`,
    /// a member's global actor).
    public var attributes: [String] = []
    /// The `#if` the forwarders sit in.
    public var condition: String?
    /// Where the requirement is declared, where compiler messages about its lines are reported.
    public var origin: SourceLocation

    public init(kind: Kind, origin: SourceLocation) {
        self.kind = kind
        self.origin = origin
    }
}

/// A parameter of a forwarder, declared as the requirement declares it and passed on unchanged.
public struct ErasureParameter: Hashable, Sendable {
    /// The argument label as written, when written apart from the name (`from url`, `_ value`).
    public var label: String?
    /// The local name as written; a wildcard's is made up (`arg0`).
    public var name: String
    /// The name as an expression (`` `in` ``).
    public var reference: String
    /// The label at a call, without backticks; nil for none.
    public var callLabel: String?
    /// The type as the requirement writes it, specifiers and attributes included.
    public var writtenType: String
    /// How the forwarder passes it on.
    public var passing: Passing

    public enum Passing: Hashable, Sendable {
        /// `name`.
        case plain
        /// `&name`.
        case `inout`
        /// `name()`, evaluated only when the base evaluates its own autoclosure.
        case autoclosure(Effects)
    }

    public init(
        label: String?, name: String, reference: String, callLabel: String?, writtenType: String, passing: Passing
    ) {
        self.label = label
        self.name = name
        self.reference = reference
        self.callLabel = callLabel
        self.writtenType = writtenType
        self.passing = passing
    }
}
