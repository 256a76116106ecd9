import MockDiscovery
import SwiftParser
import SwiftSyntax

/// Reads one test file with SwiftParser into `FileUses`: which names stand for which mock in
/// each scope, and the members named on them, directly or through the strict DSL's builders.
public enum TestFileReader {
    /// `slicing` false: the whole file is parsed, as the sliced reading must match (see
    /// `TestFileSlicer`).
    public static func read(_ bytes: [UInt8], mocks: Set<String>, slicing: Bool = true) -> FileUses {
        read(bytes, names: MockNames(mocks), slicing: slicing, fragments: StatementFragments())
    }

    /// `fragments`: what the other files of the reading parsed, and how many bytes.
    static func read(_ bytes: [UInt8], names: MockNames, slicing: Bool, fragments: StatementFragments) -> FileUses {
        guard slicing else {
            fragments.noteParsed(bytes.count)
            return walk(bytes, names: names).found.keepingUsedEnclosings()
        }
        return TestFileSlicer(bytes: bytes, names: names, fragments: fragments).read()
    }

    static func walk(_ bytes: [UInt8], names: MockNames) -> UsesWalker {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let walker = UsesWalker(names: names, converter: SourceLocationConverter(fileName: "", tree: tree))
        bytes.withUnsafeBytes { buffer in
            walker.bytes = buffer
            walker.walk(tree)
        }
        return walker
    }
}

/// The walk: a stack of scopes binding names to mocks, and a stack of the functions around.
final class UsesWalker: SyntaxVisitor {
    let mocks: Set<String>
    let filter: MockNameFilter
    /// Where the walked tree sits in the file (see `Placement`).
    var placement: Placement
    /// The file's bytes while it is walked: a function body that names no mock, and no name
    /// bound to one, is skipped without visiting its nodes.
    var bytes: UnsafeRawBufferPointer?
    var found = FileUses()
    /// Each scope's names, bound to a mock or (nil) to anything else, which hides an outer mock.
    var scopes: [[String: String?]] = [[:]]
    var enclosing: [Int] = []
    /// Every name some scope bound to a mock, for the slicer.
    var boundToMocks: Set<String> = []
    /// The pieces parsed on their own that the walk reads where they stand (see
    /// `UsesWalker+Splicing.swift`), and the containers open with pieces still to read.
    var splices: Splices?
    var pending: [PendingPieces] = []
    /// The walker that reads this walk's pieces.
    var reader: UsesWalker?

    convenience init(names: MockNames, converter: SourceLocationConverter) {
        self.init(mocks: names.names, filter: names.filter, placement: Placement(converter: converter))
    }

    init(mocks: Set<String>, filter: MockNameFilter, placement: Placement) {
        self.mocks = mocks
        self.filter = filter
        self.placement = placement
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Scopes

    func bind(_ name: String, to mock: String?) {
        scopes[scopes.count - 1][name] = .some(mock)
        if mock != nil { boundToMocks.insert(name) }
    }

    func lookup(_ name: String) -> String? {
        for scope in scopes.reversed() { if let bound = scope[name] { return bound } }
        return nil
    }

    /// Whether a name is bound in some scope, to a mock or not: a bound name is no type name.
    func isBound(_ name: String) -> Bool { scopes.contains { $0[name] != nil } }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        _ = push()
        open(node, key: placement.fileOffset(node.leftBrace.positionAfterSkippingLeadingTrivia) + 1)
        return .visitChildren
    }
    override func visitPost(_ node: CodeBlockSyntax) {
        close(node)
        pop()
    }

