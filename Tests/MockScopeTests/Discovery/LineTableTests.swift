import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import MockDiscovery

/// Locations come from a table of line starts instead of SwiftSyntax's converter, and nodes are
/// spelled by slicing the source instead of `trimmedDescription`: both must agree with SwiftSyntax
/// at every token and every node of every source we have.
@Suite struct LineTableTests {
    func expectSameAsConverter(_ source: String, _ name: String) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: name, tree: tree)
        let table = LineTable(source.utf8)
        var mismatches = 0
        for token in tree.tokens(viewMode: .all) {
            for position in [
                token.position, token.positionAfterSkippingLeadingTrivia, token.endPositionBeforeTrailingTrivia,
            ] {
                let expected = converter.location(for: position)
                let actual = table.location(of: position)
                if (expected.line, expected.column) != (actual.line, actual.column) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0, "\(name): \(mismatches) positions differ")
        let text = SourceText(Array(source.utf8), path: name)
        let nodes = NodeCollector(viewMode: .all)
        nodes.walk(tree)
        let differing = nodes.all.filter { text.text(of: $0) != $0.trimmedDescription }
        #expect(
            differing.isEmpty,
            "\(name): \(differing.count) nodes spelled differently, first \(differing.first.map { "\($0.kind)" } ?? "")"
        )
    }

    @Test func lineBreaksOfEveryKindAndWideCharacters() {
        let sources = [
            "protocol A {\r\n    func f() -> Int\r\n}\r\n",
            "protocol B {\r    func g()\r}\r",
            "protocol C {\n\r\n\r\n\n  var x: Int { get }\n}",
            "/* é \r\n ü */ protocol Café { func naïve(_ 👋: String) }\n let s = \"\"\"\n  multi\r\n  line\n  \"\"\"\n",
            "", "\n", "\r\n", "\r", "protocol D {}",
            "protocol Broken { func f( }\nfunc g() {\n", "protocol E { var x: }\n@Mockable(",
            "  /// doc\n  @attr  protocol  F  :  G  {  }  ",
        ]
        for (index, source) in sources.enumerated() { expectSameAsConverter(source, "case\(index).swift") }
    }

    @Test func repositorySourcesAgreeWithTheConverter() throws {
        let root = TestSupport.packageRoot
        var checked = 0
        for folder in ["Tests/Fixtures", "Tests/Goldens", "Sources/MockDiscovery", "Sources/ExplorerCore"] {
            let base = root.appendingPathComponent(folder).path
            for file in try FileManager.default.subpathsOfDirectory(atPath: base)
            where file.hasSuffix(".swift") || file.hasSuffix(".txt") {
                let source = try String(contentsOfFile: "\(base)/\(file)", encoding: .utf8)
                expectSameAsConverter(source, file)
                checked += 1
            }
        }
        #expect(checked > 40)
    }
}

/// Every node of a tree, to compare spellings.
private final class NodeCollector: SyntaxAnyVisitor {
    var all: [Syntax] = []

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        all.append(node)
        return .visitChildren
    }
}
