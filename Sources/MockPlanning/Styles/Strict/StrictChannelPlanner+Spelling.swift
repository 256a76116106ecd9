import MockModel

/// How the strict planner spells what it forwards: renamed parameters and their labels, the
/// failure a channel carries, the generics a call must name, the identifiers in a text.
extension StrictChannelPlanner {
    /// A parameter named like something the mock's bodies use, or like a keyword the builders
    /// and witness would pass unescaped (`as`, `in`), gets a trailing `_` inside the mock; its
    /// label keeps the protocol's spelling.
    static func renamed(_ parameter: WitnessParameter, isSubscript: Bool) -> WitnessParameter {
        guard reserved.contains(parameter.name.trimmingBackticks) || Identifiers.keywords.contains(parameter.name)
        else { return parameter }
        var renamed = parameter
        renamed.name = parameter.name.trimmingBackticks + "_"
        if parameter.label == nil && !isSubscript { renamed.label = parameter.name }
        return renamed
    }

    /// A subscript's parameters have no label unless one is written.
    static func externalLabel(_ parameter: WitnessParameter, isSubscript: Bool) -> String {
        (parameter.label ?? (isSubscript ? "_" : parameter.name)).trimmingBackticks
    }

    static func failure(_ clause: ThrowsClause) -> ThrowsClause {
        let normalized = clause.normalized
        return normalized == .rethrows ? .none : normalized
    }

    static func hasSetter(_ body: WitnessBody) -> Bool {
        switch body {
        case .stored: true
        case .backed(let property): property.hasSetter
        default: false
        }
    }

    /// Generic parameters that no recorded argument mentions cannot be inferred from matchers.
    static func explicitGenerics(_ channel: StrictChannel) -> [String] {
        let mentioned = Set(channel.arguments.flatMap { identifiers(in: $0.type.description) })
        return channel.genericParameters.map(\.name).filter { !mentioned.contains($0) }
    }

    static func identifiers(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
