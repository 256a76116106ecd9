import MacroMockGeneration
import MockModel
import MockPlanning

/// A kind other than mocks as the generator runs it: planned over the same scan and
/// requirement analysis, written to a file of its own. Adding a kind adds one conformance and
/// one row in `GeneratedKind.generator`.
protocol KindGenerator: Sendable {
    /// The generated type's name, known even when an error prevents the type.
    func typeName(for model: ProtocolModel) -> String
    func output(for model: ProtocolModel, options: EffectiveOptions, in generator: MockGenerator) -> StyledMock
}

extension GeneratedKind {
    /// The only place that lists the kinds' generators; nil for mocks (written by their style,
    /// `MockStyle.generator`) and for a kind this build cannot write yet.
    var generator: (any KindGenerator)? {
        switch self {
        case .mock: nil
        case .component: ComponentKind()
        case .typeErasure: ErasureKind()
        }
    }

    /// Whether this build writes the kind.
    public var isAvailable: Bool { self == .mock || generator != nil }

    /// Whether the protocol's own annotation asks for the kind.
    func isAnnotated(_ model: ProtocolModel) -> Bool {
        KindAnnotations.asks(model, for: self)
    }

    /// What the explorer shows for a protocol: its mock, then each kind this build writes that
    /// its annotations ask for.
    public static func kinds(of model: ProtocolModel) -> [GeneratedKind] {
        allCases.filter { $0 == .mock || $0.isAvailable && $0.isAnnotated(model) }
    }

    /// The kinds beyond mocks this build writes that some scanned protocol asks for.
    public static func askedFor(in scan: ScanResult) -> [GeneratedKind] {
        allCases.filter { kind in
            kind != .mock && kind.isAvailable && scan.protocols.contains(where: kind.isAnnotated)
        }
    }
}

extension MockGenerator {
    /// The protocol's output of `kind`: its mock, or another kind's type with what the file
    /// around it needs to know.
    public func output(_ kind: GeneratedKind, for model: ProtocolModel, options: EffectiveOptions) -> GeneratedMock {
        guard let kindGenerator = kind.generator else { return mock(for: model, options: options) }
        var result = GeneratedMock(
            protocolID: model.id, protocolName: model.name, mockName: kindGenerator.typeName(for: model),
            options: options, text: nil, diagnostics: [], usesLock: false)
        result.kind = kind
        result.sourceImports = importsByFile[model.location.file] ?? []
        result.protocolLocation = model.location
        result.sourceFiles = Self.sourceFiles(planner.sourceFiles(of: model), origins: [])
        if brokenProtocolIDs.contains(model.id) {
            result.diagnostics = [.brokenProtocol(model.name, generating: kind.noun, at: model.location)]
            return result
        }
        let styled = kindGenerator.output(for: model, options: options, in: self)
        result.diagnostics = styled.diagnostics
        result.sourceImports += styled.imports.filter { !result.sourceImports.contains($0) }
        // Production code: the mocks' condition does not apply, and the access is the kind's own.
        result.options.condition = .always
        result.options.access = styled.access ?? .internal
        guard let text = styled.text else { return result }
        result.text = text
        result.lineOrigins = styled.lineOrigins
        result.conditionGuards = styled.guards
        result.fileNotes = styled.fileNotes
        return result
    }
}
