/// The words of the codes about a whole protocol (`MS2xx`): its constraints, parents, isolation
/// and access, beside their rows in `DiagnosticTable`.
extension Diagnostic {
    /// MS216: a `where` clause on `Self` that a mock class cannot satisfy.
    public static func selfConstraint(_ whereClause: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .selfConstraint,
            "'\(whereClause)' constrains the conforming type, which a generated mock class cannot satisfy; move the constraint to the code that needs it",
            at: location)
    }

    /// MS210: a standard parent asking for what a mock class cannot provide. `path` says
    /// through which parent it is inherited, or is empty.
    public static func standardLibraryParent(
        _ name: String, path: String, asksFor reason: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error, .standardLibraryParent,
            "'\(name)'\(path) asks for \(reason), which a generated mock class cannot provide; move the conformance to the types that need it",
            at: location)
    }

    /// MS212: a parent whose requirements are unknown: `reason` says why it could not be read,
    /// or, when nil, it is declared nowhere scanned.
    public static func unknownParent(_ name: String, path: String, reason: String?, at location: SourceLocation)
        -> Diagnostic
    {
        let why =
            reason
            ?? "is not declared in the scanned files, so its requirements are unknown; scan the files that declare it, declare its requirements under \"parents\" in .mockscope.json, or drop the conformance"
        return Diagnostic(.error, .unknownParent, "parent protocol '\(name)'\(path) \(why)", at: location)
    }

    /// MS217: a private or fileprivate protocol mocked from a generated file.
    public static func privateProtocol(_ access: AccessLevel, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .privateProtocol,
            "a \(access.rawValue) protocol cannot be mocked from a generated file; make it internal or wider",
            at: location)
    }

    /// MS222: an actor protocol isolated to a global actor. `via` names the parent that
    /// brings the global actor, or is empty.
    public static func conflictingIsolation(
        _ protocolName: String, globalActor: String, via: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error, .conflictingIsolation,
            "'\(protocolName)' is an actor protocol isolated to \(globalActor)\(via); no actor or class can conform to it, so it has no mock",
            at: location)
    }

    /// MS223: a note that a parent was read from another module.
    public static func parentFromModule(
        _ name: String, module: String, declaredAt declaration: SourceLocation, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .note, .parentFromModule,
            "parent protocol '\(name)' is read from module \(module) (\(declaration.file):\(declaration.line))",
            at: location)
    }
}
