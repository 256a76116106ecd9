/// The words of the verification codes (`MS3xx`), beside their rows in
/// `DiagnosticTable+Verification.swift`; the compiler's own message is quoted inside them.
extension Diagnostic {
    /// What a mock's compile error or warning is about: the mock the generator wrote, or the one
    /// the module's own `@Mockable` expands to, or the generated mock compiled where it is
    /// exported (a test target importing the protocols' module).
    public enum CompiledMock: Sendable {
        case generated, expansion
        case exported(into: String)

        var subject: String {
            switch self {
            case .generated: "generated mock"
            case .expansion: "the mock @Mockable expands to"
            case .exported(let target): "generated mock exported to \(target)"
            }
        }
    }

    /// MS301, at the requirement whose generated lines the compiler's error falls in.
    public static func mockDoesNotCompile(_ mock: CompiledMock, _ reason: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(.error, .mockDoesNotCompile, "\(mock.subject) does not compile: \(reason)", at: location)
    }

    /// MS301 for a child whose superclass mock (named by its own options: `StoreFake`) does not compile.
    public static func superclassDoesNotCompile(_ superclass: String, at location: SourceLocation)
        -> Diagnostic
    {
        mockDoesNotCompile(.generated, "its superclass \(superclass) does not compile", at: location)
    }

    /// MS301 for a mock whose presence breaks one of the module's own files.
    public static func mockBreaksModule(_ file: String, line: Int, _ reason: String, at location: SourceLocation)
        -> Diagnostic
    {
        mockDoesNotCompile(.generated, "it breaks the module: \(file):\(line): \(reason)", at: location)
    }

    /// MS302: nothing is blamed on the mocks.
    public static func moduleDoesNotCompile(_ module: String, _ reason: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .warning, .moduleDoesNotCompile,
            "the module \(module) does not compile on its own; verification skipped: \(reason)", at: location)
    }

    /// MS303, at the project's root: why the mocks could not be typechecked at all.
    public static func verificationUnavailable(_ reason: String, root: String) -> Diagnostic {
        Diagnostic(.warning, .verificationUnavailable, reason, at: SourceLocation(file: root, line: 1, column: 1))
    }

    /// MS305: why a module's verification takes longer than two minutes.
    public static func slowVerification(
        module: String, mocks: String, perSecond: String, workers: Int, total: String
    ) -> Diagnostic {
        Diagnostic(
            .note, .slowVerification,
            "\(module) has \(mocks) mocks to typecheck: at the compiler's pace so far (about \(perSecond) a second, \(workers) \(workers == 1 ? "job" : "jobs") at a time) that takes about \(total) in all; the mocks on screen were checked first",
            at: SourceLocation(file: module, line: 1, column: 1))
    }

    /// MS303 while the project is not trusted to run its own code.
    public static func verificationOff(trusting folder: String, whatRuns: String, root: String) -> Diagnostic {
        verificationUnavailable(
            "verification is off: press A to trust \(folder) (verification \(whatRuns))", root: root)
    }

    /// MS304: the mock compiles, but the compiler warns in its lines.
    public static func mockCompilesWithWarning(_ mock: CompiledMock, _ warning: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .warning, .mockCompilesWithWarning, "\(mock.subject) compiles with a warning: \(warning)", at: location)
    }

    /// What a note quoting a generated line starts with; the explorer reads the quote back.
    public static let generatedLinePrefix = "in the generated line: "

    /// A note under a compile error or warning (`finding`) quoting the generated line it is about.
    public static func generatedLine(_ code: String, for finding: DiagnosticCode, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(.note, finding, generatedLinePrefix + code, at: location)
    }
}
