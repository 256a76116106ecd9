import Foundation
import MockModel
import MockPipeline

/// Typechecks generated mocks together with the module they belong to, with the installed
/// compiler, and reports every error at the requirement whose generated lines caused it.
public struct MockVerifier: Sendable {
    /// The compiler; nil looks for `swiftc` on PATH.
    public var compiler: String?
    /// Seconds one compiler run may take.
    public var timeout: Double
    /// Where results are remembered; nil for no cache.
    public var cacheFolder: URL?
    /// Polled while the compiler runs; true stops it (`VerificationError.cancelled`).
    public var isCancelled: (@Sendable () -> Bool)?

    public init(
        compiler: String? = nil, timeout: Double = 300, cacheFolder: URL? = nil,
        isCancelled: (@Sendable () -> Bool)? = nil
    ) {
        self.compiler = compiler
        self.timeout = timeout
        self.cacheFolder = cacheFolder
        self.isCancelled = isCancelled
    }

    public func verify(
        _ mocks: [GeneratedMock], in module: ModuleContext, imports: [String] = [], testableImports: [String] = []
    ) throws(VerificationError) -> VerificationResult {
        let included = mocks.filter { $0.text != nil }
        guard !included.isEmpty else { return VerificationResult() }
        guard let swiftc = compiler ?? ProcessRunner.find("swiftc") else {
            throw VerificationError("cannot verify the mocks: no 'swiftc' on PATH; install Swift or add it to PATH")
        }
        let cache = VerificationCache(
            folder: cacheFolder, compiler: swiftc, module: module, imports: imports + ["--"] + testableImports)
        let byName = Dictionary(included.map { ($0.protocolName, $0) }, uniquingKeysWith: { first, _ in first })
        func lineage(_ mock: GeneratedMock) -> [GeneratedMock] {
            var chain = [mock]
            while let parent = chain.last?.parentProtocol.flatMap({ byName[$0] }), chain.count <= included.count {
                chain.append(parent)
            }
            return chain
        }
        var result = VerificationResult()
        var moduleDiagnostics: [Diagnostic] = []
        func addModule(_ diagnostics: [Diagnostic]) {
            for diagnostic in diagnostics where !moduleDiagnostics.contains(diagnostic) {
                moduleDiagnostics.append(diagnostic)
            }
        }
        var record = cache?.load() ?? VerificationCache.ModuleRecord()
        var todo: [GeneratedMock] = []
        for mock in included {
            guard let entry = record.entries[VerificationCache.key(lineage(mock))] else {
                todo.append(mock)
                continue
            }
            result.statuses[mock.protocolID] = entry.status
            result.byProtocol[mock.protocolID] = entry.diagnostics.isEmpty ? nil : entry.diagnostics
            addModule(entry.moduleDiagnostics)
        }
        if !todo.isEmpty {
            // A mock is typechecked with the mocks it subclasses, which are checked again with it.
            var needed: [GeneratedMock] = []
            var seen: Set<String> = []
            for mock in todo {
                for member in lineage(mock) where seen.insert(member.protocolID).inserted { needed.append(member) }
            }
            let file = VerificationFile(
                mocks: needed, moduleName: module.moduleName, imports: imports, testableImports: testableImports)
            var run = VerificationRun(swiftc: swiftc, timeout: timeout, module: module)
            run.isCancelled = isCancelled
            run.blanksMarkers = record.blanksMarkers
            let fresh = try run.verify(file, imports: imports, testableImports: testableImports)
            record.blanksMarkers = run.blanksMarkers
            let owned = Set(fresh.byProtocol.values.joined())
            let unowned = fresh.diagnostics.filter { !owned.contains($0) }
            addModule(unowned)
            for mock in needed {
                guard let status = fresh.statuses[mock.protocolID] else { continue }
                let own = fresh.byProtocol[mock.protocolID] ?? []
                result.statuses[mock.protocolID] = status
                result.byProtocol[mock.protocolID] = own.isEmpty ? nil : own
                record.entries[VerificationCache.key(lineage(mock))] = VerificationCache.Entry(
                    status: status, diagnostics: own, moduleDiagnostics: unowned)
            }
            cache?.save(record)
            result.compilerRuns = run.compilerRuns
            result.compiledMocks = needed.count
        }
        result.diagnostics = VerificationResult.ordered(
            included.flatMap { result.byProtocol[$0.protocolID] ?? [] } + moduleDiagnostics)
        return result
    }
}

/// One verification: typecheck, set failing mocks aside, typecheck the rest again until clean,
/// because the first errors can hide others (and a broken parent mock breaks its children).
struct VerificationRun {
    let swiftc: String
    let timeout: Double
    var module: ModuleContext
    var compilerRuns = 0
    /// Copies compiled in place of the user's files (copy → original).
    var originals: [String: String] = [:]
    /// Whether the module compiles only with the marker attribute blanked out (known from an
    /// earlier run, or found by this one).
    var blanksMarkers = false
    var isCancelled: (@Sendable () -> Bool)?

