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

    /// Whether the bytes spell `~Copyable` (a skip, never a decision).
    public static func mayDeclareNoncopyable(_ bytes: some Collection<UInt8>) -> Bool {
        contains(bytes, "~Copyable")
    }

    /// Whether `typealias` is followed by one of `names` somewhere in the bytes (in code or not:
    /// a skip, never a decision; the parse decides).
    public static func mayDeclareAlias(_ bytes: [UInt8], named names: Set<String>) -> Bool {
        let keyword = Array("typealias".utf8)
        var index = 0
        while index + keyword.count < bytes.count {
            guard bytes[index] == keyword[0], bytes[index..<index + keyword.count].elementsEqual(keyword) else {
                index += 1
                continue
            }
            var start = index + keyword.count
            while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 || bytes[start] == 0x0A {
                start += 1
            }
            var end = start
            while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
            if end > start, names.contains(String(decoding: bytes[start..<end], as: UTF8.self)) { return true }
            index = max(end, index + 1)
        }
        return false
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte >= 0x80
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
