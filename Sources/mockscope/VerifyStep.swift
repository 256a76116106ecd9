import Foundation
import MockModel
import MockPipeline
import MockScopeCommandLine
import MockVerification

/// `--verify`: typecheck the generated mocks with the module they belong to.
enum VerifyStep {
    static let specs: [FlagSpec] = [
        FlagSpec(
            "--verify",
            help: "typecheck the mocks with their module using the installed swiftc; "
                + "report each compiler error and warning at the requirement it came from. For a package "
                + "this runs its own code (Package.swift, its build and plugins): giving --verify is consent "
                + "for this run; without it nothing of the project's own runs"),
        FlagSpec(
            "--swiftc-flag", value: "FLAG", repeatable: true,
            help: "an extra compiler flag for --verify (repeatable)"),
    ]

    /// `--verify` for `generate`.
    static let verifying = Verifying(specs: specs) { request, parsed, project, console in
        try generate(request, parsed: parsed, project: project, console: console)
    }

    /// What verification added to a command's result.
    struct Report {
        var diagnostics: [Diagnostic] = []
        /// Verification could not run (no compiler, a package that cannot be described).
        var failed = false
        /// The closing line (`verified 4 mocks …`), printed after the diagnostics.
        var summary = ""
    }

    /// Generates for `generate` and `check` alike: runs the pipeline (answered from the run
    /// cache unless `--verify` needs the mocks), verifies when asked, reports every diagnostic in
    /// location order, and says whether any of it failed.
    @MainActor static func generate(
        _ request: GenerateRequest, parsed: ParsedArguments, project: Project, console: Console
    ) throws -> (result: RunResult, failed: Bool) {
        var request = request
        request.needsMocks = parsed.has("--verify")
        let result = try project.pipeline.run(request)
        var verified = Report()
        if case .generated(let outcome, _) = result {
            verified = run(parsed, outcome: outcome, request: request, project: project, console: console)
        }
        let diagnostics = merged(result.diagnostics, verified.diagnostics)
        console.report(diagnostics)
        console.error(verified.summary)
        return (result, verified.failed || diagnostics.contains { $0.severity == .error })
    }

    /// Verifies when `--verify` was given; otherwise reports nothing.
    static func run(
        _ parsed: ParsedArguments, outcome: GenerateOutcome, request: GenerateRequest, project: Project,
        console: Console
    ) -> Report {
        guard parsed.has("--verify") else { return Report() }
        let flags = (project.config.verify?.swiftcFlags ?? []) + parsed.values("--swiftc-flag")
        let locator = ModuleLocator(flags: flags, progress: { console.error($0) })
        let verification = Verification(
            locator: locator, verifier: MockVerifier(cacheFolder: CacheLocation.folder))
        do {
            let result = try verification.run(
                outcome.mocks, path: request.path, scannedFiles: outcome.scan.files, imports: request.imports,
                testableImports: request.testableImports, destination: destination(of: request, outcome: outcome))
            return Report(
                diagnostics: result.diagnostics, summary: summary(result) + statusLines(result, outcome.mocks))
        } catch {
            console.fail(error.message)
            return Report(failed: true)
        }
    }

    /// The test target the output lies in, which compiles the written mocks too.
    static func destination(of request: GenerateRequest, outcome: GenerateOutcome) -> ExportDestination? {
        let path: String
        switch request.output {
        case .file(let file): path = file
        case .folder(let folder): path = folder
        case nil: return nil
        }
        guard let target = outcome.scan.package?.target(holding: path), target.kind == .test else { return nil }
        return ExportDestination(target: target.name)
    }

    static func summary(_ result: VerificationResult) -> String {
        let statuses = Array(result.statuses.values)
        let failing = statuses.filter { $0 == .doesNotCompile }.count
        let skipped = statuses.filter { $0 == .skipped }.count
        let warned = statuses.filter { $0 == .compilesWithWarnings }.count
        let noun = statuses.count == 1 ? "mock" : "mocks"
        var parts = ["\(statuses.count - failing - skipped - warned) compile"]
        if warned > 0 { parts.append("\(warned) \(warned == 1 ? "compiles" : "compile") with warnings") }
        if failing > 0 { parts.append("\(failing) \(failing == 1 ? "does" : "do") not compile") }
        if skipped > 0 { parts.append("\(skipped) not verified") }
        return "mockscope: verified \(statuses.count) \(noun) with swiftc: \(parts.joined(separator: ", "))\n"
    }

    /// One line per mock: its name and whether it compiles, in the order of the mocks.
    static func statusLines(_ result: VerificationResult, _ mocks: [GeneratedMock]) -> String {
        let verified = mocks.filter { result.statuses[$0.protocolID] != nil }
        let width = verified.map(\.mockName.count).max() ?? 0
        return verified.map { mock in
            let status: String
            switch result.statuses[mock.protocolID]! {
            case .compiles: status = "compiles"
            case .compilesWithWarnings: status = "compiles with warnings"
            case .doesNotCompile: status = "does not compile"
            case .skipped: status = "not verified"
            }
            let origin = ExpandedMocks.isExpanded(mock) ? " (the module's @Mockable expansion)" : ""
            let padding = String(repeating: " ", count: width - mock.mockName.count)
            return "  \(mock.mockName)\(padding)  \(status)\(origin)\n"
        }.joined()
    }

    /// Both lists in file and line order, as every report is; at one place the order stays as
    /// it was, so each compiler error keeps its note right after it.
    static func merged(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
        guard !second.isEmpty else { return first }
        return (first + second).enumerated().sorted {
            ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
        }
        .map(\.element)
    }
}
