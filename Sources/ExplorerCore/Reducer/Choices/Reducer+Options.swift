import MockModel
import MockPipeline

/// Option keys. Each cycle starts at "as declared" (no choice stored: the marker's or the
/// config's value) and runs through the other values; with `project` the cycle changes the
/// project default instead of the targets' own choices.
extension ExplorerState {
    /// The options before any per-protocol choice: the config's defaults over the marker's
    /// arguments, or for the project, the built-in values.
    func declaredOptions(project: Bool) -> EffectiveOptions {
        if project { return EffectiveOptions() }
        guard let model = focusedProtocol else { return EffectiveOptions() }
        return EffectiveOptions(config.working.defaults, marker: model.marker)
    }

    /// The value a cycle skips: the one in force with no choice stored. Access left to "the
    /// protocol's own" is that protocol's level spelled out, so the first `p` on an internal
    /// protocol gives `package`, not an `internal` that changes nothing.
    func declaredSpelling(of option: MockOption, project: Bool) -> String? {
        if let spelled = option.spec.spelling(in: declaredOptions(project: project)) { return spelled }
        guard option == .access, !project, let model = focusedProtocol else { return nil }
        return (model.access ?? .internal).rawValue
    }

    /// The choice stored for the cycle's scope: the project default or the focused protocol's.
    func storedOptions(project: Bool) -> MockOptions {
        if project { return config.working.defaults }
        return focusedProtocol.flatMap { config.working.protocols[$0.name]?.options } ?? MockOptions()
    }

    /// The options the next cycle starts from: the focused protocol's, or the project default's.
    func currentOptions(project: Bool) -> EffectiveOptions {
        if project { return EffectiveOptions(config.working.defaults, marker: nil) }
        guard let model = focusedProtocol else { return EffectiveOptions() }
        return options(for: model)
    }

    /// The value after `current` (before it, `backward`) in: as declared (nil), then each of
    /// `order` that differs from the declared value.
    static func cycled<Value: Equatable>(
        _ current: Value?, _ order: [Value], declared: Value?, backward: Bool = false
    ) -> Value? {
        let cycle: [Value?] = [nil] + order.filter { $0 != declared }.map { $0 }
        let index = cycle.firstIndex { $0 == current } ?? 0
        return cycle[(index + (backward ? cycle.count - 1 : 1)) % cycle.count]
    }

    /// A stop of an option's cycle: a named value, or the prompt for a free-form one.
    enum CycleStop: Equatable {
        case named(String)
        case freeForm
    }

    /// The next value of `option` in its scope's cycle (the one before, `backward`). A free-form
    /// value (a custom condition, a suffix) stands in the cycle where the prompt for a new one does.
    mutating func cycle(_ option: MockOption, project: Bool, backward: Bool = false) -> [Effect] {
        let spec = option.spec
        let declared = declaredSpelling(of: option, project: project).flatMap {
            spec.choices.contains($0) ? CycleStop.named($0) : nil
        }
        let current = spec.spelling(in: storedOptions(project: project)).map {
            spec.isFreeForm($0) ? CycleStop.freeForm : .named($0)
        }
        let order = spec.choices.map(CycleStop.named) + (spec.freeForm == nil ? [] : [.freeForm])
        switch Self.cycled(current, order, declared: declared, backward: backward) {
        case .freeForm?:
            overlays.prompt = Prompt(.freeForm(option, project: project))
            return []
        case .named(let spelling)?: return setOption(option, to: spelling, project: project)
        case nil: return setOption(option, to: nil, project: project)
        }
    }

    /// Sets (nil: unsets) one option in its scope, a free-form spelling taken as it is.
    mutating func setOption(_ option: MockOption, to spelling: String?, project: Bool) -> [Effect] {
        let spec = option.spec
        let describe =
            spelling.map(spec.phrase) ?? spec.asDeclared(spec.spelling(in: declaredOptions(project: project)))
        return changeOptions(project: project, describe: describe, markerSets: option) { spec.set(spelling, in: &$0) }
    }

    /// Forgets every option chosen for the targets: each is generated as declared again.
    mutating func resetOptions() -> [Effect] {
        let chosen = targets
        guard !chosen.isEmpty else { return [] }
        config.remember("options as declared for \(Self.describe(chosen))")
        for model in chosen {
            config.updateOverride(of: model) { entry in
                entry.options = MockOptions()
            }
        }
        var text = "options as declared for \(Self.describe(chosen))"
        // "As declared" still layers the project default, which the status line keeps showing.
        if config.working.defaults != MockOptions() {
            text += "; the project default still applies (o, then Tab, changes it)"
        }
        overlays.message = Message(text)
        return []
    }

    /// Applies one option change to its scope. A change to several protocols leaves alone those
    /// whose marker sets the option in source: a bulk change must not silently undo one.
    /// Only the mock on screen is asked for again (by `requestFocusedContent`).
    mutating func changeOptions(
        project: Bool, describe: String, markerSets option: MockOption,
        _ change: (inout MockOptions) -> Void
    ) -> [Effect] {
        if project {
            config.remember("\(describe) for the project")
            change(&config.working.defaults)
            overlays.message = Message("\(describe) for the project")
            return []
        }
        let chosen = targets
        let isBulk = chosen.count > 1
        let kept = isBulk ? chosen.filter { $0.marker.map { option.spec.isSet(in: $0.options) } ?? false } : []
        let keptNames = Set(kept.map(\.id))
        let changed = chosen.filter { !keptNames.contains($0.id) }
        config.remember("\(describe) for \(Self.describe(changed))")
        for model in changed {
            config.updateOverride(of: model) { change(&$0.options) }
        }
        var text = "\(describe) for \(Self.describe(changed))"
        if !kept.isEmpty {
            text += "; \(Self.describe(kept)) keep\(kept.count == 1 ? "s" : "") the value written in source"
        }
        overlays.message = Message(text)
        return []
    }

    static func describe(_ models: [ProtocolModel]) -> String {
        models.count == 1 ? models[0].name : "\(models.count) protocols"
    }
}
