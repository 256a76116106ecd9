import FileAccess
import Foundation
import MockModel
import MockPipeline

/// One verification: typecheck, set failing mocks aside, typecheck the rest again until clean,
/// because the first errors can hide others (and a broken parent mock breaks its children). The
/// clean run's warnings in the mocks are reported too: a mock should compile without any.
///
/// Only the mocks' file and the files holding the module's `@Mockable` expansions are
/// typechecked; the module's other files are read for what those use. When that fails, the module
/// is typechecked alone (once per module version) so that its own errors are not blamed on the mocks.
struct VerificationRun {
    let swiftc: String
    let timeout: Double
    var module: ModuleContext
    var compilerRuns = 0
    /// Copies compiled in place of the user's files (copy → original).
    var originals: [String: String] = [:]
    /// Whether this run compiles copies with the marker attribute blanked out.
    private var blanksMarkers = false
    /// Shared with the other runs of the verification.
    let facts: ModuleFacts
    /// Whether this run checks the module's own expansions (one run of a verification does).
    let checksExpansions: Bool
    var isCancelled: (@Sendable () -> Bool)?
    let fileSystem: any FileSystem
    /// The driver's job for this module's settings, asked for once.
    private var job: FrontendJob?
    /// Where the compiler's file lists are written.
    private var listsFolder = ""

    init(
        swiftc: String, timeout: Double, module: ModuleContext, facts: ModuleFacts, checksExpansions: Bool,
        fileSystem: any FileSystem
    ) {
        self.facts = facts
        self.checksExpansions = checksExpansions
        self.swiftc = swiftc
        self.timeout = timeout
        self.module = module
        self.fileSystem = fileSystem
    }

