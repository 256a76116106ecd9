import SwiftParser
import SwiftSyntax

/// Reads the names of the types and typealiases a file declares for the module (not inside a
/// function, a closure or a `private` scope), nested ones as their dotted path
/// (`AccessEvent.Metadata`): what a mock's public surface may name without any import.
public enum DeclaredTypesReader {
    /// Only the declarations' headers and the scopes around them are parsed (see
    /// `SourceOutline.Target.declarations`); a slice the parser reports an error in, or that the
    /// walk cannot cut, is not trusted and the whole file is parsed. Nothing is read from a file
    /// whose parsed bytes nest too deeply to parse safely: a name not known keeps an import.
    /// Without `slicing`, a file that would be read is parsed whole: the reference for tests.
    public static func read(utf8: [UInt8], slicing: Bool = true) -> [String] {
        let outline = SourceOutline(utf8, target: .declarations)
        guard !outline.candidates.isEmpty else { return [] }
        let slices = slicing ? outline.slices : nil
        if let slices, !outline.nestingExcesses.contains(where: { excess in slices.contains { excess.overlaps($0) } }) {
            let masked = FileDiscovery.masked(utf8, keeping: slices)
            let tree = masked.withUnsafeBufferPointer { Parser.parse(source: $0) }
            if !tree.hasError { return collect(tree) }
        }
        // The whole file is parsed only when nothing in it nests too deeply.
        guard outline.nestingExcesses.isEmpty else { return [] }
        return readWhole(utf8: utf8)
    }

    /// The same from a parse of the whole file, which slicing must always agree with.
    public static func readWhole(utf8: [UInt8]) -> [String] {
        collect(utf8.withUnsafeBufferPointer { Parser.parse(source: $0) })
    }

    private static func collect(_ tree: SourceFileSyntax) -> [String] {
        let collector = DeclaredTypesCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return Set(collector.names).sorted()
    }
}

/// Visits type declarations and typealiases where the module can see them: at file level, in
/// other types, in extensions and `#if` blocks. Bodies of functions, accessors and closures are
/// not visited; a `private` or `fileprivate` declaration hides itself and what it holds.
private final class DeclaredTypesCollector: SyntaxVisitor {
    var names: [String] = []
    private var scopes: [String] = []
    /// Per type or extension visited, whether it entered a scope (`visitPost` sees every one).
    private var entered: [Bool] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.modifiers)
    }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.modifiers)
    }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.modifiers)
    }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.modifiers)
    }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if !Self.isHidden(node.modifiers), !node.name.text.isEmpty, node.name.presence == .present {
            names.append((scopes + [node.name.text]).joined(separator: "."))
        }
        return .skipChildren
    }

    /// An extension of a plain dotted type (generic arguments dropped) nests under its path; a
    /// nested type of another spelling (`[Int]`) is not named.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !Self.isHidden(node.modifiers), let path = Self.path(of: Syntax(node.extendedType)) else {
            entered.append(false)
            return .skipChildren
        }
        entered.append(true)
        scopes.append(path.joined(separator: "."))
        return .visitChildren
    }

    private static func path(of type: Syntax) -> [String]? {
        if let plain = type.as(IdentifierTypeSyntax.self) { return [plain.name.text] }
        guard let member = type.as(MemberTypeSyntax.self), let base = path(of: Syntax(member.baseType)) else {
            return nil
        }
        return base + [member.name.text]
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    // Local types and what protocols declare are not the module's types.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func enter(_ name: TokenSyntax, _ modifiers: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
        guard !Self.isHidden(modifiers), name.presence == .present, !name.text.isEmpty else {
            entered.append(false)
            return .skipChildren
        }
        names.append((scopes + [name.text]).joined(separator: "."))
        scopes.append(name.text)
        entered.append(true)
        return .visitChildren
    }

    private func leave() {
        if entered.removeLast() { scopes.removeLast() }
    }

    private static func isHidden(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.detail == nil && ($0.name.text == "private" || $0.name.text == "fileprivate") }
    }
}
