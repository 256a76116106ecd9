/// A problem found in the input, reported like the compiler reports its own.
public struct Diagnostic: Hashable, Sendable, Codable {
    public enum Severity: String, Sendable, Codable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    /// A stable code (`MS…`) that tests and scripts match on instead of the prose.
    public var code: DiagnosticCode
    public var message: String
    public var location: SourceLocation

    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String, at location: SourceLocation
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
    }

    /// `path:line:col: error: message [MS201]`
    public var formatted: String {
        "\(location.description): \(severity.rawValue): \(message) [\(code.rawValue)]"
    }
}