    /// `expanded` are the mocks the module's own `@Mockable` expansions write (not in the file).
    mutating func verify(
        _ first: VerificationFile, expanded: ExpandedMocks, imports: [String], testableImports: [String]
    ) throws(VerificationError) -> VerificationResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mockscope-verify-\(UUID().uuidString)")
        try? fileSystem.createFolder(scratch.path)
        defer { try? fileSystem.remove(scratch.path) }
        listsFolder = scratch.path
        let path = scratch.appendingPathComponent("MockScopeVerification\(module.moduleName).swift").path
        var result = VerificationResult()
        var file = first
        var moduleChecked = false
        if facts.known.blanksMarkers { blankMarkers(in: scratch) }
        var expansionsChecked = expanded.mocks.isEmpty || !checksExpansions
        while !file.placements.isEmpty || !expansionsChecked {
            let split = expanded.split(
                try typecheck(
                    mocks: file.placements.isEmpty ? nil : (path, file.text),
                    expanded: expansionsChecked ? ExpandedMocks(mocks: []) : expanded))
            if !expansionsChecked {
                expansionsChecked = true
                result.record(split.failing, warned: split.warned, of: expanded.mocks)
            }
            let errors = split.rest.filter { $0.severity == .error }
            if errors.isEmpty {
                // Only a clean run's warnings count: the mocks set aside earlier have errors.
                let warned = MessageAttribution(file: file, filePath: path).warnings(split.rest)
                for placement in file.placements {
                    let id = placement.mock.protocolID
                    let warnings = warned[id] ?? []
                    result.statuses[id] = warnings.isEmpty ? .compiles : .compilesWithWarnings
                    result.diagnostics += warnings
                    if !warnings.isEmpty { result.byProtocol[id, default: []] += warnings }
                }
                break
            }
            if !moduleChecked {
                moduleChecked = true
                let wasBlanking = blanksMarkers
                let check = try checkAlone(expanded: expanded, scratch: scratch)
                if case .fails(let problem) = check {
                    return skipped(
                        file.placements.map(\.mock) + (checksExpansions ? expanded.mocks : []), because: problem)
                }
                // With the marker blanked out, the first errors may have been the marker's.
                if blanksMarkers != wasBlanking { continue }
                if file.placements.isEmpty { break }
            }
            if let unplaced = errors.first(where: { $0.file == nil }) {
                throw VerificationError("the compiler stopped: \(unplaced.text)")
            }
            var failing = MessageAttribution(file: file, filePath: path).errors(errors)
            if failing.isEmpty {
                // The mocks broke the module's own files (a clashing name): blame them all.
                for placement in file.placements {
                    failing[placement.mock.protocolID] = [breaking(errors[0], placement.mock)]
                }
            }
            for (id, diagnostics) in failing {
                result.statuses[id] = .doesNotCompile
                result.diagnostics += diagnostics
                result.byProtocol[id, default: []] += diagnostics
            }
            let remaining = withoutFailing(file, failing: Set(failing.keys), result: &result)
            file = VerificationFile(
                mocks: remaining, moduleName: module.moduleName, imports: imports, testableImports: testableImports)
        }
        result.diagnostics = VerificationResult.ordered(result.diagnostics)
        return result
    }

    private mutating func blankMarkers(in scratch: URL) {
        blanksMarkers = true
        let copies = MarkerAttributes.blankedCopies(
            of: module.sources, in: scratch.appendingPathComponent("sources"), fileSystem: fileSystem)
        module.sources = copies.sources
        originals = copies.originals
    }

    /// The mocks left after the failing ones, and the children of failing ones (which cannot
    /// compile without their superclass) marked as failing too.
    private func withoutFailing(_ file: VerificationFile, failing: Set<String>, result: inout VerificationResult)
        -> [GeneratedMock]
    {
        var failedNames = Set(file.placements.filter { failing.contains($0.mock.protocolID) }.map(\.mock.protocolName))
        // A parent's mock is named by its own options, which its child's superclass clause spells.
        let mockNames = Dictionary(
            file.placements.map { ($0.mock.protocolName, $0.mock.mockName) }, uniquingKeysWith: { first, _ in first })
        var remaining = file.placements.map(\.mock).filter { !failing.contains($0.protocolID) }
        var changed = true
        while changed {
            changed = false
            for mock in remaining where mock.parentProtocol.map(failedNames.contains) == true {
                result.statuses[mock.protocolID] = .doesNotCompile
                if let location = mock.protocolLocation {
                    let parent = mock.parentProtocol ?? ""
                    let diagnostic = Diagnostic.superclassDoesNotCompile(
                        mockNames[parent] ?? parent + "Mock", at: location)
                    result.diagnostics.append(diagnostic)
                    result.byProtocol[mock.protocolID, default: []].append(diagnostic)
                }
                failedNames.insert(mock.protocolName)
                changed = true
            }
            remaining.removeAll { failedNames.contains($0.protocolName) }
        }
        return remaining
    }

    private func breaking(_ error: CompilerMessage, _ mock: GeneratedMock) -> Diagnostic {
        // Shown like every other path: the user's file (not a marker-free copy), relative.
        let file = Self.relative(error.file.map { originals[$0] ?? $0 } ?? "")
        let at = mock.protocolLocation ?? SourceLocation(file: file, line: error.line, column: error.column)
        return Diagnostic.mockBreaksModule(file, line: error.line, error.text, at: at)
    }

    private func skipped(_ mocks: [GeneratedMock], because problem: Diagnostic) -> VerificationResult {
        var result = VerificationResult()
        for mock in mocks { result.statuses[mock.protocolID] = .skipped }
        result.diagnostics = [problem]
        return result
    }

    /// The module's first error, said once for all its mocks.
    private func moduleProblem(_ problem: CompilerMessage) -> Diagnostic {
        let location = SourceLocation(
            file: Self.relative(problem.file.map { originals[$0] ?? $0 } ?? module.moduleName),
            line: max(problem.line, 1),
            column: max(problem.column, 1))
        return Diagnostic.moduleDoesNotCompile(module.moduleName, problem.text, at: location)
    }

    /// Paths under the current folder are shown relative to it, like the rest of the diagnostics.
    static func relative(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }

    /// Whether the module compiles without the mocks: every file typechecked, in one job. When
    /// it only fails on the marker attribute, its files are compiled from blanked copies from
    /// then on.
    private mutating func checkAlone(expanded: ExpandedMocks, scratch: URL) throws(VerificationError)
        -> AloneCheck
    {
        let found = try facts.alone { (blanked: Bool) throws(VerificationError) -> (Bool, AloneCheck) in
            if blanked && !blanksMarkers { blankMarkers(in: scratch) }
            var errors = try errorsAlone(expanded)
            if !blanksMarkers, errors.contains(where: MarkerAttributes.isUnknownMarker) {
                blankMarkers(in: scratch)
                errors = try errorsAlone(expanded)
            }
            return (blanksMarkers, errors.first.map { AloneCheck.fails(moduleProblem($0)) } ?? .compiles)
        }
        // Another run may have found that the marker needs blanking out.
        if found.blanksMarkers && !blanksMarkers { blankMarkers(in: scratch) }
        return found.alone
    }

    private mutating func errorsAlone(_ expanded: ExpandedMocks) throws(VerificationError) -> [CompilerMessage] {
        expanded.split(try typecheck(primaries: module.sources, extra: nil)).rest.filter { $0.severity == .error }
    }

    /// Typechecks the mocks' file (when there is one) and the files holding the expansions of
    /// `expanded` (until they are checked); the module's other files are only read for what
    /// those use.
    private mutating func typecheck(mocks: (path: String, text: String)?, expanded: ExpandedMocks)
        throws(VerificationError) -> [CompilerMessage]
    {
        let expansionFiles = Set(
            expanded.mocks.compactMap { $0.protocolLocation.map { ModuleLocator.absolute($0.file) } })
        let holding = module.sources.filter { expansionFiles.contains(ModuleLocator.absolute(originals[$0] ?? $0)) }
        return try typecheck(primaries: (mocks.map { [$0.path] } ?? []) + holding, extra: mocks)
    }

    private mutating func typecheck(primaries: [String], extra: (path: String, text: String)?)
        throws(VerificationError) -> [CompilerMessage]
    {
        if let extra {
            do { try fileSystem.writeAtomically(extra.text, to: extra.path) } catch {
                throw VerificationError("cannot write \(extra.path): \(error.localizedDescription)")
            }
        }
        guard let probe = primaries.first else { return [] }
        if job == nil {
            job = try FrontendJob.make(
                swiftc: swiftc, module: module, probe: probe, timeout: timeout, isCancelled: isCancelled)
        }
        guard let job else { return [] }
        let arguments = try job.arguments(
            primaries: primaries, inputs: module.sources + (extra.map { [$0.path] } ?? []), listsIn: listsFolder,
            fileSystem: fileSystem)
        compilerRuns += 1
        // The compiler writes the macros' expansions into its TMPDIR, and their diagnostics point
        // there: they must still be readable after the run, until this verification ends.
        let output = try ProcessRunner.run(
            job.executable, arguments, timeout: timeout, temporaryFolder: listsFolder, isCancelled: isCancelled)
        let messages = CompilerMessage.parse(output.error + "\n" + output.output)
        if output.status != 0 && !messages.contains(where: { $0.severity == .error }) {
            let said = (output.error + output.output).lines(.nonEmpty).first.map(String.init) ?? "no output"
            throw VerificationError("swiftc failed (status \(output.status)): \(said)")
        }
        return messages
    }
}

/// Whether a module compiles without its mocks, and if not, its first error.
enum AloneCheck: Codable, Hashable {
    case compiles
    case fails(Diagnostic)
}
