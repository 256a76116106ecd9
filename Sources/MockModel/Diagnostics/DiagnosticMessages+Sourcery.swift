/// The words of the codes the sourcery style reports (`MS241`–`MS248` but the reserved `MS244`, `MS245` and `MS247`, and its own words for
/// `MS201`–`MS203` and `MS215`), beside their rows in `DiagnosticTable`.
extension Diagnostic {
    /// MS241: a Combine or RxSwift member whose subject-backed members are left out.
    public static func sourceryReactiveMember(
        _ name: String, type: String, framework: String, missing: [String], at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning, .sourceryReactiveMember,
            "'\(name)' is a \(framework) \(type): its \(missing.joined(separator: ", ")) need \(framework), which is not available here, so they are not generated; the member is counted and answered by its handler like any other",
            at: location)
    }

    /// MS242: a constant (`sourcery: const`) under a condition that the unconditional initializer
    /// would take.
    public static func sourceryConditionalInitializer(_ name: String, condition: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, .sourceryConditionalInitializer,
            "the constant '\(name)' is compiled only under '\(condition)' but the mock's initializer, generated once outside any condition, takes it; drop `sourcery: const` (the property then starts unset) or give it a type with a default value",
            at: location)
    }

    /// MS243: `ObjcProtocolMock` asks for an NSObject superclass.
    public static func sourceryObjcSuperclass(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, .sourceryObjcSuperclass,
            "ObjcProtocolMock asks for an NSObject superclass, which needs the Objective-C runtime; the mock is generated without it",
            at: location)
    }

    /// MS248: a required initializer that does not take the values of the constants
    /// (`sourcery: const`) the mock's own initializer takes.
    public static func sourceryInitializerSeeding(
        _ protocolName: String, seeds names: [String], at location: SourceLocation
    )
        -> Diagnostic
    {
        Diagnostic(
            .error, .sourceryInitializerSeeding,
            "the initializer \(protocolName) requires cannot seed the constants \(names.map { "'\($0)'" }.joined(separator: ", ")), which the mock's own initializer takes; take them as parameters of their names and types, or drop `sourcery: const`",
            at: location)
    }

    /// MS215: two members of a sourcery mock would declare one name; `first` is declared at `line`.
    public static func sourceryNameCollision(
        _ member: String, _ first: String, line: Int, name: String, firstIsWitness: Bool, at location: SourceLocation
    ) -> Diagnostic {
        let message =
            firstIsWitness
            ? "one class cannot declare both \(member) and \(first) (line \(line)), which share the name '\(name)'; rename one of them"
            : "the mock members of \(first) (line \(line)) and \(member) would both be named '\(name)'; name one with `sourcery: methodName = \"…\"`"
        return Diagnostic(.error, .generatedNameCollision, message, at: location)
    }

    /// MS201–MS203: a requirement no mock can witness, in the sourcery style's words.
    public static func sourceryUnwitnessable(
        kind: String, name: String, code: DiagnosticCode, at location: SourceLocation
    )
        -> Diagnostic
    {
        Diagnostic(.error, code, "\(kind) '\(name)' cannot be witnessed by a mock", at: location)
    }
}
