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

    mutating func cycle(_ option: OptionCycle, project: Bool, backward: Bool) -> [Effect] {
        switch option {
        case .condition: cycleCondition(project: project, backward: backward)
        case .access: cycleAccess(project: project, backward: backward)
        case .sendable: toggleSendable(project: project, backward: backward)
        case .style: cycleStyle(project: project, backward: backward)
        }
    }

    mutating func cycleCondition(project: Bool, backward: Bool = false) -> [Effect] {
        let declared = declaredOptions(project: project).condition
        var current = storedOptions(project: project).condition
        // A custom expression stands in the cycle where the prompt for a new one does.
        if case .custom? = current { current = .custom("") }
        let order: [MockCondition] = [.debug, .always, .custom("")]
        let next = Self.cycled(
            current, order, declared: declared == .debug || declared == .always ? declared : nil, backward: backward)
        if next == .custom("") {
            overlays.prompt = Prompt(.condition(project: project))
            return []
        }
        return setCondition(next, project: project)
    }

    mutating func setCondition(_ condition: MockCondition?, project: Bool) -> [Effect] {
        let declared = declaredOptions(project: project).condition
        let describe = condition.map { "condition \($0.spelling)" } ?? "condition as declared (\(declared.spelling))"
        return changeOptions(project: project, describe: describe, markerSets: \.condition) { $0.condition = condition }
    }

    mutating func cycleAccess(project: Bool, backward: Bool = false) -> [Effect] {
        let declared = declaredOptions(project: project).access
        let next = Self.cycled(
            storedOptions(project: project).access, [.internal, .package, .public, .open], declared: declared,
            backward: backward)
        let describe =
            next.map { "access \($0.rawValue)" }
            ?? "access as declared (\(declared?.rawValue ?? "protocol's own"))"
        return changeOptions(project: project, describe: describe, markerSets: \.access) { $0.access = next }
    }

    mutating func toggleSendable(project: Bool, backward: Bool = false) -> [Effect] {
        let declared = declaredOptions(project: project).sendable
        let next = Self.cycled(
            storedOptions(project: project).sendable, [.auto, .locked], declared: declared, backward: backward)
        let describe = next.map { "Sendable \($0.rawValue)" } ?? "Sendable as declared (\(declared.rawValue))"
        return changeOptions(project: project, describe: describe, markerSets: \.sendable) { $0.sendable = next }
    }

    mutating func cycleStyle(project: Bool, backward: Bool = false) -> [Effect] {
        let declared = declaredOptions(project: project).style
        let next = Self.cycled(
            storedOptions(project: project).style, MockStyle.allCases, declared: declared, backward: backward)
        let describe = next.map { "\($0.rawValue) style" } ?? "style as declared (\(declared.rawValue))"
        return changeOptions(project: project, describe: describe, markerSets: \.style) { $0.style = next }
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
    mutating func changeOptions<Value>(
        project: Bool, describe: String, markerSets option: KeyPath<Marker, Value?>,
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
        let kept = isBulk ? chosen.filter { $0.marker?[keyPath: option] != nil } : []
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
