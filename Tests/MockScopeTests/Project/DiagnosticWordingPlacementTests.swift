import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// A diagnostic's words live beside its code (`MockModel/Diagnostics/DiagnosticMessages+*.swift`),
/// so one meaning is worded once: a `Diagnostic(…)` built elsewhere takes its message from there,
/// never from a string literal written at the site.
@Suite("Diagnostic wording placement")
struct DiagnosticWordingPlacementTests {
    /// `path:line` of every `Diagnostic(…)` whose arguments spell a string literal.
    static func worded(in text: String, path: String) -> [String] {
        let tree = Parser.parse(source: text)
        let finder = WordedDiagnosticFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        return finder.sites.map { "\(path):\(converter.location(for: $0).line)" }
    }

    private final class WordedDiagnosticFinder: SyntaxVisitor {
        var sites: [AbsolutePosition] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression.trimmedDescription
            if callee == "Diagnostic" || callee == "Diagnostic.init",
                node.arguments.contains(where: { Self.spellsLiteral($0.expression) })
            {
                sites.append(node.positionAfterSkippingLeadingTrivia)
            }
            return .visitChildren
        }

        /// A string literal anywhere in the argument: alone, joined or interpolated.
        static func spellsLiteral(_ expression: ExprSyntax) -> Bool {
            expression.tokens(viewMode: .sourceAccurate).contains {
                $0.tokenKind == .stringQuote || $0.tokenKind == .multilineStringQuote
                    || $0.tokenKind == .singleQuote
            }
        }
    }

    @Test func aLiteralMessageIsFound() {
        let site = "let d = Diagnostic(.error, .syntaxError, \"broken \\(name)\", at: location)\n"
        #expect(Self.worded(in: site, path: "A.swift") == ["A.swift:1"])
        let joined = "let d = Diagnostic(.note, code, prefix + \"x\", at: location)\n"
        #expect(Self.worded(in: joined, path: "B.swift") == ["B.swift:1"])
        let named = "let d = Diagnostic.unknownProtocol(name, in: root)\n"
        #expect(Self.worded(in: named, path: "C.swift").isEmpty)
    }

    @Test func messagesAreWordedBesideTheirCodes() throws {
        let sources = ExplorerFixtures.packageRoot.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(atPath: sources.path)
        var sites: [String] = []
        var read = 0
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.hasPrefix("MockModel/Diagnostics/") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            read += 1
            guard text.contains("Diagnostic") else { continue }
            sites += Self.worded(in: text, path: path)
        }
        #expect(read > 300)
        #expect(sites.isEmpty, "worded outside MockModel/Diagnostics: \(sites.joined(separator: ", "))")
    }
}
