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
    static func wanted(protocols: [ProtocolModel], imports: [String: [ImportDeclaration]]) -> Set<String> {
        let scanned = Dictionary(protocols.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var wanted: Set<String> = []
        for model in protocols
        where imports[model.location.file]?.contains(where: { $0.access.map { $0 >= .package } ?? false }) == true {
            let names = RequirementTypeNames(model, scanned: scanned)
            wanted.formUnion(names.spelled.subtracting(names.bound))
        }
        return wanted.filter { !StandardLibraryNames.knows($0) && scanned[$0] == nil }
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
    /// not hold them yet. `inMemory` are the bytes the scan parsed, spared a second read. A scan
    /// without the pre-filter parses those files whole, the reference slicing is compared with.
    func declaredTypes(
        files: [String], discoveries: [FileDiscovery], inMemory: [String: [UInt8]],
        imports: [String: [ImportDeclaration]], protocols: [ProtocolModel]
    ) -> DeclaredTypesPass {
        var pass = DeclaredTypesPass()
        let wanted = Set(DeclaredTypesPass.wanted(protocols: protocols, imports: imports).map { Array($0.utf8) })
        guard !wanted.isEmpty else { return pass }
        var known: [String: [String]] = [:]
        for discovery in discoveries { known[discovery.path] = discovery.declaredTypes }
        let unread = files.filter { known[$0] == nil }
        let slices = usesPrefilter
        let found = ParallelMap.map(unread) { file -> [String]? in
            guard let bytes = inMemory[file] ?? (try? fileSystem.readBytes(file)),
                bytes.count <= Self.maximumFileSize,
                bytes.withUnsafeBytes({ DeclarationHints.mayDeclare($0, anyOf: wanted) }),
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
