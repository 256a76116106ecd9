/// Everything MockScope knows about one protocol declaration, read once from its syntax.
public struct ProtocolModel: Hashable, Sendable, Identifiable {
    public var name: String
    /// `Outer.Name` for a protocol nested in a type; equal to `name` at file scope.
    public var qualifiedName: String
    public var location: SourceLocation
    /// The explicit access modifier, nil when the protocol has none (internal).
    public var access: AccessLevel?
    public var attributes: [String]
    /// Inherited protocols and constraints, in order.
    public var inherited: [TypeRef]
    public var primaryAssociatedTypes: [String]
    public var whereClause: String?
    public var members: [Member]
    public var marker: Marker?
    /// Line range of the whole declaration (attributes and doc comments included).
    public var lineRange: ClosedRange<Int>
    /// The `#if` branches around the declaration, nil when it is always compiled.
    public var branch: DeclarationBranch?
    /// Annotation comments before the declaration (`sourcery: import = "Combine"`), see
    /// `DeclarationInfo.annotations`.
    public var annotations: [String] = []

    public init(
        name: String, qualifiedName: String? = nil, location: SourceLocation, access: AccessLevel?,
        attributes: [String] = [], inherited: [TypeRef] = [], primaryAssociatedTypes: [String] = [],
        whereClause: String? = nil, members: [Member], marker: Marker? = nil,
        lineRange: ClosedRange<Int>? = nil
    ) {
        self.name = name
        self.qualifiedName = qualifiedName ?? name
        self.location = location
        self.access = access
        self.attributes = attributes
        self.inherited = inherited
        self.primaryAssociatedTypes = primaryAssociatedTypes
        self.whereClause = whereClause
        self.members = members
        self.marker = marker
        self.lineRange = lineRange ?? location.line...location.line
    }

    /// `<Name>Mock`, or the suffix the options choose; a name written in backticks
    /// (`` `Type` ``) loses them, as the mock's name needs none.
    public func mockName(_ options: EffectiveOptions) -> String {
        name.filter { $0 != "`" } + options.mockSuffix.text
    }

    /// Stable across rescans: file and qualified name, and the branch for a protocol declared
    /// once per branch of an `#if`.
    public var id: String {
        guard let branch else { return "\(location.file)#\(qualifiedName)" }
        return "\(location.file)#\(qualifiedName)#if \(branch.expression)"
    }

    /// The global actor the protocol declares (`@MainActor`), read from its own attributes only.
    public var globalActor: String? {
        attributes.first { $0 == "@MainActor" || $0.hasSuffix("Actor") && !$0.contains("(") }
    }
}

/// How a protocol asks to be mocked. Its options read as its own: `marker.style`.
@dynamicMemberLookup
public struct Marker: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// `@Mockable` / `@Mockable(condition: …, access: …)`, an argument per option.
        case attribute
        /// `/// @mockable` in the doc comment.
        case docComment
        /// `// sourcery: AutoMockable` (or `ProtocolMock`).
        case sourcery
        /// `@Mock` / `@Mock(…)`, the attribute of Ozon's macro.
        case mockAttribute
        /// `/// @Mock(…)` in the doc comment, for projects built without that macro.
        case mockDocComment
    }

    public var kind: Kind
    /// The options the attribute spelled validly (`@Mockable(access: .public)`), and the style
    /// the marker implies: `@Mock` asks for Ozon's mocks, `sourcery: ProtocolMock` for the
    /// sourcery template's.
    public var options: MockOptions
    /// The arguments of an Ozon-style `@Mock(…)` marker.
    public var ozon: OzonArguments?

    public init(kind: Kind, options: MockOptions = MockOptions()) {
        self.kind = kind
        self.options = options
    }

    public subscript<Value>(dynamicMember option: KeyPath<MockOptions, Value>) -> Value { options[keyPath: option] }

    public var label: String {
        switch kind {
        case .attribute: "@Mockable"
        case .docComment: "/// @mockable"
        case .sourcery: "sourcery"
        case .mockAttribute: "@Mock"
        case .mockDocComment: "/// @Mock"
        }
    }
}
