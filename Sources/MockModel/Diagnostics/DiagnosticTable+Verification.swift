extension DiagnosticTable {
    /// Typechecking the mocks with their module (`MS3xx`).
    static let verification: [DiagnosticEntry] = [
        DiagnosticEntry(
            .mockDoesNotCompile,
            examples: .mockDoesNotCompile(
                .generated, "method cannot be declared public because its result uses an internal type",
                at: at("Store.swift", 14, 10)),
            .generatedLine(
                "public func drafts(for account: Account) -> [Draft] {", for: .mockDoesNotCompile,
                at: at("Store.swift", 14, 10)), joinedBy: ", then ",
            advice:
                "the compiler's own message, at the requirement whose generated lines it falls in; often an option the module cannot take (a `public` mock over `internal` types: choose `--access internal`, or make the types public). A child of a mock that does not compile says `its superclass ParentMock does not compile`. A `@Mockable` protocol in a file that imports MockScope is checked through the module's own expansion: `the mock @Mockable expands to does not compile: …`, at the requirement likewise; change the attribute's arguments or the types"
        ),
        DiagnosticEntry(
            .moduleDoesNotCompile,
            examples: .moduleDoesNotCompile("App", "build with FEATURE", at: at("Feature.swift", 2, 8)),
            advice:
                "nothing is blamed on the mocks: make the module compile, or pass what its build needs with `--swiftc-flag` or `verify.swiftcFlags`"
        ),
        DiagnosticEntry(
            .verificationUnavailable,
            examples: .verificationUnavailable(
                "cannot verify the mocks: no 'swiftc' on PATH; install Swift or add it to PATH", root: "App"),
            .verificationOff(
                trusting: "/src/App", whatRuns: "builds this package and runs its Package.swift and plugins",
                root: "App"),
            note:
                "(both in the explorer's diagnostics pane, the second while the package is not trusted; the command line fails with the first one's words instead)",
            advice:
                "make what the message names available, or open the explorer with `--no-verify`; for trust, press `A` or run `mockscope trust` ([Explorer.md](Explorer.md))"
        ),
        DiagnosticEntry(
            .mockCompilesWithWarning,
            examples: .mockCompilesWithWarning(
                .generated, "'LegacyRecord' is deprecated: use Record [#DeprecatedDeclaration]",
                at: at("Archive.swift", 3, 10)),
            .generatedLine(
                "var oldestHandler: (@Sendable () -> LegacyRecord?)? = nil", for: .mockCompilesWithWarning,
                at: at("Archive.swift", 3, 10)), joinedBy: ", then ",
            advice:
                "the mock compiles, but the compiler warns in its generated lines, so a build that treats warnings as errors would not; located like MS301 at the requirement (a warning on an import line is at each protocol whose file imports that module, one in the lock helper at each protocol whose mock uses the lock). The module's own warnings are not reported. Often a type the mock must name (here a deprecated one): change the type, or the requirement"
        ),
        DiagnosticEntry(
            .slowVerification,
            examples: .slowVerification(module: "App", mocks: "10,000", perSecond: "60", workers: 2, total: "3 min"),
            note: "(the explorer, under the module's protocols while they are checked)",
            advice:
                "nothing is wrong: the compiler's time grows with the mocks. Marks come job by job, those on screen first; `--no-verify` turns verification off, and `generate --verify` checks the same mocks from the command line"
        ),
    ]
}
