import SwiftParser
import SwiftSyntax

/// The type names a generated mock's public (or package) surface names without declaring them:
/// what its `public import`s could be needed for. Bodies and stored values are not part of the
/// surface (nothing generated is inlinable); declarations that say `private`, `fileprivate` or
/// `internal`, or say nothing inside a type, are not either. Generic parameters and the types and
/// typealiases the text declares are bound where they are in scope. Every component of a dotted
/// name, every attribute's name and every name an expression in a signature refers to (a default
/// value) is reported, so a caller that knows fewer names than the compiler only ever keeps an
/// import.
public enum PublicSurface {
    /// Nil when the text does not parse cleanly, or has code whose body is part of its interface
    /// (`@inlinable`, `@usableFromInline`, `@_alwaysEmitIntoClient`, `@frozen`, `@_transparent`):
    /// then nothing is known about it.
    /// Function, initializer and accessor bodies are left out of the parse (most of a mock's
    /// text), unless the text then reads with an error; `blankingBodies: false` parses it all,
    /// the reference for tests.
    public static func freeTypeNames(in text: String, blankingBodies: Bool = true) -> Set<String>? {
        let tree = parse(Array(text.utf8), blankingBodies: blankingBodies)
        guard !tree.hasError, !hasInterfaceBodies(tree) else { return nil }
        var walk = SurfaceWalk()
        walk.declared = declaredNames(tree)
        walk.items(tree.statements.map(\.item), insideType: false)
        return walk.names
    }

    private static func parse(_ bytes: [UInt8], blankingBodies: Bool) -> SourceFileSyntax {
        let bodies = blankingBodies ? SourceOutline(bytes, target: .surface).bodies : []
        if !bodies.isEmpty {
            var kept: [Range<Int>] = []
            var start = 0
            for body in bodies {
                kept.append(start..<body.lowerBound)
                start = body.upperBound
            }
            kept.append(start..<bytes.count)
            let tree = FileDiscovery.masked(bytes, keeping: kept).withUnsafeBufferPointer { Parser.parse(source: $0) }
            if !tree.hasError { return tree }
        }
        return bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    }

    /// Stands for the type of a property declared without one: no caller knows it.
    public static let inferredType = "<inferred>"

    private static let interfaceBodyAttributes: Set<String> = [
        "inlinable", "usableFromInline", "_alwaysEmitIntoClient", "frozen", "_transparent",
    ]

    private static func hasInterfaceBodies(_ tree: SourceFileSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
                if PublicSurface.interfaceBodyAttributes.contains(node.attributeName.trimmedDescription) {
                    found = true
                }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// Types and typealiases the text declares at any depth: each is the text's own.
    private static func declaredNames(_ tree: SourceFileSyntax) -> Set<String> {
        final class Collector: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
            override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
            private func add(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                names.insert(token.text)
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.names
    }
}

private struct SurfaceWalk {
    var names: Set<String> = []
    var declared: Set<String> = []
    var bound: [Set<String>] = []

    mutating func items(_ items: [CodeBlockItemSyntax.Item], insideType: Bool) {
        for item in items {
            if let declaration = item.as(DeclSyntax.self) { self.declaration(declaration, insideType: insideType) }
        }
    }

    mutating func members(_ block: MemberBlockSyntax) {
        for member in block.members { declaration(member.decl, insideType: true) }
    }

    mutating func declaration(_ declaration: DeclSyntax, insideType: Bool) {
        if let block = declaration.as(IfConfigDeclSyntax.self) {
            for clause in block.clauses {
                switch clause.elements {
                case .statements(let statements)?: items(statements.map(\.item), insideType: insideType)
                case .decls(let members)?: members.forEach { self.declaration($0.decl, insideType: insideType) }
                default: break
                }
            }
            return
        }
        if let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers,
            !Self.isVisible(modifiers, insideType: insideType && !declaration.is(ExtensionDeclSyntax.self))
        {
            return
        }
        let generics = declaration.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause
        bound.append(Set(generics?.parameters.map(\.name.text) ?? []))
        defer { bound.removeLast() }
        for child in declaration.children(viewMode: .sourceAccurate) {
            if let block = child.as(MemberBlockSyntax.self) {
                members(block)
            } else if child.is(CodeBlockSyntax.self) || child.is(InitializerClauseSyntax.self) {
                continue
            } else if let bindings = child.as(PatternBindingListSyntax.self) {
                for binding in bindings {
                    if let annotation = binding.typeAnnotation {
                        types(in: Syntax(annotation))
                    } else {
                        // The type comes from the stored value, which is not read.
                        names.insert(PublicSurface.inferredType)
                    }
                    if case .accessors(let accessors)? = binding.accessorBlock?.accessors {
                        // Only an accessor's effects are signature; its body is not.
                        accessors.forEach { if let effects = $0.effectSpecifiers { types(in: Syntax(effects)) } }
                    }
                }
            } else if !child.is(AccessorBlockSyntax.self) {
                types(in: child)
            }
        }
    }

    /// Whether a declaration is part of the public or package surface. A member without an
    /// access word is internal, except in an extension, whose members could take its access.
    /// `private(set)` limits only a setter.
    static func isVisible(_ modifiers: DeclModifierListSyntax, insideType: Bool) -> Bool {
        let words = modifiers.filter { $0.detail == nil }.map(\.name.text)
        if words.contains(where: { ["private", "fileprivate", "internal"].contains($0) }) { return false }
        if words.contains(where: { ["public", "open", "package"].contains($0) }) { return true }
        return !insideType
    }

    /// Every name a type (or an attribute) spells in `node`, less the names bound around it. A
    /// dotted name of plain parts none of which is bound (`AccessEvent.Metadata`) is one name: a
    /// caller may know the module declares that path.
    mutating func types(in node: Syntax) {
        final class Names: SyntaxVisitor {
            var found: Set<String> = []
            let inScope: Set<String>
            init(inScope: Set<String>) {
                self.inScope = inScope
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
                found.insert(node.name.text)
                return .visitChildren
            }
            override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
                if let path = Self.path(of: Syntax(node.baseType)), !path.contains(where: inScope.contains),
                    !inScope.contains(node.name.text)
                {
                    found.insert((path + [node.name.text]).joined(separator: "."))
                    if let arguments = node.genericArgumentClause { walk(arguments) }
                    return .skipChildren
                }
                found.insert(node.name.text)
                return .visitChildren
            }
            /// `A.B` as its parts, when no part has generic arguments.
            static func path(of type: Syntax) -> [String]? {
                if let plain = type.as(IdentifierTypeSyntax.self), plain.genericArgumentClause == nil {
                    return [plain.name.text]
                }
                guard let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
                    let base = path(of: Syntax(member.baseType))
                else { return nil }
                return base + [member.name.text]
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                found.insert(node.baseName.text)
                return .visitChildren
            }
        }
        let inScope = bound.reduce(declared) { $0.union($1) }
        let names = Names(inScope: inScope)
        names.walk(node)
        self.names.formUnion(names.found.subtracting(inScope))
    }
}
