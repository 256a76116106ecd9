import MockPipeline

/// What `--verify` adds to `generate`: its flags, and a run that generates, then verifies. The
/// build plugin's tool generates without it (`none`), so it is built without the verification,
/// the explorer and the uses.
package struct Verifying: Sendable {
    /// Runs the pipeline for `generate` or `check`, reports every diagnostic and says whether any
    /// of it failed.
    package typealias Generate =
        @MainActor @Sendable (GenerateRequest, ParsedArguments, Project, Console) throws
        -> (result: RunResult, failed: Bool)

    package let specs: [FlagSpec]
    package let generate: Generate

    package init(specs: [FlagSpec], generate: @escaping Generate) {
        self.specs = specs
        self.generate = generate
    }

    /// Generating alone: the pipeline's diagnostics are the whole report.
    package static let none = Verifying(specs: []) { request, _, project, console in
        let result = try project.pipeline.run(request)
        console.report(result.diagnostics)
        return (result, result.diagnostics.contains { $0.severity == .error })
    }
}
