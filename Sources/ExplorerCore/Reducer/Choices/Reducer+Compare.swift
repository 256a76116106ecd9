import MockModel
import MockPipeline

/// `v` puts the focused protocol's mock in another style where its source was, so choosing a
/// style is one look rather than a cycle: each `v` shows the next style that differs from the
/// mock pane's, and after the last one the source comes back.
extension ExplorerState {
    mutating func compareNextStyle() {
        guard let model = focusedProtocol else { return }
        let others = MockStyle.allCases.filter { $0 != options(for: model).style }
        let next: MockStyle?
        if let current = display.comparedStyle, let index = others.firstIndex(of: current) {
            next = index + 1 < others.count ? others[index + 1] : nil
        } else {
            next = others.first
        }
        display.comparedStyle = next
        panes.source.viewport.top = 0
        panes.source.viewport.left = 0
        overlays.message = Message(
            next.map { "comparing with the \($0.rawValue) style; v: the next style" } ?? "source again")
    }

    /// The options of the compared mock: those choosing the compared style would give (`t`), so
    /// the comparison shows the mock that choice writes.
    func comparedOptions(for model: ProtocolModel) -> EffectiveOptions? {
        display.comparedStyle.map { config.selection.options(for: model, in: $0) }
    }

    /// The compared mock when it is the one for the options in force.
    public func currentComparison(for model: ProtocolModel) -> MockView? {
        guard let wanted = comparedOptions(for: model), let view = contents.comparisons[model.id],
            view.requestedOptions == wanted, view.request.generation == scan.generation
        else { return nil }
        return view
    }

    mutating func requestComparison(for model: ProtocolModel) -> [Effect] {
        guard let generator = scan.generator, let options = comparedOptions(for: model),
            currentComparison(for: model) == nil
        else { return [] }
        let request = MockRequest(protocolID: model.id, options: options, generation: scan.generation)
        guard contents.requestedComparisons.insert(request).inserted else { return [] }
        return [.generateComparison(generator, model, options, generation: scan.generation)]
    }
}
