extension DiagnosticTable {
    /// Typechecking the mocks with their module (`MS3xx`).
    static let verification: [DiagnosticEntry] = [
        DiagnosticEntry(
            .mockDoesNotCompile,
            example:
                "`Store.swift:14:10: error: generated mock does not compile: method cannot be declared public because its result uses an internal type [MS301]`, then `Store.swift:14:10: note: in the generated line: public func drafts(for account: Account) -> [Draft] { [MS301]`",
            advice:
                "the compiler's own message, at the requirement whose generated lines it falls in; often an option the module cannot take (a `public` mock over `internal` types: choose `--access internal`, or make the types public). A child of a mock that does not compile says `its superclass ParentMock does not compile`. A `@Mockable` protocol in a file that imports MockScope is checked through the module's own expansion: `the mock @Mockable expands to does not compile: …`, at the requirement likewise; change the attribute's arguments or the types"
        ),
        DiagnosticEntry(
            .moduleDoesNotCompile,
            example:
                "`Feature.swift:2:8: warning: the module App does not compile on its own; verification skipped: build with FEATURE [MS302]`",
            advice:
                "nothing is blamed on the mocks: make the module compile, or pass what its build needs with `--swiftc-flag` or `verify.swiftcFlags`"
        ),
        DiagnosticEntry(
            .verificationUnavailable,
            example:
                "`App:1:1: warning: cannot verify the mocks: no 'swiftc' on PATH; install Swift or add it to PATH [MS303]` (the explorer, in its diagnostics pane; the command line fails with the same words instead); in the explorer also `verification is off: press A to trust /src/App (verification builds this package and runs its Package.swift and plugins)` while the package is not trusted",
            advice:
                "make what the message names available, or open the explorer with `--no-verify`; for trust, press `A` or run `mockscope trust` ([Explorer.md](Explorer.md))"
        ),
        DiagnosticEntry(
            .mockCompilesWithWarning,
            example:
                "`Archive.swift:3:10: warning: generated mock compiles with a warning: 'LegacyRecord' is deprecated: use Record [#DeprecatedDeclaration] [MS304]`, then `Archive.swift:3:10: note: in the generated line: var oldestHandler: (@Sendable () -> LegacyRecord?)? = nil [MS304]`",
            advice:
                "the mock compiles, but the compiler warns in its generated lines, so a build that treats warnings as errors would not; located like MS301 at the requirement (a warning on an import line is at each protocol whose file imports that module, one in the lock helper at each protocol whose mock uses the lock). The module's own warnings are not reported. Often a type the mock must name (here a deprecated one): change the type, or the requirement"
        ),
        DiagnosticEntry(
            .slowVerification,
            example:
                "`App:1:1: note: App has 10,000 mocks to typecheck: at the compiler's pace so far (about 60 a second, 2 jobs at a time) that takes about 3 min in all; the mocks on screen were checked first [MS305]` (the explorer, under the module's protocols while they are checked)",
            advice:
                "nothing is wrong: the compiler's time grows with the mocks. Marks come job by job, those on screen first; `--no-verify` turns verification off, and `generate --verify` checks the same mocks from the command line"
        ),
    ]
}
