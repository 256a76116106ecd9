import MockModel
import SwiftDiagnostics
import SwiftSyntax

/// A generator diagnostic as a compiler diagnostic: the same message with the same code at the
/// end, so the compiler's line reads like `mockscope generate`'s.
struct CoreDiagnosticMessage: DiagnosticMessage {
    let severity: DiagnosticSeverity
    let message: String
    let diagnosticID: MessageID

    /// The core's diagnostic, whose location the caller turns into a node.
    init(_ diagnostic: MockModel.Diagnostic) {
        self.init(severity: diagnostic.severity, code: diagnostic.code, message: diagnostic.message)
    }

    init(severity: MockModel.Diagnostic.Severity, code: DiagnosticCode, message: String) {
        switch severity {
        case .error: self.severity = .error
        case .warning: self.severity = .warning
        case .note: self.severity = .note
        }
        self.message = "\(message) [\(code.rawValue)]"
        diagnosticID = MessageID(domain: "MockScope", id: code.rawValue)
    }

    func diagnostic(at node: Syntax) -> SwiftDiagnostics.Diagnostic {
        SwiftDiagnostics.Diagnostic(node: node, message: self)
    }

    /// The compiler places a plugin's diagnostic where its node starts, so the node is the token
    /// at the core's location (same line and column as the command line), and the requirement
    /// that holds it is highlighted.
    func diagnostic(at position: AbsolutePosition, in declaration: some DeclSyntaxProtocol)
        -> SwiftDiagnostics.Diagnostic
    {
        let requirement = RequirementNode.enclosing(position, in: declaration)
        let token = declaration.token(at: position).map(Syntax.init) ?? requirement
        return SwiftDiagnostics.Diagnostic(node: token, message: self, highlights: [requirement])
    }
}
