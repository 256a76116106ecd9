import FileAccess
/// Writes the provenance block into each rendered file: the sources a file is made from are
/// every scanned file for a single output, and a mock's own protocol and ancestors in a folder.
struct Stamper {
    let provenance: ProvenanceInputs?
    let isSingleFile: Bool
    let digests: [String: String]
    /// Each generated mock by protocol name, to follow a mock to the parents it builds on.
    let mocksByName: [String: GeneratedMock]

    init(_ provenance: ProvenanceInputs?, target: OutputTarget, mocks: [GeneratedMock], fileSystem: any FileSystem) {
        self.provenance = provenance
        if case .file = target { isSingleFile = true } else { isSingleFile = false }
        mocksByName = Dictionary(mocks.map { ($0.protocolName, $0) }, uniquingKeysWith: { first, _ in first })
        guard let provenance else {
            digests = [:]
            return
        }
        let paths = isSingleFile ? Set(provenance.scannedFiles) : Set(mocks.flatMap(\.sourceFiles))
        digests = provenance.digests(of: paths, fileSystem: fileSystem)
    }

    /// `text` with the block under its header, for a file holding `mocks`.
    func callAsFunction(_ text: String, _ mocks: [GeneratedMock]) -> String {
        guard let provenance else { return text }
        let paths = isSingleFile ? provenance.scannedFiles : Array(Set(mocks.flatMap(\.sourceFiles)))
        let sources = paths.map {
            Provenance.Source(path: provenance.recorded($0), digest: digests[$0] ?? "unreadable")
        }
        let options = isSingleFile ? provenance.options : provenance.options(for: lineage(of: mocks))
        return Provenance.stamp(text, version: provenance.version, options: options, sources: sources)
    }

    /// The protocols of `mocks` and every parent whose mock they subclass.
    func lineage(of mocks: [GeneratedMock]) -> Set<String> {
        var names: Set<String> = []
        for mock in mocks {
            var next: String? = mock.protocolName
            while let name = next, names.insert(name).inserted {
                next = mocksByName[name]?.parentProtocol
            }
        }
        return names
    }
}
