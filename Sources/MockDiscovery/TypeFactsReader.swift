import MockModel
import SwiftParser
import SwiftSyntax

/// Reads, from one file, the typealiases and `~Copyable` types among the names asked for.
/// Only files whose bytes spell one of those declarations are handed here, so the cost stays
/// with the few projects that need it.
public enum TypeFactsReader {
    /// The facts among `wanted` (every name when nil) that a file's UTF-8 bytes declare. Only
    /// the typealiases of those names, type headers with `~Copyable` and the scopes around them are parsed (see
    /// `SourceOutline.Target.typeFacts`); a slice the parser reports an error in, or that the
    /// walk cannot cut, is not trusted and the whole file is parsed. Nothing is read from a file
    /// whose parsed bytes nest too deeply to parse safely (the scan skips such files too).
    public static func read(utf8: [UInt8], path: String, wanted: Set<String>?) -> TypeFacts {
        let outline = SourceOutline(utf8, target: .typeFacts, extended: Set((wanted ?? []).map { Array($0.utf8) }))
        guard !outline.candidates.isEmpty else { return TypeFacts() }
        let parsed = outline.slices ?? [0..<utf8.count]
        if outline.nestingExcesses.contains(where: { excess in parsed.contains { excess.overlaps($0) } }) {
            return TypeFacts()
        }
        if let slices = outline.slices {
            let masked = FileDiscovery.masked(utf8, keeping: slices)
            let tree = masked.withUnsafeBufferPointer { Parser.parse(source: $0) }
            if !tree.hasError { return collect(tree, utf8: masked, path: path, wanted: wanted) }
        }
        return readWhole(utf8: utf8, path: path, wanted: wanted)
    }

    /// The same from a parse of the whole file, which slicing must always agree with.
    public static func readWhole(utf8: [UInt8], path: String, wanted: Set<String>?) -> TypeFacts {
        let tree = utf8.withUnsafeBufferPointer { Parser.parse(source: $0) }
        return collect(tree, utf8: utf8, path: path, wanted: wanted)
    }

    private static func collect(_ tree: SourceFileSyntax, utf8: [UInt8], path: String, wanted: Set<String>?)
        -> TypeFacts
    {
        let collector = TypeFactsCollector(source: SourceText(utf8, path: path), wanted: wanted)
        collector.walk(tree)
        return collector.facts
    }

    /// Whether a file's bytes could declare one of the facts at all (a skip, never a decision):
    /// `typealias` followed by one of the wanted names (or by anything but a plain name),
    /// `typealias` of one of `closureNames` whose target may be a function type (it starts with
    /// `(` or an attribute), or `~Copyable` together with a type keyword before a wanted name. Names like `Element`
    /// and `Value` are common typealiases and common parameter types: only a closure alias of
    /// one makes its file worth parsing.
    public static func mayDeclareFacts(
        _ bytes: UnsafeRawBufferPointer, wanted: Set<String>, closureNames: Set<String> = []
    ) -> Bool {
        TypeAliasHints(bytes).mayMatter(
            wanted: Set(wanted.map { Array($0.utf8) }), closureNames: Set(closureNames.map { Array($0.utf8) }))
    }

    /// Every `typealias` keyword that may start a declaration, with the name after it.
    static func aliases(in bytes: UnsafeRawBufferPointer) -> [TypeAliasHints.Alias] {
        let keyword = Array("typealias".utf8)
        var found: [TypeAliasHints.Alias] = []
        var offset = 0
        while let position = ByteSearch.find(bytes, keyword, from: offset) {
            offset = position + keyword.count
            // `.typealias`, `typealiasKeyword`: not a declaration (a comment may follow one).
            guard offset < bytes.count, isSpace(bytes[offset]) || bytes[offset] == 0x2F else { continue }
            guard let (name, end) = nameAfter(bytes, offset) else {
                found.append(TypeAliasHints.Alias(name: nil, mayBeFunction: true))
                continue
            }
            found.append(TypeAliasHints.Alias(name: name, mayBeFunction: mayBeFunctionTarget(bytes, after: end)))
        }
        return found
    }

    /// After a typealias's name: `=` then `(` or `@`, with white space between; anything the
    /// byte walk cannot read for sure (a comment) counts as a possible function type.
    private static func mayBeFunctionTarget(_ bytes: UnsafeRawBufferPointer, after start: Int) -> Bool {
        var cursor = start
        while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count else { return false }
        if bytes[cursor] == 0x2F { return true }
        guard bytes[cursor] == 0x3D else { return false }  // a generic alias is not read at all
        cursor += 1
        while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count else { return false }
        return bytes[cursor] == 0x28 || bytes[cursor] == 0x40 || bytes[cursor] == 0x2F
    }

    /// The plain identifier after white space at `start`, and where it ends; nil when something
    /// else comes first (a comment, a backtick), which the caller must take as a possible match.
    static func nameAfter(_ bytes: UnsafeRawBufferPointer, _ start: Int) -> ([UInt8], Int)? {
        var cursor = start
        while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
        let nameStart = cursor
        while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
        guard cursor > nameStart else { return nil }
        return (Array(bytes[nameStart..<cursor]), cursor)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte >= 0x80
    }
}

private final class TypeFactsCollector: SyntaxVisitor {
    let source: SourceText
    /// Nil: every name.
    let wanted: Set<String>?
    var facts = TypeFacts()

    init(source: SourceText, wanted: Set<String>?) {
        self.source = source
        self.wanted = wanted
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if wanted?.contains(name) ?? true, node.genericParameterClause == nil {
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
        guard wanted?.contains(name.text) ?? true, let clause else { return }
        if clause.inheritedTypes.contains(where: { $0.type.trimmedDescription == "~Copyable" }) {
            facts.noncopyable.insert(name.text)
        }
    }
}
