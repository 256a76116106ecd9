/// The words of what the Ozon style refuses beyond the shared plan's refusals, beside their
/// rows in `DiagnosticTable`.
extension Diagnostic {
    /// MS215: a requirement named like one of the Ozon mock's own members.
    public static func ozonReservedName(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .generatedNameCollision,
            "a requirement named '\(name)' collides with the Ozon mock's own '\(name)'; rename the requirement",
            at: location)
    }

    /// MS231: an opaque result, which `…ReturnValue` cannot store.
    public static func ozonOpaqueResult(method name: String, stem: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .ozonOpaqueResult, "'\(name)' returns an opaque type, which '\(stem)ReturnValue' cannot store",
            at: location)
    }
}
