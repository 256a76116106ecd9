import MockModel

/// Which protocols to mock and with which options: the layers docs/CLI.md describes, stacked in one place
/// (command line over `.mockscope.json` per protocol, over its defaults, over the marker).
public struct Selection: Sendable, Hashable {
    public var config: ProjectConfig
    /// Options given on the command line (or chosen in the explorer for everything).
    public var overrides: MockOptions
    /// `--protocol NAME`: exactly these, whatever the markers say.
    public var protocolNames: [String]
    /// `--all`: every protocol, marked or not.
    public var all: Bool
    /// `--kind`: what is generated for each selected protocol.
    public var kinds: [GeneratedKind]
    /// `--skip-macro-marked`: protocols marked `@Mockable` are left to the macro, which mocks them
    /// in their own module (the build plugin's choice, so no second mock shadows the macro's).
    public var leavesMacroMarked = false

    public init(
        config: ProjectConfig = ProjectConfig(), overrides: MockOptions = MockOptions(),
        protocolNames: [String] = [], all: Bool = false, kinds: [GeneratedKind] = [.mock]
    ) {
        self.config = config
        self.overrides = overrides
        self.protocolNames = protocolNames
        self.all = all
        self.kinds = kinds
    }

    public func options(for model: ProtocolModel) -> EffectiveOptions {
        EffectiveOptions(chosen(for: model), marker: model.marker)
    }

    /// The options the protocol would have were `style` chosen for it: what the other choices
    /// mean in that style (its default condition among them), as choosing it would give.
    public func options(for model: ProtocolModel, in style: MockStyle) -> EffectiveOptions {
        var chosen = chosen(for: model)
        chosen.style = style
        return EffectiveOptions(chosen, marker: model.marker)
    }

    private func chosen(for model: ProtocolModel) -> MockOptions {
        let fromFile = (config.protocols[model.name]?.options ?? MockOptions()).layered(over: config.defaults)
        return overrides.layered(over: fromFile)
    }

    /// Whether the protocol is mocked.
    public func isSelected(_ model: ProtocolModel) -> Bool {
        isSelected(model, for: .mock)
    }

    /// `--protocol` and `--all` choose for every kind asked for; otherwise mocks follow the
    /// configuration's `include` and the markers, and each other kind its own annotation.
    public func isSelected(_ model: ProtocolModel, for kind: GeneratedKind) -> Bool {
        guard kinds.contains(kind) else { return false }
        if kind == .mock, leavesMacroMarked, model.marker?.kind == .attribute { return false }
        if !protocolNames.isEmpty { return protocolNames.contains(model.name) }
        if all { return true }
        guard kind == .mock else { return kind.isAnnotated(model) }
        return config.protocols[model.name]?.include ?? (model.marker != nil)
    }

    /// The kinds asked for that the protocol gets.
    public func kinds(of model: ProtocolModel) -> [GeneratedKind] {
        kinds.filter { isSelected(model, for: $0) }
    }

    /// `--protocol` names that match nothing in the scan, reported at the scanned path.
    func unknownNames(in scan: ScanResult) -> [Diagnostic] {
        let known = Set(scan.protocols.map(\.name))
        return protocolNames.filter { !known.contains($0) }.map { name in
            Diagnostic.unknownProtocol(name, in: scan.root)
        }
    }
}
