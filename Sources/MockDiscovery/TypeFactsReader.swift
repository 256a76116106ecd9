import MockModel
import SwiftParser
import SwiftSyntax

/// Reads, from one file, the typealiases and `~Copyable` types among the names asked for.
/// Only files whose bytes spell one of those declarations are handed here, so the cost stays
/// with the few projects that need it.
public enum TypeFactsReader {
    public static func read(source: String, path: String, wanted: Set<String>) -> TypeFacts {
        let collector = TypeFactsCollector(source: SourceText(source, path: path), wanted: wanted)
        collector.walk(Parser.parse(source: source))
        return collector.facts
    }

    /// Whether a file's bytes could declare one of the facts at all (a skip, never a decision).
    public static func mayDeclareFacts(_ bytes: some Collection<UInt8>) -> Bool {
        contains(bytes, "typealias") || contains(bytes, "~Copyable")
    }

    private static func contains(_ bytes: some Collection<UInt8>, _ word: StaticString) -> Bool {
        let needle = Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
        guard let first = needle.first else { return false }
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: first) {
            if bytes[found...].starts(with: needle) { return true }
            index = bytes.index(after: found)
        }
        return false
    }
}

private final class TypeFactsCollector: SyntaxVisitor {
    let source: SourceText
    let wanted: Set<String>
    var facts = TypeFacts()

    init(source: SourceText, wanted: Set<String>) {
        self.source = source
        self.wanted = wanted
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if wanted.contains(name), node.genericParameterClause == nil {
            facts.aliases[name, default: []].append(TypeReader(source: source).read(node.initializer.value))
        }
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.name, node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.name, node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func note(_ name: TokenSyntax, _ clause: InheritanceClauseSyntax?) {
        guard wanted.contains(name.text), let clause else { return }
        if clause.inheritedTypes.contains(where: { $0.type.trimmedDescription == "~Copyable" }) {
            facts.noncopyable.insert(name.text)
        }
    }
}
