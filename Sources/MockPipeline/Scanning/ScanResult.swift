import MockDiscovery
import MockModel

/// Everything a scan of a file or folder found, protocols sorted by path then line.
public struct ScanResult: Sendable {
    public var root: String
    public var files: [String]
    public var protocols: [ProtocolModel]
    /// File-level problems: syntax errors, unreadable or skipped files, misplaced markers.
    public var diagnostics: [Diagnostic]
    /// IDs of protocols whose declaration holds a syntax error; they are listed but not mocked.
    public var brokenProtocolIDs: Set<String>
    /// Wall-clock seconds of each phase, for the benchmark.
    public var timings = ScanTimings()
    /// Imports of each file that declares a protocol, repeated in its mocks' files.
    public var importsByFile: [String: [ImportDeclaration]] = [:]
    /// The module's own types and typealiases by name (nested ones by dotted path), with the
    /// files declaring each; read only when some protocol's file imports publicly.
    public var declaredTypes: [String: [String]] = [:]
    /// For each publicly imported module whose sources the package holds, which of the names
    /// public mocks may spell (and the module does not declare) it declares
    /// (`Scanner.importedTypes`); a module missing here is not known.
    public var importedTypes: [String: Set<String>] = [:]
    /// Typealiases used as parents and `~Copyable` types, for planning.
    public var typeFacts = TypeFacts()
    /// How many files SwiftParser read (the rest the pre-filter showed to declare no protocol).
    public var parsedFileCount = 0
    /// What the parser read and which declarations were not sliced, summed over the files parsed.
    public var parsing = ParsingReport()
    /// The SHA-256 of files the scan read, when asked for (`Scanner.digestScope`): a provenance
    /// block lists them, and hashing bytes already in memory spares reading them again.
    public var digests: [String: String] = [:]
    /// Parents the scanned files refine but do not declare, read from other modules.
    public var foreignParents = ForeignParents()
    /// The SwiftPM package around the scanned path and its targets, read from its manifest.
    public var package: PackageLayout?

    public init(
        root: String, files: [String], protocols: [ProtocolModel], diagnostics: [Diagnostic],
        brokenProtocolIDs: Set<String> = []
    ) {
        self.root = root
        self.files = files
        self.protocols = protocols
        self.diagnostics = diagnostics
        self.brokenProtocolIDs = brokenProtocolIDs
    }

    /// Protocols by name, for parent lookup; the first declaration wins.
    func protocolsByName() -> [String: ProtocolModel] {
        protocols.reduce(into: [:]) { table, model in
            if table[model.name] == nil { table[model.name] = model }
        }
    }
}

public struct ScanTimings: Sendable, Hashable {
    public var listing: Double = 0
    public var filtering: Double = 0
    public var parsing: Double = 0
    /// Reading typealiases and `~Copyable` types for planning (`Scanner.typeFacts`).
    public var typeFacts: Double = 0
    /// Reading the module's declared types for the public-import analysis (`Scanner.declaredTypes`).
    public var declaredTypes: Double = 0
    /// Reading parents declared in other modules (`ForeignParentReader`).
    public var foreignParents: Double = 0

    public init() {}
}

extension ScanResult {
    /// The module declares a type named `Error`: a bare `throws(Error)` in its protocols is that type.
    mutating func keepOwnErrorType() {
        for index in protocols.indices {
            protocols[index].members = OwnErrorType.kept(in: protocols[index].members)
        }
    }
}
