import MockModel
import MockPipeline

/// `K` shows the focused protocol's other outputs in the mock pane: its component or type
/// erasure, for a protocol whose annotations ask for one, then its mock again.
extension ExplorerState {
    mutating func showNextKind() {
        guard let model = focusedProtocol else { return }
        let kinds = GeneratedKind.kinds(of: model)
        guard kinds.count > 1 else {
            display.shownKind = .mock
            overlays.message = Message(
                "\(model.name) has only its mock: `sourcery: DuetComponent` asks for a component")
            return
        }
        let index = kinds.firstIndex(of: shownKind(for: model)) ?? 0
        display.shownKind = kinds[(index + 1) % kinds.count]
        panes.mock.viewport.top = 0
        panes.mock.viewport.left = 0
        overlays.message = Message("mock pane: the \(display.shownKind.noun); K: the next")
    }

    /// The kind the mock pane shows for a protocol: the chosen one when it has it.
    public func shownKind(for model: ProtocolModel) -> GeneratedKind {
        let kind = display.shownKind
        return kind != .mock && GeneratedKind.kinds(of: model).contains(kind) ? kind : .mock
    }

    /// The protocol's output of the shown kind, when it is current.
    public func currentKindView(for model: ProtocolModel) -> MockView? {
        let kind = shownKind(for: model)
        guard kind != .mock, let view = contents.kindViews[model.id], view.mock.kind == kind,
            view.requestedOptions == options(for: model), view.request.generation == scan.generation
        else { return nil }
        return view
    }

    mutating func requestKindView(for model: ProtocolModel) -> [Effect] {
        let kind = shownKind(for: model)
        guard kind != .mock, let generator = scan.generator, currentKindView(for: model) == nil else { return [] }
        let options = options(for: model)
        let request = MockRequest(protocolID: model.id, options: options, generation: scan.generation, kind: kind)
        guard contents.requestedKindViews.insert(request).inserted else { return [] }
        return [.generateKind(generator, model, kind, options, generation: scan.generation)]
    }
}
