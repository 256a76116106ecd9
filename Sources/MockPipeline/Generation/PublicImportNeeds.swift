import MockModel

/// Whether a public mock can need a `public import` of its protocol's file. It cannot when every
/// type its public surface names is the standard library's, bound in the mock (generic
/// parameters, its typealiases and nested types), a protocol or mock of the scanned module, or a
/// type or typealias the module declares (a nested one by its whole dotted path): none of those
/// is reached through an import. Then the file's imports are written as an
/// internal mock's would be, which is what keeps an unused `public import` from being warned
/// about in a module with internal imports by default. A surface that also names Foundation's
/// types keeps only the Foundation imports public.
struct PublicImportNeeds: Sendable {
    /// Each scanned protocol's and its mock's name, and each declared type's, with the files
    /// declaring it.
    let moduleTypes: [String: [String]]
    let scanned: [String: ProtocolModel]
    /// Imported modules whose sources were read, with the wanted names each declares.
    let importedTypes: [String: Set<String>]

    init(
        scanned: [String: ProtocolModel], declaredTypes: [String: [String]] = [:],
        importedTypes: [String: Set<String>] = [:]
    ) {
        self.scanned = scanned
        self.importedTypes = importedTypes
        var files = declaredTypes
        for model in scanned.values {
            files[model.name, default: []].append(model.location.file)
            files[model.mockName(EffectiveOptions()), default: []].append(model.location.file)
        }
        moduleTypes = files
    }

    /// The standard library's names taken to need no import, for the test that finds each in
    /// the toolchain.
    static var standardLibraryTypes: Set<String> { StandardLibraryNames.types }

    /// Whether every type a protocol's requirements and parents name (its ancestors' too) is
    /// the standard library's, bound in the mock, or a scanned protocol or declared type of the
    /// module: then its mock reaches nothing through its file's imports.
    func namesNoImportedType(_ requirements: RequirementTypeNames) -> Bool {
        requirements.spelled.allSatisfy { isKnown($0, in: requirements) }
            && requirements.constraints.allSatisfy {
                isKnown($0, in: requirements) || Self.constraintWords.contains($0)
            }
    }

    /// The requirements' names, which both questions above and below read.
    func requirementNames(of model: ProtocolModel) -> RequirementTypeNames {
        RequirementTypeNames(model, scanned: scanned)
    }

    /// Bound in the mock, the standard library's, or a scanned protocol or declared type.
    private func isKnown(_ name: String, in requirements: RequirementTypeNames) -> Bool {
        requirements.bound.contains(name) || StandardLibraryNames.knows(name) || moduleTypes[name] != nil
    }

    /// Keywords a constraint's words may hold besides type names.
    private static let constraintWords: Set<String> = ["where", "any", "some", "each", "repeat", "Self"]

    /// The modules whose `public import` the mock's public surface may need: empty when it names
    /// only the standard library's and the module's own types, nil when unsure (then every import
    /// stays as wide as the mock). The names are the plan's (`NamedTypes`): every style declares
    /// its public members from the shared plan's witnesses, so no mock text is read again.
    func neededModules(_ mock: GeneratedMock, requirements: RequirementTypeNames) -> Set<String>? {
        guard mock.text != nil, let named = mock.namedTypes, let access = mock.options.access, access >= .package,
            mock.sourceImports.contains(where: { $0.access.map { $0 >= .package } ?? false })
        else { return nil }
        let imported = Set(mock.sourceImports.map(\.module))
        let home = mock.protocolLocation.flatMap { Self.targetFolder(of: $0.file) }
        var needed = named.modules
        for name in named.free where !requirements.bound.contains(name) && !Self.constraintWords.contains(name) {
            guard let modules = modules(declaring: name, home: home, imported: imported) else { return nil }
            needed.formUnion(modules)
        }
        return needed
    }

    /// The imported modules `name` may come from: none for the standard library's and the
    /// module's own types, nil when it is not known.
    private func modules(declaring name: String, home: String?, imported: Set<String>) -> Set<String>? {
        if isOwn(name, home: home, imported: imported) { return [] }
        if let foundation = FoundationNames.modules(declaring: name, imported: imported) { return foundation }
        // Declared only in other target folders of the package, each named like an imported module.
        let modules = Set((moduleTypes[name] ?? []).map { Self.targetFolder(of: $0)?.split(separator: "/").last })
        if !modules.isEmpty, modules.allSatisfy({ $0.map { imported.contains(String($0)) } ?? false }) {
            return Set(modules.compactMap { $0.map(String.init) })
        }
        // A dotted name is the module's when the module declares that path, or each part is;
        // `Tracing.Span` comes from the module it is qualified with.
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count > 1 else { return candidates(declaring: name, imported: imported) }
        if parts.allSatisfy({ isOwn($0, home: home, imported: imported) }) { return [] }
        return imported.contains(parts[0]) ? [parts[0]] : nil
    }

    /// The imported modules that may declare `name`: all but those whose sources were read and
    /// declare no such type. Nil when that rules none out.
    private func candidates(declaring name: String, imported: Set<String>) -> Set<String>? {
        let candidates = imported.filter { importedTypes[$0]?.contains(name) ?? true }
        return candidates.isEmpty || candidates == imported ? nil : candidates
    }

    /// A protocol of another scanned module is reached through an import after all: one in
    /// another target folder of a package (`Sources/Core/…` beside `Sources/App/…`), or under a
    /// folder named like one of the imported modules, is not taken for the module's own.
    private func isOwn(_ name: String, home: String?, imported: Set<String>) -> Bool {
        if StandardLibraryNames.knows(name) { return true }
        return (moduleTypes[name] ?? []).contains { file in
            Self.targetFolder(of: file) == home
                && file.split(separator: "/").allSatisfy { !imported.contains(String($0)) }
        }
    }

    /// `Sources/App` for `Sources/App/Model/User.swift`: the package target folder a file is in,
    /// nil outside `Sources` and `Tests`.
    static func targetFolder(of path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = parts.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), index + 2 < parts.count
        else { return nil }
        return parts[...(index + 1)].joined(separator: "/")
    }
}
