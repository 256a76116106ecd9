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

    /// A generic parameter constrained nowhere in the signature's text whose member the `where`
    /// clause reads, spelled in the result: only a type it is an argument of can constrain it, by
    /// inference, and the builders that spell no result must spell it for the same constraint.
    static func outputInfersConstraints(_ channel: StrictChannel) -> Bool {
        guard let whereClause = channel.whereClause else { return false }
        let outputWords = Set(identifiers(in: channel.output.description))
        let paths = whereClause.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
        let requirements = whereClause.dropFirst(whereClause.hasPrefix("where") ? 5 : 0).split(separator: ",")
        return channel.genericParameters.contains { parameter in
            parameter.constraint == nil && outputWords.contains(parameter.name)
                && paths.contains { $0.hasPrefix(parameter.name + ".") }
                && !requirements.contains { $0.trimmed.hasPrefix(parameter.name + ":") }
        }
    }

    /// The parameters the shared plan hands over for the call only (spans).
    static func unkept(_ body: WitnessBody) -> [String] {
        switch body {
        case .call(let call), .initializer(let call), .getSet(let call, _): call.unkept
        default: []
        }
    }

    static func identifiers(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
