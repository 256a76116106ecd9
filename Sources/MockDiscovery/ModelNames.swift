import MockModel

// SwiftSyntax and SwiftDiagnostics declare types with the same names; in this module the
// unqualified names mean MockScope's own.
typealias SourceLocation = MockModel.SourceLocation
typealias Diagnostic = MockModel.Diagnostic
