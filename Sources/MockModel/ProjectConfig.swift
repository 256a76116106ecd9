/// `.mockscope.json`: the choices that make `generate` reproduce an export byte for byte.
public struct ProjectConfig: Hashable, Sendable, Codable {
    /// A file (`Mocks.swift`) or a folder (`Mocks/`, trailing slash) relative to the project root.
    public var output: String?
    public var imports: [String]
    public var testableImports: [String]
    /// Project-wide options, below per-protocol overrides.
    public var defaults: MockOptions
    /// Per-protocol choices keyed by protocol name.
    public var protocols: [String: ProtocolOverride]
    /// Glob patterns of paths (relative to the root) not to scan.
    public var exclude: [String]
    /// Requirements of parent protocols the scan cannot see (the standard library's, another
    /// module's), keyed by protocol name: a protocol body, or a whole `protocol` declaration.
    public var parents: [String: String]?
    /// How `--verify` compiles the mocks with their module.
    public var verify: VerifySettings?
    /// Where components are written (`"components": {"output": …}`); see `GeneratedKind`.
    public var components: KindSettings?
    /// Where type erasures are written (`"typeErasures": {"output": …}`).
    public var typeErasures: KindSettings?

    public init(
        output: String? = nil, imports: [String] = [], testableImports: [String] = [],
        defaults: MockOptions = MockOptions(), protocols: [String: ProtocolOverride] = [:],
        exclude: [String] = [], parents: [String: String]? = nil, verify: VerifySettings? = nil
    ) {
        self.parents = parents
        self.verify = verify
        self.output = output
        self.imports = imports
        self.testableImports = testableImports
        self.defaults = defaults
        self.protocols = protocols
        self.exclude = exclude
    }
}

extension ProjectConfig {
    /// The settings of a kind other than mocks, which keep the top-level `output`.
    public func settings(of kind: GeneratedKind) -> KindSettings? {
        switch kind {
        case .mock: nil
        case .component: components
        case .typeErasure: typeErasures
        }
    }

    public mutating func setSettings(_ settings: KindSettings?, of kind: GeneratedKind) {
        switch kind {
        case .mock: return
        case .component: components = settings
        case .typeErasure: typeErasures = settings
        }
    }
}

/// A generated kind's entry in `.mockscope.json`: where its one file goes.
public struct KindSettings: Hashable, Sendable, Codable {
    /// A file (`Sources/App/Generated/Components.swift`) or a folder (trailing slash) that gets the
    /// kind's file name, relative to the project root.
    public var output: String?

    public init(output: String? = nil) {
        self.output = output
    }
}

/// The choices made for one protocol: its options, and `include`, which selects (true) or drops
/// (false) it regardless of markers. An option added to `MockOptions` is a protocol's choice too.
public struct ProtocolOverride: Hashable, Sendable, Codable {
    public var options: MockOptions
    public var include: Bool?

    public init(_ options: MockOptions = MockOptions(), include: Bool? = nil) {
        self.options = options
        self.include = include
    }

    /// The options as separate arguments, as tests and benchmarks spell one override.
    public init(
        condition: MockCondition? = nil, access: AccessLevel? = nil, sendable: SendablePolicy? = nil,
        style: MockStyle? = nil, include: Bool? = nil
    ) {
        self.init(MockOptions(condition: condition, access: access, sendable: sendable, style: style), include: include)
    }

    private enum Keys: String, CodingKey { case include }

    /// Flat, as the file has it: the options' keys beside `include`.
    public init(from decoder: any Decoder) throws {
        options = try MockOptions(from: decoder)
        include = try decoder.container(keyedBy: Keys.self).decodeIfPresent(Bool.self, forKey: .include)
    }

    public func encode(to encoder: any Encoder) throws {
        try options.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeIfPresent(include, forKey: .include)
    }
}

/// `verify` in `.mockscope.json`: what typechecking the mocks with their module needs beyond
/// what MockScope finds itself.
public struct VerifySettings: Hashable, Sendable, Codable {
    /// Extra compiler flags (`-Xcc -fmodule-map-file=…`, `-D FEATURE`).
    public var swiftcFlags: [String]

    public init(swiftcFlags: [String] = []) {
        self.swiftcFlags = swiftcFlags
    }
}
