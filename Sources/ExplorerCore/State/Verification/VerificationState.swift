import Foundation
import MockModel
import MockPipeline
import MockVerification

/// What the explorer knows about typechecking the mocks with their module. Runs in the
/// background after every change of the generated mocks; only the latest request counts.
public struct VerificationState: Sendable {
    /// Off in tests that do not exercise it: every run costs a compiler invocation.
    public var isEnabled = false
    /// Extra compiler flags (the configuration's `verify.swiftcFlags`).
    public var flags: [String] = []
    /// Bumped per request; a result of any other generation is stale and dropped.
    public var generation = 0
    /// Protocols in the run under way.
    public var checking: Set<String> = []
    /// How many protocols the run under way covers, and how its jobs that answered ran: the
    /// status line's progress and estimate.
    public var requestedCount = 0
    public var pace: VerificationPace?
    /// The same per module, and the module of each protocol whose mock a job answered: why a
    /// module takes long is said under its protocols (`slowVerificationNotes`).
    var modulePaces: [String: VerificationPace] = [:]
    var modules: [String: String] = [:]
    /// By protocol id, from the latest finished run.
    public var statuses: [String: MockVerificationStatus] = [:]
    /// Compiler errors and warnings at the requirements, by protocol id.
    public var diagnostics: [String: [Diagnostic]] = [:]
    /// Mock text per protocol id the latest request covered, so an unchanged set is not re-run.
    var requestedTexts: [String: String] = [:]
    /// Why verification is off or could not run: shown under every protocol.
    public var moduleDiagnostics: [Diagnostic] = []
    /// Why a module's mocks were not verified (the module does not compile on its own): shown
    /// only under the protocols of that run whose mocks it skipped, not under other modules'.
    public var skippedModuleDiagnostics: [Diagnostic] = []
    /// Compiler errors in the mocks, for the status line.
    public var errorCount = 0
    /// Why verification could not run at all.
    public var problem: String?
    /// The build the run under way waits for before any mock is typechecked (the first run
    /// builds the package's dependencies): the status line says what runs and for how long.
    public var building: BuildProgress?
    /// Whether it may run the project's own code; a package's verification waits for it.
    public var trust = TrustStanding.unchecked

    public init() {}

    /// Takes one job's answer while the run goes on: its mocks get their marks now.
    mutating func progress(_ generation: Int, _ result: VerificationResult, pace jobPace: VerificationPace? = nil) {
        guard generation == self.generation else { return }
        building = nil
        if var jobPace {
            jobPace.mocks = result.statuses.count
            pace = pace.map { $0.adding(jobPace) } ?? jobPace
            if let module = jobPace.module {
                modulePaces[module] = modulePaces[module].map { $0.adding(jobPace) } ?? jobPace
                for id in result.statuses.keys { modules[id] = module }
            }
        }
        for (id, status) in result.statuses where checking.remove(id) != nil {
            statuses[id] = status
            diagnostics[id] = result.byProtocol[id].map(VerificationResult.ordered)
            errorCount += (result.byProtocol[id] ?? []).count { $0.severity == .error }
        }
    }

    /// Takes a run's result, unless a newer run was asked for since.
    mutating func finish(_ generation: Int, _ result: VerificationResult) {
        guard generation == self.generation else { return }
        checking = []
        building = nil
        problem = nil
        statuses = result.statuses
        diagnostics = result.byProtocol.mapValues(VerificationResult.ordered)
        // What belongs to no mock: the module that does not compile on its own.
        let owned = Set(result.byProtocol.values.joined())
        skippedModuleDiagnostics = result.diagnostics.filter { !owned.contains($0) }
        moduleDiagnostics = []
        errorCount = owned.filter { $0.severity == .error }.count
    }
}

/// Everything one background verification needs, taken from the state when it is asked for.
public struct VerificationRequest: Sendable {
    public var generation: Int
    public var root: String
    public var files: [String]
    public var mocks: [GeneratedMock]
    public var imports: [String]
    public var testableImports: [String]
    public var flags: [String]
    /// What of the project's own code the person agreed may run.
    public var consent: CodeConsent
    /// The test target the mocks are to be exported to, which must compile them too.
    public var destination: ExportDestination?
}

/// What a protocol's row and mock pane say about it.
public enum VerificationMark: Sendable, Equatable {
    case checking, compiles, compilesWithWarnings, doesNotCompile, skipped
}

extension VerificationState {
    /// `verifying 2,400 of 10,000 mocks · about 2 min left` while a run of many mocks is under
    /// way: a large module's marks take minutes, and the person sees how many and why.
    func progressText(compact: Bool) -> String? {
        if !checking.isEmpty, let building { return Self.buildText(building, compact: compact) }
        guard !checking.isEmpty, requestedCount > 1 else { return nil }
        let done = requestedCount - checking.count
        var text =
            compact
            ? "verifying \(grouped(done))/\(grouped(requestedCount))"
            : "verifying \(grouped(done)) of \(grouped(requestedCount)) mocks"
        if let pace, let left = pace.seconds(for: checking.count) {
            text += " · about \(Self.duration(left)) left"
        }
        return text
    }

    /// `building MockScope for Demo's verification: 23 s · step 41/120 · about 30 s left`: the
    /// first run builds dependencies for a minute or more before any mark comes.
    static func buildText(_ build: BuildProgress, compact: Bool) -> String {
        var text =
            "building \(build.built) for \(build.target)\(compact ? "" : "'s verification"): \(Int(build.seconds)) s"
        if build.total > 0 { text += " · \(compact ? "" : "step ")\(build.done)/\(build.total)" }
        if let left = build.secondsLeft { text += " · about \(duration(left)) left" }
        return text
    }

    static func duration(_ seconds: Double) -> String {
        guard seconds >= 90 else { return "\(max(5, Int((seconds / 5).rounded()) * 5)) s" }
        return "\(Int((seconds / 60).rounded())) min"
    }
}

/// How fast the compiler jobs of a run check mocks: the seconds and mocks of the jobs that
/// answered, and how many jobs run side by side. The time left is the mocks left at that pace,
/// so a first job that also located the module, or one job among several, does not skew it.
public struct VerificationPace: Sendable, Equatable {
    public var seconds: Double
    public var workers: Int
    public var mocks = 0
    /// The module the jobs typechecked, and how many mocks its run holds in all.
    public var module: String?
    public var moduleMocks = 0

    public init(seconds: Double, workers: Int, mocks: Int = 0, module: String? = nil, moduleMocks: Int = 0) {
        self.seconds = seconds
        self.workers = workers
        self.mocks = mocks
        self.module = module
        self.moduleMocks = moduleMocks
    }

    func adding(_ job: VerificationPace) -> VerificationPace {
        VerificationPace(
            seconds: seconds + job.seconds, workers: job.workers, mocks: mocks + job.mocks,
            module: module ?? job.module,
            moduleMocks: max(moduleMocks, job.moduleMocks))
    }

    func seconds(for remaining: Int) -> Double? {
        guard mocks > 0 else { return nil }
        return seconds / Double(mocks) * Double(remaining) / Double(max(workers, 1))
    }
}
