import MockModel

/// Names a strict mock's channels: `temperatureFor`, `unitGet`, `unitSet`, `subscriptGet`,
/// `initSeed`; overloads add their argument types (`loadString`, `loadInt`), then a number.
/// Also keeps builder selectors apart, since overloads share one builder.
struct StrictNaming {
    private var taken: Set<String> = ["mockContext"]
    private var selectors: Set<String> = []

    mutating func channel(
        _ role: StrictChannel.Role, base: String, labels: [String], arguments: [StrictArgument], isStatic: Bool
    ) -> StrictChannel {
        let stem = base.trimmingBackticks
        let swiftName: String
        let selector: String
        var property: String
        switch role {
        case .getter where stem == "subscriptGet", .setter where stem == "subscriptSet":
            swiftName = "\(stem)(\(labels.map { "\($0):" }.joined()))"
            selector = stem
            property = stem
        case .getter:
            swiftName = stem
            selector = base
            property = stem + "Get"
        case .setter:
            swiftName = "\(stem)(set:)"
            selector = base
            property = stem + "Set"
        case .initializer:
            swiftName = "init(\(labels.map { "\($0):" }.joined()))"
            selector = "initializer"
            property = "init" + (labels.first.map(Self.capitalized) ?? "")
        case .method:
            swiftName = "\(stem)(\(labels.map { "\($0):" }.joined()))"
            selector = base
            property = stem + (labels.first.map(Self.capitalized) ?? "")
        }
        // `init` alone is a keyword; so is a backticked name kept as it is.
        if property == "init" { property = "initializer" }
        if property == stem && base.hasPrefix("`") { property = base }
        // Static and instance channels live in different structs but share one namespace, which
        // keeps messages unambiguous too.
        if taken.contains(property) {
            let typed = property + arguments.map { Self.typeWord($0.type) }.joined()
            property = typed
            var number = 2
            while taken.contains(property) {
                property = typed + String(number)
                number += 1
            }
        }
        taken.insert(property)
        var channel = StrictChannel(role: role, property: property, name: swiftName, selector: selector)
        channel.isStatic = isStatic
        return channel
    }

    /// Claims the builder signature a channel's selectors have; false when an earlier channel
    /// already has it.
    mutating func claimSelector(_ channel: StrictChannel) -> Bool {
        let head = "\(channel.isStatic) \(channel.role == .initializer) \(channel.selector)"
        let generics = channel.explicitGenerics.joined(separator: ",")
        let matched = head + Self.spelled(channel.arguments) + generics
        guard channel.isTransient else {
            return selectors.insert(matched + (channel.needsReturningSelector ? " -> \(channel.output)" : "")).inserted
        }
        // A transient channel's Given and Perform builders take its arguments' matchers, as any
        // channel's do; its Verify and Calls builders take nothing, or its arguments' types.
        let counted = head + (channel.countsByType ? Self.spelled(channel.arguments) + ".Type" : "()") + generics
        guard !selectors.contains(matched), !selectors.contains(counted) else { return false }
        selectors.formUnion([matched, counted])
        return true
    }

    /// `(label:Type,…)`: the parameters a builder takes for `arguments`.
    private static func spelled(_ arguments: [StrictArgument]) -> String {
        "(" + arguments.map { "\($0.label ?? $0.name):\($0.type)" }.joined(separator: ",") + ")"
    }

    /// `_` adds nothing; `for` → `For`.
    static func capitalized(_ label: String) -> String {
        guard label != "_", let first = label.first else { return "" }
        return first.uppercased() + label.dropFirst()
    }

    /// `[String: Int]` → `StringInt`: the identifier characters of a type, each word raised.
    static func typeWord(_ type: TypeRef) -> String {
        StrictChannelPlanner.identifiers(in: type.description).map(capitalized).joined()
    }
}
