import MockModel
import MockPipeline

/// Whether one mock compiled with its module.
public enum MockVerificationStatus: String, Sendable, Codable, Hashable {
    case compiles
    case doesNotCompile
    /// The module does not compile on its own, so nothing can be said about its mocks.
    case skipped
}

/// What typechecking a module's mocks found.
public struct VerificationResult: Sendable, Codable, Hashable {
    /// By protocol id.
    public var statuses: [String: MockVerificationStatus]
    /// Compiler errors at the requirements they came from, or the module's own first error.
    public var diagnostics: [Diagnostic]
    /// How many times the compiler ran (0 when the answer came from the cache).
    public var compilerRuns: Int
    /// How many mocks went to the compiler (the others were answered from the cache).
    public var compiledMocks = 0
    /// The mock errors again, by the protocol id whose mock failed (an inherited requirement's
    /// location is in its parent protocol, so the location alone does not say).
    public var byProtocol: [String: [Diagnostic]] = [:]

    public init(statuses: [String: MockVerificationStatus] = [:], diagnostics: [Diagnostic] = [], compilerRuns: Int = 0)
    {
        self.statuses = statuses
        self.diagnostics = diagnostics
        self.compilerRuns = compilerRuns
    }

    public var moduleCompiles: Bool { !statuses.values.contains(.skipped) }
    public var allCompile: Bool { statuses.values.allSatisfy { $0 == .compiles } }

    /// In file and line order; at one place the order stays as found, so each compiler error
    /// keeps its note right after it.
    public static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// `failing` (by protocol id) do not compile, the rest of `mocks` do.
    mutating func record(_ failing: [String: [Diagnostic]], of mocks: [GeneratedMock]) {
        for mock in mocks {
            let own = failing[mock.protocolID] ?? []
            statuses[mock.protocolID] = own.isEmpty ? .compiles : .doesNotCompile
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
