import MockFiles
/// Writes the provenance block into each rendered file: the sources a file is made from are
/// every scanned file for a single output, and a mock's own protocol and ancestors in a folder.
struct Stamper {
    let provenance: ProvenanceInputs?
    let isSingleFile: Bool
    let digests: [String: String]

    init(_ provenance: ProvenanceInputs?, target: OutputTarget, mocks: [GeneratedMock], fileSystem: any FileSystem) {
        self.provenance = provenance
        if case .file = target { isSingleFile = true } else { isSingleFile = false }
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
        return Provenance.stamp(text, version: provenance.version, options: provenance.options, sources: sources)
    }
}
