import MacroMockGeneration
import MockDiscovery
import MockModel
import MockPlanning
import MockRender

/// One protocol's mock: its text when it could be generated, and what was wrong with it.
public struct GeneratedMock: Sendable, Hashable {
    public var protocolID: String
    public var protocolName: String
    /// The generated type's name: the mock's, or the component's or type erasure's.
    public var mockName: String
    /// A mock, or another kind written from the same protocol.
    public var kind: GeneratedKind = .mock
    public var options: EffectiveOptions
    /// The mock's declaration (with its `#if` guard), nil when an error prevented it.
    public var text: String?
    public var diagnostics: [Diagnostic]
    /// Whether the mock needs the file's lock helper.
    public var usesLock: Bool
    /// Some file of the module imports a C library with an explicit access (`private import
    /// Glibc`): the lock's import must say `internal` too.
    public var libraryImportedExplicitly = false
    /// The imports of the file that declares the protocol, repeated where the mock is written.
    public var sourceImports: [ImportDeclaration] = []
    /// The protocol whose mock this one subclasses, when it has a parent.
    public var parentProtocol: String?
    /// Where the protocol is declared: a compiler error in the mock outside any witness lands here.
    public var protocolLocation: SourceLocation?
    /// Which requirement each range of `text`'s lines comes from.
    public var lineOrigins: [LineOrigin] = []
    /// The `#if`s around the mock, outermost first, with their lines in `text`.
    public var conditionGuards: [ConditionGuard] = []
    /// The files the mock is made from (its protocol's and its ancestors'), for provenance.
    public var sourceFiles: [String] = []
    /// The protocol says `@Mockable`: in a file that imports MockScope, the macro writes this mock
    /// into the module itself.
    public var isMacroMarked = false
    /// Comment blocks the style states once at the top of the file (the sourcery naming rule);
    /// the output writes each distinct note once.
    var fileNotes: [String] = []
    /// The modules a public mock's public surface may name types of (see `PublicImportNeeds`):
    /// its protocol's other `public import`s are written as internal ones. Nil when not known.
    var publicImportModules: Set<String>? = nil
    /// The types the mock's public surface names, from its plan (nil: not known).
    var namedTypes: NamedTypes?
    /// A public mock whose public surface names no type an import brings.
    var needsNoPublicImport: Bool { publicImportModules?.isEmpty ?? false }
    /// Every type its requirements name is the standard library's, the mock's own or the
    /// module's (see `PublicImportNeeds.namesNoImportedType`): an `@_implementationOnly` import
    /// of its protocol's file is left out, since repeating it draws a warning.
    var namesNoImportedType = false
    /// Where each parent declared outside the scanned files came from, nearest first.
    public var parentOrigins: [ParentOrigin] = []

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Plans and renders mocks; the one call both fronts make, so they can never disagree.
public struct MockGenerator: Sendable {
    let protocolsByName: [String: ProtocolModel]
    let brokenProtocolIDs: Set<String>
    let importsByFile: [String: [ImportDeclaration]]
    let libraryImportedExplicitly: Bool
    let planner: MockPlanner
    let facts: TypeFacts
    let importNeeds: PublicImportNeeds
    let publicAccess: PublicMockAccess
    let foreignParents: ForeignParents
    /// Later copies of a protocol declared once per `#if`, with the branch each mock is written under.
    let separatedBranches: [String: DeclarationBranch]
    /// Spells a nested protocol's bare names of its enclosing type's types by their paths.
    let outerScope: OuterScopeNames

    /// `mockOptions` says which protocols get a mock of their own and with what options, so a
    /// child subclasses only a parent mock that is really generated; without it, every parent
    /// is taken to be mocked with its child's options.
    /// `declaredParents` stand in for parents the scan cannot see; a scanned protocol of the
    /// same name wins.
    public init(
        scan: ScanResult, declaredParents: [ProtocolModel] = [],
        mockOptions: (@Sendable (ProtocolModel) -> EffectiveOptions?)? = nil
    ) {
        let outerScope = OuterScopeNames(paths: Set(scan.declaredTypes.keys.filter { $0.contains(".") }))
        self.outerScope = outerScope
        var protocolsByName = scan.protocolsByName().mapValues(outerScope.qualifying)
        importNeeds = PublicImportNeeds(
            scanned: protocolsByName, declaredTypes: scan.declaredTypes, importedTypes: scan.importedTypes)
        foreignParents = scan.foreignParents
        // Parents of other modules stand in like declared ones; the configuration's win.
        let declaredParents = declaredParents + scan.foreignParents.models
        for parent in declaredParents where protocolsByName[parent.name] == nil {
            protocolsByName[parent.name] = parent
        }
        self.protocolsByName = protocolsByName
        brokenProtocolIDs = scan.brokenProtocolIDs
        separatedBranches = SeparatedCopies.branches(scan.protocols)
        importsByFile = scan.importsByFile
        libraryImportedExplicitly = scan.importsByFile.values.contains {
            $0.contains(where: ImportReader.isExplicitLibraryImport)
        }
        let facts = Self.facts(scan)
        self.facts = facts
        planner = MockPlanner(
            parents: protocolsByName, facts: facts,
            unmockable: scan.brokenProtocolIDs.union(declaredParents.map(\.id)),
            mockOptions: mockOptions)
        publicAccess = PublicMockAccess(scanned: protocolsByName)
    }

    public func mock(for model: ProtocolModel, options: EffectiveOptions) -> GeneratedMock {
        // The access in force is shown resolved: "the protocol's own" means something concrete here.
        var shown = options
        shown.access = options.access ?? model.access ?? .internal
        var result = GeneratedMock(
            protocolID: model.id, protocolName: model.name, mockName: model.mockName(options),
            options: shown,
            text: nil, diagnostics: [], usesLock: false)
        result.sourceImports = importsByFile[model.location.file] ?? []
        result.libraryImportedExplicitly = libraryImportedExplicitly
        result.protocolLocation = model.location
        let origins = foreignParents.origins(of: planner.ancestorNames(of: model))
        result.parentOrigins = origins
        result.sourceFiles = Self.sourceFiles(planner.sourceFiles(of: model), origins: origins)
        result.isMacroMarked = model.marker?.kind == .attribute
        if brokenProtocolIDs.contains(model.id) {
            result.diagnostics = [.brokenProtocol(model.name, generating: GeneratedKind.mock.noun, at: model.location)]
            return result
        }
        var written = outerScope.qualifying(model)
        written.branch = separatedBranches[model.id] ?? model.branch
        write(written, options: options, into: &result)
        result.diagnostics += Self.originNotes(origins, at: model.location)
        let requirementNames = importNeeds.requirementNames(of: model)
        result.publicImportModules = importNeeds.neededModules(result, requirements: requirementNames)
        result.namesNoImportedType = importNeeds.namesNoImportedType(requirementNames)
        // A protocol that says `@Mockable` may be expanded by the macro instead: say when that
        // would not give this mock.
        if model.marker?.kind == .attribute, options.style == .mockable, let text = result.text,
            let note = MacroView.limitation(of: model, exportedText: text, options: options)
        {
            result.diagnostics.append(note)
        }
        return result
    }
}
