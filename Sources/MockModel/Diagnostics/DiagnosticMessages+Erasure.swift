/// The words of what a type erasure (`Any<Protocol>`) cannot forward (`MS27x`, `MS281`), beside
/// their rows in `DiagnosticTable`. `described` names a requirement: `'load(id:)'`, `'var name'`.
extension Diagnostic {
    /// A member discovery could not model, under the code it was read with.
    public static func erasureUnsupported(
        _ code: DiagnosticCode, kind: String, name: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(.error, code, "\(kind) '\(name)' cannot be forwarded by a type erasure", at: location)
    }

    /// MS271
    public static func erasureStatic(_ described: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .erasureStaticRequirement,
            "static requirement \(described) cannot be forwarded: a type erasure's type does not know which conforming type it will wrap",
            at: location)
    }

    /// MS272: `labels` as `init` spells them (`seed:`).
    public static func erasureInitializer(labels: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .erasureInitializer,
            "'init(\(labels))' cannot be forwarded: a type erasure is made from a value that already exists, so it has no type to ask for a new one",
            at: location)
    }

    /// MS273
    public static func erasureMentionsSelf(_ described: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .erasureSelfRequirement,
            "\(described) mentions Self, the conforming type itself, which a type erasure wrapping any conforming value is not (only a whole result is wrapped in turn)",
            at: location)
    }

    /// MS274
    public static func erasureVariadic(_ described: String, parameter: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, .erasureVariadicParameter,
            "\(described) takes '\(parameter)' as variadic arguments, which Swift cannot pass on to its base; take an array instead",
            at: location)
    }

    /// MS275
    public static func erasureOpaqueResult(_ described: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .erasureOpaqueResult,
            "\(described) returns an opaque type, which the erasure's box could not declare without a body to infer it from",
            at: location)
    }

    /// MS276
    public static func erasureActor(_ protocolName: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .erasureActor,
            "'\(protocolName)' refines Actor, which a type erasure (a struct or a final class) cannot conform to",
            at: location)
    }

    /// MS277
    public static func erasureIdentityParent(_ protocolName: String, parent: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, .erasureIdentityParent,
            "'\(protocolName)' refines \(parent), whose operators take two values of one type; two erased values may wrap different types",
            at: location)
    }

    /// MS278, a warning: the annotation is ignored.
    public static func erasureUnknownAssociatedType(
        _ annotation: String, erasureName: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning, .erasureUnknownAssociatedType,
            "associatedType = \"\(annotation)\" names no associated type \(erasureName) is generic over; it is ignored",
            at: location)
    }

    /// MS279
    public static func erasureNonisolatedMutation(_ described: String, globalActor: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, .erasureNonisolatedMutation,
            "\(described) is nonisolated and mutates, but the erasure's storage is isolated to \(globalActor); make it isolated or read-only",
            at: location)
    }

    /// MS280
    public static func erasureConditionalAssociatedType(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .erasureConditionalAssociatedType,
            "associated type '\(name)' is declared inside #if, but the erasure's generic parameters and initializer are not; declare it outside",
            at: location)
    }

    /// MS281
    public static func erasureNonisolatedSelfResult(
        _ described: String, globalActor: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error, .erasureNonisolatedSelfResult,
            "\(described) answers Self from a nonisolated requirement, but a new erasure is made on \(globalActor)",
            at: location)
    }

    /// MS218 for an erasure.
    public static func erasureParameterPack(_ described: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .parameterPack, "\(described) takes a parameter pack, which a type erasure cannot forward",
            at: location)
    }

    /// MS215 for an erasure: a property and a method without parameters of one name.
    public static func erasurePropertyNamedLikeMethod(
        _ name: String, propertyLine: Int, methodLine: Int, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error, .generatedNameCollision,
            "'\(name)' is required as a property (line \(propertyLine)) and as a method (line \(methodLine)), which one type erasure cannot both declare; implement one in an extension of the protocol",
            at: location)
    }
}
