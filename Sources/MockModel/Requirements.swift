/// Where a requirement lives and how it is decorated, shared by every kind.
public struct DeclarationInfo: Hashable, Sendable {
    public var location: SourceLocation
    /// Attributes as written (`@MainActor`, `@available(...)`), in order.
    public var attributes: [String]
    /// Modifiers as written (`static`, `nonisolated`, `mutating`…), access excluded.
    public var modifiers: [String]
    /// Annotation comments in the leading trivia, in order, each the text after its slashes,
    /// trimmed: lines that mention `sourcery:` and doc lines starting with `@` (`@Ignored`).
    /// Styles read the ones they know.
    public var annotations: [String]

    public init(
        location: SourceLocation, attributes: [String] = [], modifiers: [String] = [], annotations: [String] = []
    ) {
        self.location = location
        self.attributes = attributes
        self.modifiers = modifiers
        self.annotations = annotations
    }

    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    public var isNonisolated: Bool { modifiers.contains("nonisolated") }
}

public struct GenericParameter: Hashable, Sendable {
    public var name: String
    /// The text after the colon (`Decodable & Sendable`), when there is one.
    public var constraint: String?
    public var isPack: Bool

    public init(name: String, constraint: String? = nil, isPack: Bool = false) {
        self.name = name
        self.constraint = constraint
        self.isPack = isPack
    }

    /// `T: ~Copyable`: values of it may not be copied, so never held as `Any`.
    public var suppressesCopyable: Bool { constraint?.contains("~Copyable") == true }

    public var description: String {
        let head = isPack ? "each \(name)" : name
        return constraint.map { "\(head): \($0)" } ?? head
    }
}

public struct Effects: Hashable, Sendable {
    public var isAsync: Bool
    public var throwsClause: ThrowsClause

    public init(isAsync: Bool = false, throwsClause: ThrowsClause = .none) {
        self.isAsync = isAsync
        self.throwsClause = throwsClause
    }

    public static let none = Effects()
    public var isEffectful: Bool { isAsync || throwsClause != .none }

    /// `async throws(E)` as written after a parameter list or `get`.
    public var spelling: String {
        [isAsync ? "async" : "", throwsClause.spelling].filter { !$0.isEmpty }.joined(separator: " ")
    }
}

public struct MethodRequirement: Hashable, Sendable {
    public var name: String
    public var info: DeclarationInfo
    public var genericParameters: [GenericParameter]
    public var whereClause: String?
    public var parameters: [Parameter]
    public var effects: Effects
    public var returnType: TypeRef?

    public init(
        name: String, info: DeclarationInfo, genericParameters: [GenericParameter] = [],
        whereClause: String? = nil, parameters: [Parameter], effects: Effects = .none,
        returnType: TypeRef? = nil
    ) {
        self.name = name
        self.info = info
        self.genericParameters = genericParameters
        self.whereClause = whereClause
        self.parameters = parameters
        self.effects = effects
        self.returnType = returnType
    }
}

public struct PropertyRequirement: Hashable, Sendable {
    public var name: String
    public var info: DeclarationInfo
    public var type: TypeRef
    public var hasSetter: Bool
    public var getterEffects: Effects

    public init(
        name: String, info: DeclarationInfo, type: TypeRef, hasSetter: Bool,
        getterEffects: Effects = .none
    ) {
        self.name = name
        self.info = info
        self.type = type
        self.hasSetter = hasSetter
        self.getterEffects = getterEffects
    }
}

public struct SubscriptRequirement: Hashable, Sendable {
    public var info: DeclarationInfo
    public var genericParameters: [GenericParameter]
    public var whereClause: String?
    public var parameters: [Parameter]
    public var returnType: TypeRef
    public var hasSetter: Bool
    public var getterEffects: Effects

    public init(
        info: DeclarationInfo, genericParameters: [GenericParameter] = [], whereClause: String? = nil,
        parameters: [Parameter], returnType: TypeRef, hasSetter: Bool, getterEffects: Effects = .none
    ) {
        self.info = info
        self.genericParameters = genericParameters
        self.whereClause = whereClause
        self.parameters = parameters
        self.returnType = returnType
        self.hasSetter = hasSetter
        self.getterEffects = getterEffects
    }
}

public struct InitializerRequirement: Hashable, Sendable {
    public var info: DeclarationInfo
    /// `?` or `!` for failable initializers.
    public var failability: String
    public var genericParameters: [GenericParameter]
    public var whereClause: String?
    public var parameters: [Parameter]
    public var effects: Effects

    public init(
        info: DeclarationInfo, failability: String = "", genericParameters: [GenericParameter] = [],
        whereClause: String? = nil, parameters: [Parameter], effects: Effects = .none
    ) {
        self.info = info
        self.failability = failability
        self.genericParameters = genericParameters
        self.whereClause = whereClause
        self.parameters = parameters
        self.effects = effects
    }
}

public struct AssociatedTypeRequirement: Hashable, Sendable {
    public var name: String
    public var info: DeclarationInfo
    /// Conformances after the colon, as written.
    public var inheritance: String?
    public var defaultType: String?
    public var whereClause: String?

    public init(
        name: String, info: DeclarationInfo, inheritance: String?, defaultType: String?,
        whereClause: String?
    ) {
        self.name = name
        self.info = info
        self.inheritance = inheritance
        self.defaultType = defaultType
        self.whereClause = whereClause
    }
}

/// A `typealias` inside a protocol, re-emitted on the mock exactly as declared.
public struct TypealiasDeclaration: Hashable, Sendable {
    public var name: String
    public var info: DeclarationInfo
    /// `typealias Name<T> = Target where …`, without attributes or access.
    public var text: String
    /// The aliased type as written (`_Body`) when the typealias is not generic: what a name of
    /// the mock finally stands for is followed through it.
    public var target: String?

    public init(name: String, info: DeclarationInfo, text: String, target: String? = nil) {
        self.name = name
        self.info = info
        self.text = text
        self.target = target
    }
}
