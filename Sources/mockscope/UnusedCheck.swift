import CommandFailures
import MockModel
import MockPipeline
import MockScopeCommandLine
import MockUses

/// `mockscope check --unused`: names the mocks no test uses, as compiler warnings at their
/// protocols, and exits 1 when there is one (66 when there are no tests to read). Reads the
/// package's test targets; writes nothing.
enum UnusedCheck {
    static let spec = FlagSpec(
        "--unused", help: "name the mocks no test uses (warnings at their protocols; exit 1 when any)")

    @MainActor static func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
        let flags = try MockFlags(parsed)
        let project = try Project.open(parsed, console: console)
        let request = try project.request(flags, output: nil, outputFlag: nil, comparing: false)
        let outcome = try project.pipeline.generate(request)
        console.report(outcome.diagnostics.filter { $0.severity == .error })
        let report = UsesReader(fileSystem: project.fileSystem, cacheFolder: CacheLocation.folder).read(outcome)
        // Without tests nothing is known of any mock: naming them all would say nothing.
        guard report.testFiles > 0 else {
            console.error(
                "mockscope: no test files found (no test target in Package.swift, no Tests folder): cannot tell which mocks tests use\n"
            )
            return ExitStatus.inputMissing
        }
        let unused = outcome.mocks.filter { mock in
            mock.kind == .mock && report.usages[mock.protocolID]?.isUnused == true
        }
        for mock in unused {
            guard let location = mock.protocolLocation else { continue }
            console.output(
                "\(location.description): warning: no test uses \(mock.mockName), the mock of \(mock.protocolName)\n")
        }
        if !unused.isEmpty {
            let noun = unused.count == 1 ? "mock is" : "mocks are"
            console.error(
                "mockscope: \(unused.count) \(noun) used by no test in \(report.testFiles) test files\n")
        }
        return unused.isEmpty ? ExitStatus.ok : ExitStatus.failure
    }
}
