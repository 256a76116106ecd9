/// A Swift type as written, in a shape planning can reason about (optionals, collections,
/// closures, generic arguments) without reading syntax trees.
public indirect enum TypeRef: Hashable, Sendable {
    /// `Foo`, `Foo<Int>`, `Swift.Array<T>`, `T.Element`: dot-separated components.
    case named([TypeComponent])
    case optional(TypeRef)
    case implicitlyUnwrapped(TypeRef)
    case array(TypeRef)
    case dictionary(key: TypeRef, value: TypeRef)
    case tuple([TupleTypeElement])
    case function(FunctionTypeRef)
    /// `T.Type` / `P.Protocol`.
    case metatype(TypeRef, kind: String)
    /// `any P`, `some P`, `each T`, `repeat T`.
    case keyword(String, TypeRef)
    case composition([TypeRef])
    /// Attributes (`@escaping`, `@Sendable`, `@autoclosure`) and specifiers (`inout`, `sending`…).
    case attributed(TypeRef, specifiers: [String], attributes: [String])
    /// A spelling MockScope keeps verbatim (for example a pack expansion it does not model).
    case verbatim(String)

    public static func simple(_ name: String) -> TypeRef { .named([TypeComponent(name)]) }
    public static let void = TypeRef.tuple([])
}

public struct TypeComponent: Hashable, Sendable {
    public var name: String
    public var genericArguments: [TypeRef]

    public init(_ name: String, genericArguments: [TypeRef] = []) {
        self.name = name
        self.genericArguments = genericArguments
    }
}

public struct TupleTypeElement: Hashable, Sendable {
    public var label: String?
    public var type: TypeRef

    public init(label: String?, type: TypeRef) {
        self.label = label
        self.type = type
    }
}

public struct FunctionTypeRef: Hashable, Sendable {
    public var parameters: [TupleTypeElement]
    public var isAsync: Bool
    public var throwsClause: ThrowsClause
    public var result: TypeRef

    public init(
        parameters: [TupleTypeElement], isAsync: Bool, throwsClause: ThrowsClause, result: TypeRef
    ) {
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.result = result
    }
}

/// What a declaration or function type says about throwing.
public enum ThrowsClause: Hashable, Sendable {
    case none
    case untyped
    case typed(TypeRef)
    case `rethrows`

    /// How the mock treats it: `throws(Never)` cannot throw, `throws(any Error)` is untyped.
    /// Both are recognized by spelling; a type kept as written (`OwnErrorType`) is not read.
    public var normalized: ThrowsClause {
        guard case .typed(let error) = self else { return self }
        if case .verbatim = error { return self }
        switch error.description {
        case "Never", "Swift.Never": return .none
        case "Error", "any Error", "Swift.Error", "any Swift.Error": return .untyped
        default: return self
        }
    }

    public var canThrow: Bool { normalized != .none }

    /// The clause as written after `async`: `throws`, `throws(E)`, `rethrows`, or nothing.
    public var spelling: String {
        switch self {
        case .none: ""
        case .untyped: "throws"
        case .typed(let error): "throws(\(error))"
        case .rethrows: "rethrows"
        }
    }
}
