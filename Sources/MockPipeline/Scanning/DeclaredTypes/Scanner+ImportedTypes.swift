import MockDiscovery
import MockModel

extension Scanner {
    /// Which of the names a public mock may spell, and the module does not declare, each
    /// publicly imported module of the package or its checkouts declares: a module whose sources
    /// declare none of them is not what a mock naming them needs publicly (`tm` is the C
    /// library's, not `Logging`'s). Only such modules' files are read, byte-scanned first; a
    /// module re-exporting another (`@_exported import`) is left unknown, as are modules without
    /// sources here (the C library's, the toolchain's).
    func importedTypes(
        protocols: [ProtocolModel], imports: [String: [ImportDeclaration]], ownTypes: [String: [String]],
        layout: PackageLayout?
    ) -> [String: Set<String>] {
        guard let layout else { return [:] }
        let asking = protocols.filter { mayBePublic?($0) ?? true }
        let wanted = DeclaredTypesPass.wanted(protocols: asking, imports: imports)
        let unresolved = wanted.names.filter { ownTypes[$0] == nil }
        guard !unresolved.isEmpty else { return [:] }
        let modules = Set(
            asking.flatMap { imports[$0.location.file] ?? [] }.filter { $0.access.map { $0 >= .package } ?? false }
                .map(\.module))
        let homes = Set(protocols.compactMap { layout.module(of: $0.location.file) })
        let bytesWanted = Set(unresolved.map { Array($0.utf8) })
        var found: [String: Set<String>] = [:]
        for module in modules.sorted() where !homes.contains(module) {
            guard let folder = layout.modules[module], let files = try? fileSystem.swiftFiles(under: folder) else {
                continue
            }
            var declared: Set<String> = []
            var reexports = false
            for file in files {
                guard let bytes = try? fileSystem.readBytes(file), bytes.count <= Self.maximumFileSize else {
                    reexports = true
                    break
                }
                if bytes.withUnsafeBytes({ ByteSearch.contains($0, Array("@_exported".utf8)) }) {
                    reexports = true
                    break
                }
                guard bytes.withUnsafeBytes({ DeclarationHints($0).mayDeclare(anyOf: bytesWanted) }) else { continue }
                declared.formUnion(DeclaredTypesReader.read(utf8: bytes).filter(unresolved.contains))
            }
            if !reexports { found[module] = declared }
        }
        return found
    }
}
