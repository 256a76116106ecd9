import MockDiscovery
import MockModel
import MockPipeline
import MockRender
import SwiftParser
import SwiftSyntax

/// The members a generated mock declares for each requirement, read from the mock's own text:
/// the names a test can spell are the ones the generator rendered, whatever the style.
public struct MockMemberTable: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        /// The nested type declaring it (`GivenBuilder`), nil for the mock itself.
        public var container: String?
        public var name: String
        /// A function's argument labels (`_` for none); nil for a property or subscript.
        public var labels: [String]?
        /// The requirement whose lines declare it (see `LineOrigin`).
        public var requirement: MockModel.SourceLocation
    }

    public var mockName: String
    public var entries: [Entry]
    /// The protocol whose mock this one subclasses, whose members it inherits.
    public var parentProtocol: String?

    /// The requirements the mock witnesses, in the order its lines name them.
    public var requirements: [MockModel.SourceLocation]

    /// `readingMembers` false: the requirements alone, from the line origins, without parsing
    /// the text — enough for a mock no test names.
    public init(_ mock: GeneratedMock, readingMembers: Bool = true) {
        mockName = mock.mockName
        parentProtocol = mock.parentProtocol
        var seen = Set<MockModel.SourceLocation>()
        requirements = mock.lineOrigins.map(\.requirement).filter { seen.insert($0).inserted }
        guard let text = mock.text, readingMembers else {
            entries = []
            return
        }
        // Members are declared outside bodies: the bodies are blanked before parsing, every line
        // kept where it was, so the line origins still hold.
        let tree = Self.withoutBodies(Array(text.utf8)).withUnsafeBufferPointer { Parser.parse(source: $0) }
        let collector = MemberCollector(
            mockName: mock.mockName, origins: mock.lineOrigins,
            converter: SourceLocationConverter(fileName: "", tree: tree))
        collector.walk(tree)
        entries = collector.entries
        byName = Dictionary(grouping: entries.indices, by: { entries[$0].name })
    }

    /// Entry indices by member name: a reference is matched without a pass over every entry.
    private var byName: [String: [Int]] = [:]

    /// The text with the insides of function, initializer and accessor bodies blanked (see
    /// `SourceOutline.bodies`), or as it is when the outline was unsure.
    static func withoutBodies(_ bytes: [UInt8]) -> [UInt8] {
        let bodies = SourceOutline(bytes, target: .surface).bodies
        guard !bodies.isEmpty else { return bytes }
        return FileDiscovery.masked(bytes, keeping: outside(bodies, count: bytes.count))
    }

    /// The ranges between `ranges` (sorted, disjoint) within `0..<count`.
    static func outside(_ ranges: [Range<Int>], count: Int) -> [Range<Int>] {
        var kept: [Range<Int>] = []
        var cursor = 0
        for range in ranges {
            if range.lowerBound > cursor { kept.append(cursor..<range.lowerBound) }
            cursor = max(cursor, range.upperBound)
        }
        if cursor < count { kept.append(cursor..<count) }
        return kept
    }

    /// The entries a reference may name: same container and name, and, for a call, labels
    /// that fit (a closure property fits any call).
    func matches(container: String?, member: String, labels: [String]?, trailingClosures: Int) -> [Entry] {
        (byName[member] ?? []).map { entries[$0] }.filter { entry in
            guard entry.container == container else { return false }
            guard let labels, let declared = entry.labels else { return true }
            return labels.count + trailingClosures == declared.count && Array(declared.prefix(labels.count)) == labels
        }
    }
}

/// Declarations in the mock and its nested types, each at the requirement its line comes from;
/// lines no requirement owns (`resetMock()`, storage, the builders' plumbing) are no one's.
private final class MemberCollector: SyntaxVisitor {
    let mockName: String
    let origins: [LineOrigin]
    let converter: SourceLocationConverter
    var containers: [String] = []
    var entries: [MockMemberTable.Entry] = []

    init(mockName: String, origins: [LineOrigin], converter: SourceLocationConverter) {
        self.mockName = mockName
        self.origins = origins
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { containers.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { containers.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { containers.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { containers.removeLast() }
    // Bodies hold no members.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            add(name, labels: nil, at: node)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, labels: node.signature.parameterClause.parameters.map(\.firstName.text), at: node)
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        add("init", labels: node.signature.parameterClause.parameters.map(\.firstName.text), at: node)
        return .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        add("subscript", labels: nil, at: node)
        return .skipChildren
    }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        containers.append(name)
        return .visitChildren
    }

    private func add(_ name: String, labels: [String]?, at node: some SyntaxProtocol) {
        guard let outer = containers.first, outer == mockName else { return }
        let line = node.startLocation(converter: converter, afterLeadingTrivia: true).line
        guard let origin = origins.first(where: { $0.lines.contains(line) }) else { return }
        let container = containers.count > 1 ? containers.last : nil
        entries.append(
            .init(
                container: container, name: name.filter { $0 != "`" }, labels: labels, requirement: origin.requirement))
    }
}