    init(swiftc: String, timeout: Double, module: ModuleContext) {
        self.swiftc = swiftc
        self.timeout = timeout
        self.module = module
    }

    mutating func verify(_ first: VerificationFile, imports: [String], testableImports: [String])
        throws(VerificationError) -> VerificationResult
    {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mockscope-verify-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let path = scratch.appendingPathComponent("MockScopeVerification\(module.moduleName).swift").path
        var result = VerificationResult()
        var file = first
        var moduleChecked = false
        if blanksMarkers { blankMarkers(in: scratch) }
        while !file.placements.isEmpty {
            let messages = try typecheck(extra: [(path, file.text)])
            let errors = messages.filter { $0.severity == .error }
            if errors.isEmpty {
                for placement in file.placements { result.statuses[placement.mock.protocolID] = .compiles }
                break
            }
            if !moduleChecked {
                moduleChecked = true
                var alone = try typecheck(extra: []).filter { $0.severity == .error }
                if !blanksMarkers, alone.contains(where: MarkerAttributes.isUnknownMarker) {
                    blanksMarkers = true
                    blankMarkers(in: scratch)
                    alone = try typecheck(extra: []).filter { $0.severity == .error }
                    if alone.isEmpty { continue }
                }
                if let problem = alone.first {
                    return skipped(file, because: problem)
                }
            }
            if let unplaced = errors.first(where: { $0.file == nil }) {
                throw VerificationError("the compiler stopped: \(unplaced.text)")
            }
            var failing = ErrorAttribution(file: file, filePath: path).attribute(errors)
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
        let copies = MarkerAttributes.blankedCopies(of: module.sources, in: scratch.appendingPathComponent("sources"))
        module.sources = copies.sources
        originals = copies.originals
    }

    /// The mocks left after the failing ones, and the children of failing ones (which cannot
    /// compile without their superclass) marked as failing too.
    private func withoutFailing(_ file: VerificationFile, failing: Set<String>, result: inout VerificationResult)
        -> [GeneratedMock]
    {
        var failedNames = Set(file.placements.filter { failing.contains($0.mock.protocolID) }.map(\.mock.protocolName))
        var remaining = file.placements.map(\.mock).filter { !failing.contains($0.protocolID) }
        var changed = true
        while changed {
            changed = false
            for mock in remaining where mock.parentProtocol.map(failedNames.contains) == true {
                result.statuses[mock.protocolID] = .doesNotCompile
                if let location = mock.protocolLocation {
                    let diagnostic = Diagnostic(
                        .error, .mockDoesNotCompile,
                        "generated mock does not compile: its superclass \(mock.parentProtocol!)Mock does not compile",
                        at: location)
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
        let at = mock.protocolLocation ?? SourceLocation(file: error.file ?? "", line: error.line, column: error.column)
        return Diagnostic(
            .error, .mockDoesNotCompile,
            "generated mock does not compile: it breaks the module: \(error.file ?? ""):\(error.line): \(error.text)",
            at: at)
    }

    private func skipped(_ file: VerificationFile, because problem: CompilerMessage) -> VerificationResult {
        var result = VerificationResult()
        for placement in file.placements { result.statuses[placement.mock.protocolID] = .skipped }
        let location = SourceLocation(
            file: Self.relative(problem.file.map { originals[$0] ?? $0 } ?? module.moduleName),
            line: max(problem.line, 1),
            column: max(problem.column, 1))
        result.diagnostics = [
            Diagnostic(
                .warning, .moduleDoesNotCompile,
                "the module \(module.moduleName) does not compile on its own; verification skipped: \(problem.text)",
                at: location)
        ]
        return result
    }

    /// Paths under the current folder are shown relative to it, like the rest of the diagnostics.
    static func relative(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }

    private mutating func typecheck(extra: [(path: String, text: String)]) throws(VerificationError)
        -> [CompilerMessage]
    {
        for file in extra {
            do { try file.text.write(toFile: file.path, atomically: true, encoding: .utf8) } catch {
                throw VerificationError("cannot write \(file.path): \(error.localizedDescription)")
            }
        }
        compilerRuns += 1
        let output = try ProcessRunner.run(
            swiftc, module.typecheckArguments(adding: extra.map(\.path)), timeout: timeout, isCancelled: isCancelled)
        let messages = CompilerMessage.parse(output.error + "\n" + output.output)
        if output.status != 0 && !messages.contains(where: { $0.severity == .error }) {
            let said = (output.error + output.output).split(separator: "\n").first.map(String.init) ?? "no output"
            throw VerificationError("swiftc failed (status \(output.status)): \(said)")
        }
        return messages
    }
}