    /// A type's stored properties are in scope in all its members, whatever their order.
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        _ = push()
        let key = placement.fileOffset(node.leftBrace.positionAfterSkippingLeadingTrivia) + 1
        var properties: [(offset: Int, variable: VariableDeclSyntax)] = []
        for item in node.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            properties.append((placement.fileOffset(item.positionAfterSkippingLeadingTrivia), variable))
        }
        properties += splicedProperties(key: key)
        for property in properties.sorted(by: { $0.offset < $1.offset }) { bindings(of: property.variable) }
        open(node, key: key)
        return .visitChildren
    }
    override func visitPost(_ node: MemberBlockSyntax) {
        close(node)
        pop()
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        _ = push()
        bind("$0", to: nil)
        for name in closureParameterNames(node) { bind(name, to: nil) }
        // `FooMock(seed: 1) { Given($0).load() }`: the configuring closure gets the mock.
        if let call = node.parent?.as(FunctionCallExprSyntax.self), let mock = mockType(call.calledExpression) {
            bind("$0", to: mock)
            if let first = closureParameterNames(node).first { bind(first, to: mock) }
        }
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { pop() }

    override func visitPost(_ node: VariableDeclSyntax) { bindings(of: node) }

    override func visitPost(_ node: OptionalBindingConditionSyntax) {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        if let type = node.typeAnnotation?.type, let mock = mock(ofType: type) {
            bind(name, to: mock)
        } else if let value = node.initializer?.value {
            bind(name, to: mock(of: value))
        } else {
            bind(name, to: lookup(name))
        }
    }

    private func push() -> SyntaxVisitorContinueKind {
        scopes.append([:])
        return .visitChildren
    }

    private func pop() { scopes.removeLast() }

    func bindings(of variable: VariableDeclSyntax) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let type = binding.typeAnnotation?.type, let mock = mock(ofType: type) {
                bind(name, to: mock)
            } else {
                bind(name, to: binding.initializer.flatMap { mock(of: $0.value) })
            }
        }
    }

    private func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        guard let parameters = closure.signature?.parameterClause else { return [] }
        if let names = parameters.as(ClosureShorthandParameterListSyntax.self) { return names.map(\.name.text) }
        if let clause = parameters.as(ClosureParameterClauseSyntax.self) {
            return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
        return []
    }

    // MARK: Pieces parsed on their own (see `UsesWalker+Splicing.swift`)

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        if placement.isFile { open(node, key: Splices.topLevel) }
        return .visitChildren
    }
    override func visitPost(_ node: SourceFileSyntax) { close(node) }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        readPieces(before: node)
        return .visitChildren
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        readPieces(before: node)
        return .visitChildren
    }

    // MARK: Findings (see `UsesWalker+References.swift`)

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        record(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        recordConstruction(node)
        recordHandoffs(node)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if mocks.contains(name), !isBound(name) { mention(name, at: node) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if mocks.contains(node.name.text) { mention(node.name.text, at: node) }
        return .visitChildren
    }

    // MARK: Functions around

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isTest =
            node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Test" }
            || (node.name.text.hasPrefix("test") && node.signature.parameterClause.parameters.isEmpty)
        enter(
            node.name.text + "(" + node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                + ")",
            at: node, isTest: isTest)
        for parameter in node.signature.parameterClause.parameters {
            bind((parameter.secondName ?? parameter.firstName).text, to: mock(ofType: parameter.type))
        }
        noteOpaqueHelper(node)
        guard let body = node.body, !mayNameAMock(body) else { return .visitChildren }
        // Its pieces, if any, are left unread as its statements would be.
        splices?.skip(placement.fileOffset(body.leftBrace.positionAfterSkippingLeadingTrivia) + 1)
        return .skipChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { leave() }

    /// Whether a body's bytes hold a mock's name or a name a scope around binds to a mock.
    private func mayNameAMock(_ body: CodeBlockSyntax) -> Bool {
        guard let bytes else { return true }
        let start = placement.fileOffset(body.position)
        let end = min(placement.fileOffset(body.endPosition), bytes.count)
        guard start < end else { return false }
        let slice = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        if filter.namesAMock(slice) { return true }
        let bound = Set(scopes.flatMap { scope in scope.compactMap { $0.value == nil ? nil : $0.key } })
        return bound.contains { ByteSearch.contains(slice, Array($0.utf8)) }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enter("init", at: node, isTest: false)
        for parameter in node.signature.parameterClause.parameters {
            bind((parameter.secondName ?? parameter.firstName).text, to: mock(ofType: parameter.type))
        }
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { leave() }

    private func enter(_ name: String, at node: some SyntaxProtocol, isTest: Bool) {
        let line = placement.location(node.positionAfterSkippingLeadingTrivia).line
        enclosing.append(found.enclosings.count)
        found.enclosings.append(FileUses.Enclosing(name: name, line: line, isTest: isTest))
        _ = push()
    }

    private func leave() {
        enclosing.removeLast()
        pop()
    }

    func position(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        placement.location(node.positionAfterSkippingLeadingTrivia)
    }
}
