import MockModel
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// What one source file declares: its protocols and what was wrong with it.
public struct FileDiscovery: Sendable {
    public var path: String
    public var protocols: [ProtocolModel]
    public var diagnostics: [MockModel.Diagnostic]
    /// Protocols whose own declaration holds a syntax error: listed, never mocked.
    public var brokenProtocols: Set<String>
    /// The file's imports, which the mocks of its protocols repeat.
    public var imports: [ImportDeclaration] = []
    /// The types and typealiases the file declares for its module (see `DeclaredTypesReader`);
    /// nil until read, which a scan does only when some protocol's file imports publicly.
    public var declaredTypes: [String]?
    /// How the parser read the file (not kept by the discovery cache).
    public var parsing = ParsingReport()

    public init(
        path: String, protocols: [ProtocolModel], diagnostics: [MockModel.Diagnostic],
        brokenProtocols: Set<String> = []
    ) {
        self.path = path
        self.protocols = protocols
        self.diagnostics = diagnostics
        self.brokenProtocols = brokenProtocols
    }

    /// Parses `source` with SwiftParser and reads every protocol declared in it.
    public static func discover(source: String, path: String) -> FileDiscovery {
        discover(utf8: Array(source.utf8), path: path)
    }

    /// The same from the file's UTF-8 bytes, which must be valid UTF-8.
    public static func discover(utf8: [UInt8], path: String) -> FileDiscovery {
        let tree = utf8.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let collector = ProtocolCollector(source: SourceText(utf8, path: path))
        collector.walk(tree)
        var diagnostics = collector.diagnostics
        if tree.hasError {
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            diagnostics += ParseDiagnosticsGenerator.diagnostics(for: tree).filter {
                $0.diagMessage.severity == .error
            }
            .map { diagnostic in
                let location = diagnostic.location(converter: converter)
                return Diagnostic.syntaxError(
                    diagnostic.message, at: SourceLocation(file: path, line: location.line, column: location.column))
            }
        }
        diagnostics.sort { $0.location < $1.location }
        var discovery = FileDiscovery(
            path: path, protocols: collector.protocols, diagnostics: diagnostics,
            brokenProtocols: collector.broken)
        // A file without protocols keeps only what the lock's import must know: an explicit
        // access on a C library import anywhere in the module.
        let imports = ImportReader.imports(of: tree)
        discovery.imports =
            collector.protocols.isEmpty ? imports.filter(ImportReader.isExplicitLibraryImport) : imports
        discovery.parsing.parsedBytes = utf8.count
        return discovery
    }
}

/// Visits a file for protocols (nested ones included) and for `@Mockable` where it does not belong.
final class ProtocolCollector: SyntaxVisitor {
    let source: SourceText
    var protocols: [ProtocolModel] = []
    var diagnostics: [Diagnostic] = []
    var broken: Set<String> = []
    private var enclosingTypes: [String] = []

