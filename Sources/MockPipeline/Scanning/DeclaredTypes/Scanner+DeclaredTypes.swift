import MockCache
import MockDiscovery
import MockModel

/// The module's own type names, read for the public-import analysis: a public mock whose
/// surface names only them and standard types needs no `public import`. Only a protocol whose
/// file imports publicly (`public import`, `package import`) asks, for the names its
/// requirements spell that are neither standard nor scanned protocols; only files whose bytes
/// may declare one of those are parsed (`DeclarationHints`), and a file's names, once read, are
/// kept with its discovery in the cache.
struct DeclaredTypesPass {
    /// The names read in this scan, by file: what the cache must learn.
    var read: [String: [String]] = [:]
    /// Every file's names by name, with the files declaring each (sorted).
    var byName: [String: [String]] = [:]

    /// The names the requirements of protocols whose files import publicly spell, less what
    /// needs no import anyway: what the module may declare for a public mock to need no import.
    /// `nesting` holds those spelled with a member (`Token.Kind`): only their extensions can
    /// declare a name asked for. Only protocols `asking` (whose mock may be public) count.
    static func wanted(
        protocols: [ProtocolModel], imports: [String: [ImportDeclaration]],
        asking: (ProtocolModel) -> Bool = { _ in true }
    ) -> (names: Set<String>, nesting: Set<String>) {
        let scanned = Dictionary(protocols.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var wanted: Set<String> = []
        var nesting: Set<String> = []
        // A nested protocol's names, a generic parameter's too, may be its enclosing type's
        // (`OuterScopeNames`), wherever its mock is: the enclosing type may declare any of them.
        var enclosed: Set<String> = []
        for model in protocols {
            let nested = model.qualifiedName.contains(".")
            guard nested || asking(model) && imports[model.location.file]?.contains(where: \.isPublicOrPackage) == true
            else { continue }
            let names = RequirementTypeNames(model, scanned: scanned)
            wanted.formUnion(names.spelled.subtracting(names.bound))
            nesting.formUnion(names.qualified.subtracting(names.bound))
            if nested { enclosed.formUnion(names.spelled) }
        }
        var needed = wanted.filter { !StandardLibraryNames.knows($0) && scanned[$0] == nil }
        needed.formUnion(enclosed.filter { scanned[$0] == nil })
        // Whether a bare `throws(Error)` is the module's own error type (`OwnErrorType`).
        if protocols.contains(where: { OwnErrorType.isSpelled(in: $0.members) }) { needed.insert("Error") }
        return (needed, nesting.filter { !StandardLibraryNames.knows($0) && scanned[$0] == nil })
    }

    /// `entry` as the cache keeps it once `discovery` (what it encodes) has its names.
    func updating(_ entry: DiscoveryCache.Entry, of discovery: FileDiscovery?) -> DiscoveryCache.Entry {
        guard var discovery, let names = read[discovery.path] else { return entry }
        discovery.declaredTypes = names
        return DiscoveryCache.Entry(stamp: entry.stamp, payload: DiscoveryCodec.encode(discovery)[...])
    }
}

extension Scanner {
    /// Reads the names of every file that may declare a wanted one and whose discovery does
    /// not hold them yet. `inMemory` are the bytes the scan parsed, spared a second read;
    /// `hints` decide, for every file the scan read, without reading it again. A scan without
    /// the pre-filter parses those files whole, the reference slicing is compared with.
    func declaredTypes(
        files: [String], discoveries: [FileDiscovery], inMemory: [String: [UInt8]],
        imports: [String: [ImportDeclaration]], protocols: [ProtocolModel],
        hints: [String: DeclarationHints] = [:]
    ) -> DeclaredTypesPass {
        var pass = DeclaredTypesPass()
        let asked = DeclaredTypesPass.wanted(
            protocols: protocols, imports: imports,
            asking: { model in
                // An internal mock asks only to leave out its file's `@_implementationOnly` import.
                (mayBePublic?(model) ?? true)
                    || imports[model.location.file]?.contains(where: \.isImplementationOnly) == true
            })
        let wanted = Set(asked.names.map { Array($0.utf8) })
        guard !wanted.isEmpty else { return pass }
        let nesting = Set(asked.nesting.map { Array($0.utf8) })
        var known: [String: [String]] = [:]
        for discovery in discoveries { known[discovery.path] = discovery.declaredTypes }
        let unread = files.filter { file in
            known[file] == nil && (hints[file]?.mayDeclare(anyOf: wanted, orNestIn: nesting) ?? true)
        }
        let slices = usesPrefilter
        let found = ParallelMap.map(unread) { file -> [String]? in
            guard let bytes = inMemory[file] ?? (try? fileSystem.readBytes(file)),
                bytes.count <= Self.maximumFileSize,
                hints[file] != nil
                    || bytes.withUnsafeBytes({ DeclarationHints($0).mayDeclare(anyOf: wanted, orNestIn: nesting) }),
                !SourceBytes.containsZero(bytes), SourceBytes.isUTF8(bytes)
            else { return nil }
            return DeclaredTypesReader.read(utf8: bytes, slicing: slices)
        }
        for (file, names) in zip(unread, found) {
            guard let names else { continue }
            pass.read[file] = names
            known[file] = names
        }
        for (file, names) in known.sorted(by: { $0.key < $1.key }) {
            for name in names { pass.byName[name, default: []].append(file) }
        }
        return pass
    }
}

extension ImportDeclaration {
    /// `public import` or `package import`: a mock may need it as wide.
    fileprivate var isPublicOrPackage: Bool { access.map { $0 >= .package } ?? false }
}
