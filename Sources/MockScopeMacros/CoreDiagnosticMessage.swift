import MockModel
import SwiftDiagnostics
import SwiftSyntax

/// A generator diagnostic as a compiler diagnostic: the same message with the same code at the
/// end, so the compiler's line reads like `mockscope generate`'s.
struct CoreDiagnosticMessage: DiagnosticMessage {
    let severity: DiagnosticSeverity
    let message: String
    let diagnosticID: MessageID

    init(severity: MockModel.Diagnostic.Severity, code: DiagnosticCode, message: String) {
        switch severity {
        case .error: self.severity = .error
        case .warning: self.severity = .warning
        case .note: self.severity = .note
        }
        self.message = "\(message) [\(code.rawValue)]"
        diagnosticID = MessageID(domain: "MockScope", id: code.rawValue)
    }

    func diagnostic(at node: Syntax, position: AbsolutePosition) -> SwiftDiagnostics.Diagnostic {
        SwiftDiagnostics.Diagnostic(node: node, position: position, message: self)
    }
}
