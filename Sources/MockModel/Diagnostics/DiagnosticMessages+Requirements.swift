/// The words of the codes about requirements a generated mock cannot witness (`MS2xx`), beside
/// their rows in `DiagnosticTable`.
extension Diagnostic {
    /// A member discovery could not model, under the code it was read with: an operator
    /// (`MS202`), a name that needs backticks (`MS203`), or another member (`MS201`).
    public static func unsupportedRequirement(
        _ code: DiagnosticCode, kind: String, name: String, at location: SourceLocation
    ) -> Diagnostic {
        let message =
            switch code {
            case .operatorRequirement:
                "operator requirement '\(name)' cannot be mocked: generated members are named after the requirement; move the operator to a separate protocol"
            case .escapedName:
                "'\(name)' needs backtick escaping, so no tracking member can be named after it; rename the requirement"
            default:
                "this \(kind) cannot be witnessed by a generated mock; remove it from the protocol or move it to one that is not mocked"
            }
        return Diagnostic(.error, code, message, at: location)
    }

    /// MS205: a method's result is a function type a mock cannot convert back from an erased one.
    public static func genericClosureResult(method name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .genericClosureResult,
            "'\(name)' returns a function type that mentions a generic parameter inside an optional, a collection or another closure, which a mock cannot convert back from an erased one; return the closure itself, or wrap it in a type",
            at: location)
    }

    /// MS205: a subscript's result is a function type that mentions a generic parameter.
    public static func genericClosureSubscriptResult(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .genericClosureResult,
            "this subscript returns a function type that mentions a generic parameter; Swift cannot cast an erased function back",
            at: location)
    }

    /// MS206: a closure parameter the handler's erased closure cannot forward.
    public static func genericClosureParameter(_ closure: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .genericClosureParameter,
            "the closure '\(closure)' takes a generic parameter inside a collection, or through an inout or typed-throws closure, which a mock cannot forward through an erased (Any) closure; make that closure non-generic",
            at: location)
    }

    /// MS208: a subscript's `@autoclosure` parameter that throws or awaits.
    public static func subscriptAutoclosureEffects(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .autoclosureEffects,
            "effectful @autoclosure parameters are not supported in subscript requirements", at: location)
    }

    /// MS215: a requirement named like the mock's `resetMock()`.
    public static func resetMockCollision(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .generatedNameCollision,
            "a requirement named 'resetMock' collides with the mock's generated resetMock(); rename the requirement",
            at: location)
    }

    /// MS215: a generated tracking member named like a requirement.
    public static func generatedMemberCollision(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .generatedNameCollision,
            "the generated member '\(name)' collides with the requirement '\(name)'; rename the requirement",
            at: location)
    }

    /// MS215: one class cannot declare a property and a method of one name.
    public static func propertyNamedLikeMethod(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .generatedNameCollision,
            "one class cannot declare both the property '\(name)' and a method '\(name)(…)': implement one in an unconstrained extension of its protocol, generate the mock of the protocol declaring the method too (this mock then subclasses it), or rename one of them",
            at: location)
    }

    /// MS218: a method with a parameter pack.
    public static func parameterPack(method name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .parameterPack,
            "'\(name)' takes a parameter pack, which a mock cannot record; give it a fixed number of parameters",
            at: location)
    }

    /// MS224: an actor's witness of an initializer taking a closure that is not `@Sendable`.
    public static func actorInitializerClosure(_ closure: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .actorInitializerClosure,
            "an actor cannot witness this initializer of a protocol that is not an actor protocol: the closure '\(closure)' is not @Sendable, so a caller cannot send it into the actor; make the closure @Sendable, or the protocol an actor protocol",
            at: location)
    }
}
