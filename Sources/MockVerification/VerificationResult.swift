import MockModel
import MockPipeline

/// Whether one mock compiled with its module.
public enum MockVerificationStatus: String, Sendable, Codable, Hashable {
    case compiles
    /// It compiles, but the compiler warns in its generated lines (or in the imports and lock
    /// helper it needs), so a build that treats warnings as errors would fail.
    case compilesWithWarnings
    case doesNotCompile
    /// The module does not compile on its own, so nothing can be said about its mocks.
    case skipped
}

/// What typechecking a module's mocks found.
public struct VerificationResult: Sendable, Codable, Hashable {
    /// By protocol id.
    public var statuses: [String: MockVerificationStatus]
    /// Compiler errors and warnings at the requirements they came from, or the module's own
    /// first error.
    public var diagnostics: [Diagnostic]
    /// How many times the compiler ran (0 when the answer came from the cache).
    public var compilerRuns: Int
    /// How many mocks went to the compiler (the others were answered from the cache).
    public var compiledMocks = 0
    /// The mock errors and warnings again, by the protocol id whose mock failed (an inherited requirement's
    /// location is in its parent protocol, so the location alone does not say).
    public var byProtocol: [String: [Diagnostic]] = [:]

    public init(statuses: [String: MockVerificationStatus] = [:], diagnostics: [Diagnostic] = [], compilerRuns: Int = 0)
    {
        self.statuses = statuses
        self.diagnostics = diagnostics
        self.compilerRuns = compilerRuns
    }

    public var moduleCompiles: Bool { !statuses.values.contains(.skipped) }
    /// Every mock compiles, with or without warnings.
    public var allCompile: Bool { statuses.values.allSatisfy { $0 == .compiles || $0 == .compilesWithWarnings } }

    /// In file and line order; at one place the order stays as found, so each compiler error
    /// keeps its note right after it.
    public static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// `failing` (by protocol id) do not compile, `warned` compile with warnings, the rest of
    /// `mocks` compile cleanly. A failing mock's warnings are left out: its errors come first.
    mutating func record(_ failing: [String: [Diagnostic]], warned: [String: [Diagnostic]], of mocks: [GeneratedMock]) {
        for mock in mocks {
            let errors = failing[mock.protocolID] ?? []
            let warnings = errors.isEmpty ? warned[mock.protocolID] ?? [] : []
            let own = errors + warnings
            statuses[mock.protocolID] =
                !errors.isEmpty ? .doesNotCompile : warnings.isEmpty ? .compiles : .compilesWithWarnings
            diagnostics += own
            if !own.isEmpty { byProtocol[mock.protocolID, default: []] += own }
        }
    }

    /// Results of several modules as one.
    public mutating func merge(_ other: VerificationResult) {
        statuses.merge(other.statuses) { _, new in new }
        diagnostics += other.diagnostics
        compilerRuns += other.compilerRuns
        compiledMocks += other.compiledMocks
        byProtocol.merge(other.byProtocol) { $0 + $1 }
    }
}
