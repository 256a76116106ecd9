import MockModel
import MockPipeline

/// Selection and options. Changes apply to the selection, or the focused protocol when nothing
/// is selected; with `project` they become the project default instead.
extension ExplorerState {
    mutating func toggleSelection() {
        guard let model = focusedProtocol else { return }
        setIncluded(model, !isSelected(model))
        moveCursor(to: cursor + 1)
    }

    mutating func selectAllVisible() {
        let visible = visibleProtocols
        let include = !visible.allSatisfy(isSelected)
        for model in visible { setIncluded(model, include) }
        message = Message(include ? "selected \(visible.count) protocols" : "selection cleared")
    }

    mutating func selectMarked() {
        let marked = protocols.filter { $0.marker != nil }
        for model in marked { setIncluded(model, true) }
        message = Message("selected \(marked.count) marked protocols")
    }

    /// Stores the choice only when it differs from what the marker implies, so the saved config
    /// stays minimal.
    mutating func setIncluded(_ model: ProtocolModel, _ include: Bool) {
        updateOverride(of: model) { $0.include = include == (model.marker != nil) ? nil : include }
    }

    mutating func updateOverride(of model: ProtocolModel, _ change: (inout ProtocolOverride) -> Void) {
        let before = config.protocols[model.name]?.include
        var entry = config.protocols[model.name] ?? ProtocolOverride()
        change(&entry)
        config.protocols[model.name] = entry == ProtocolOverride() ? nil : entry
        selectedCount +=
            selectedWithName(model.name, include: entry.include) - selectedWithName(model.name, include: before)
    }

    /// The options the next cycle starts from: the focused protocol's, or the project default's.
    func currentOptions(project: Bool) -> EffectiveOptions {
        if project { return EffectiveOptions(config.defaults, marker: nil) }
        guard let model = focusedProtocol ?? targets.first else { return EffectiveOptions() }
        return options(for: model)
    }

    mutating func cycleCondition(project: Bool) -> [Effect] {
        switch currentOptions(project: project).condition {
        case .debug: return setCondition(.always, project: project)
        case .always:
            prompt = Prompt(.condition(project: project))
            return []
        case .custom: return setCondition(.debug, project: project)
        }
    }

    mutating func setCondition(_ condition: MockCondition, project: Bool) -> [Effect] {
        changeOptions(project: project, describe: "condition \(condition.spelling)") { $0.condition = condition }
    }

    static let accessCycle: [AccessLevel?] = [nil, .internal, .package, .public, .open]

    mutating func cycleAccess(project: Bool) -> [Effect] {
        let current = currentOptions(project: project).access
        let index = Self.accessCycle.firstIndex(of: current) ?? 0
        let next = Self.accessCycle[(index + 1) % Self.accessCycle.count]
        return changeOptions(project: project, describe: "access \(next?.rawValue ?? "protocol's own")") {
            $0.access = next
        }
    }

    mutating func toggleSendable(project: Bool) -> [Effect] {
        let next: SendablePolicy = currentOptions(project: project).sendable == .auto ? .locked : .auto
        return changeOptions(project: project, describe: "Sendable \(next.rawValue)") { $0.sendable = next }
    }

    /// Applies one option change to its scope. Only the mock on screen is asked for again (by
    /// `requestFocusedContent`): options never change a protocol's diagnostics, so badges stay
    /// true, and export generates everything afresh.
    mutating func changeOptions(
        project: Bool, describe: String, _ change: (inout MockOptions) -> Void
    ) -> [Effect] {
        if project {
            change(&config.defaults)
            message = Message("\(describe) for the project")
            return []
        }
        let chosen = targets
        for model in chosen {
            updateOverride(of: model) { entry in
                var options = entry.options
                change(&options)
                entry.condition = options.condition
                entry.access = options.access
                entry.sendable = options.sendable
            }
        }
        message = Message("\(describe) for \(chosen.count == 1 ? chosen[0].name : "\(chosen.count) protocols")")
        return []
    }
}
