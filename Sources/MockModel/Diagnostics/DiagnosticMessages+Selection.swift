/// The words of the codes the pipeline reports about the selection and across mocks, and of
/// what the `@Mockable` macro cannot see (`MS004`, `MS213`, `MS214`, `MS221`), beside their rows
/// in `DiagnosticTable`.
extension Diagnostic {
    /// MS004, at the scanned root.
    public static func unknownProtocol(_ name: String, in root: String) -> Diagnostic {
        Diagnostic(
            .error, .unknownProtocol, "no protocol named '\(name)' in \(root); check the spelling of --protocol",
            at: SourceLocation(file: root, line: 1, column: 1))
    }

    /// MS213: a child mock subclasses a parent mock that is not generated.
    public static func parentNotMocked(_ mockName: String, parent: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, .parentNotMocked,
            "\(mockName) subclasses \(parent)Mock, which is not generated; mark '\(parent)' for mocking too (or add --protocol \(parent))",
            at: location)
    }

    /// MS214: two protocols that can be compiled together would both become `mockName`.
    public static func duplicateMockName(
        _ mockName: String, alreadyFor earlier: SourceLocation, at location: SourceLocation
    )
        -> Diagnostic
    {
        Diagnostic(
            .error, .duplicateMockName,
            "\(mockName) is already generated for the protocol at \(earlier.description); leave one of them out with --protocol or an \"include\": false override",
            at: location)
    }

    /// MS214: a protocol is itself named like the mock of `protocolName`.
    public static func mockNameTaken(
        _ mockName: String, byProtocolAt taken: SourceLocation, mocking protocolName: String,
        at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error, .duplicateMockName,
            "\(mockName) is the name of the protocol at \(taken.description); rename that protocol or leave '\(protocolName)' out with --protocol or an \"include\": false override",
            at: location)
    }

    /// Who reports MS221: the macro refuses the mock; `generate`, `list` and the explorer note
    /// that the file export should stay one.
    public enum MacroLimitReport: Sendable {
        case macro, export

        var severity: Severity { self == .macro ? .error : .note }

        var advice: String {
            switch self {
            case .macro: "; generate this mock with `mockscope generate` instead"
            case .export: "; keep this mock a generated file instead of the macro's expansion"
            }
        }
    }

    /// MS221: the mock must witness parents the macro cannot see.
    public static func macroCannotSeeParents(
        of protocolName: String, _ unseen: [String], _ report: MacroLimitReport, at location: SourceLocation
    ) -> Diagnostic {
        let list = unseen.map { "'\($0)'" }.joined(separator: ", ")
        return Diagnostic(
            report.severity, .needsFileExport,
            "@Mockable sees only '\(protocolName)', not the requirements of \(list) that \(protocolName)Mock must witness"
                + report.advice,
            at: location)
    }

    /// MS225: a strict mock for a target that does not link the runtime it is written against;
    /// said before the compiler and the linker would, in their words (a missing module, mangled
    /// symbols).
    public static func runtimeNotLinked(_ mockName: String, target: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, .runtimeNotLinked,
            "\(mockName) is a strict mock, written against the MockScope library, which \(target) does not depend on; add .product(name: \"MockScope\", package: \"MockScope\") to its dependencies (and \"MockScopeTesting\" for Verify)",
            at: location)
    }

    /// MS221 as a note: the export depends on declarations elsewhere, so the macro would differ.
    public static func macroWouldDiffer(from protocolName: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .note, .needsFileExport,
            "@Mockable sees only '\(protocolName)', not the parents, typealiases or ~Copyable types declared elsewhere that this export of \(protocolName)Mock depends on, so it would expand to a different mock"
                + MacroLimitReport.export.advice,
            at: location)
    }
}