    init(source: SourceText) {
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    func locate(_ node: SyntaxProtocol) -> SourceLocation {
        source.location(of: node)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let qualified = (enclosingTypes + [node.name.text]).joined(separator: ".")
        let markerReader = MarkerReader(locate: locate)
        var marker = markerReader.marker(attributes: node.attributes, trivia: node.leadingTrivia)
        diagnostics += markerReader.diagnostics
        if marker?.kind == .mockAttribute || marker?.kind == .mockDocComment {
            let ozonReader = OzonArgumentsReader(locate: locate)
            marker?.ozon = ozonReader.read(node, locateOffset: source.location(at:))
            diagnostics += ozonReader.diagnostics
        }
        let access = node.modifiers.lazy.compactMap { AccessLevel(rawValue: $0.name.text) }.first
        let start = source.line(of: node.positionAfterSkippingLeadingTrivia)
        let end = source.line(of: node.endPositionBeforeTrailingTrivia)
        var model = ProtocolModel(
            name: node.name.text, qualifiedName: qualified, location: locate(node.name), access: access,
            attributes: node.attributes.map { source.text(of: $0) }.filter {
                !MarkerReader.isMockable($0) && !MarkerReader.isMock($0)
            },
            inherited: node.inheritanceClause?.inheritedTypes.map { TypeReader(source: source).read($0.type) } ?? [],
            primaryAssociatedTypes: node.primaryAssociatedTypeClause?.primaryAssociatedTypes.map(
                { $0.name.text }) ?? [],
            whereClause: node.genericWhereClause.map { WhereClauseReader.text(of: $0, in: source) },
            members: MemberReader(source: source).members(node.memberBlock.members), marker: marker,
            lineRange: start...max(start, end))
        model.branch = branch(around: node)
        model.annotations = source.annotations(before: node)
        if node.hasError { broken.insert(model.id) }
        protocols.append(model)
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.attributes, of: node, "class")
    }
    override func visitPost(_ node: ClassDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.attributes, of: node, "struct")
    }
    override func visitPost(_ node: StructDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.attributes, of: node, "enum")
    }
    override func visitPost(_ node: EnumDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.attributes, of: node, "actor")
    }
    override func visitPost(_ node: ActorDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        rejectMarker(node.attributes, of: node, "extension \(source.text(of: node.extendedType))")
        enclosingTypes.append(source.text(of: node.extendedType))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        rejectMarker(node.attributes, of: node, "func \(node.name.text)")
        return .skipChildren  // local types cannot be mocked from another file
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.bindings.map { source.text(of: $0.pattern) }.joined(separator: ", ")
        rejectMarker(node.attributes, of: node, "\(node.bindingSpecifier.text) \(names)")
        return .skipChildren
    }

    /// The `#if` clauses enclosing a declaration, outermost first, as one condition.
    private func branch(around node: some SyntaxProtocol) -> DeclarationBranch? {
        var conditions: [String] = []
        var clauses: [DeclarationBranch.Clause] = []
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self),
                let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
                let index = block.clauses.firstIndex(where: { $0.id == clause.id })
            {
                let position = block.clauses.distance(from: block.clauses.startIndex, to: index)
                var parts = block.clauses[..<index].compactMap { $0.condition?.trimmedDescription }.map { "!(\($0))" }
                if let condition = clause.condition?.trimmedDescription { parts.append("(\(condition))") }
                conditions.insert(contentsOf: parts, at: 0)
                let start = locate(block)
                clauses.insert(
                    DeclarationBranch.Clause(blockLine: start.line, blockColumn: start.column, index: position), at: 0)
            }
            current = parent.parent
        }
        guard !clauses.isEmpty else { return nil }
        // A lone condition needs no parentheses of its own.
        if conditions.count == 1, let only = conditions.first, only.hasPrefix("("), only.hasSuffix(")") {
            conditions = [String(only.dropFirst().dropLast())]
        }
        return DeclarationBranch(expression: conditions.joined(separator: " && "), clauses: clauses)
    }

    private func enter(
        _ name: TokenSyntax, _ attributes: AttributeListSyntax, of node: some SyntaxProtocol, _ kind: String
    )
        -> SyntaxVisitorContinueKind
    {
        rejectMarker(attributes, of: node, "\(kind) \(name.text)")
        enclosingTypes.append(name.text)
        return .visitChildren
    }

    /// `@Mockable` on `declaration` (`struct Clock`) is an error, as the macro says; a
    /// `/// @mockable` comment there asks for nothing and is a warning, at the comment.
    private func rejectMarker(_ attributes: AttributeListSyntax, of node: some SyntaxProtocol, _ declaration: String) {
        for attribute in attributes where MarkerReader.isMockable(source.text(of: attribute)) {
            diagnostics.append(.markerOnNonProtocol(at: locate(attribute)))
        }
        var position = node.position
        for piece in node.leadingTrivia {
            if MarkerReader.isMarkerComment(piece) {
                diagnostics.append(.docMarkerOnNonProtocol(declaration, at: source.location(at: position)))
            }
            position = position.advanced(by: piece.sourceLength.utf8Length)
        }
    }
}
