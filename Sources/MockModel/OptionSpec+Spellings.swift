/// What the fronts ask of an option: its names, its values as spellings, and its words.
extension OptionSpec {
    public var configKey: String { name }
    /// `--condition`, `--mock-suffix`: the name in kebab case, as the other flags are spelled.
    public var flag: String {
        "--" + name.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
    }
    public var markerArgument: String { name }

    /// The flag's value list in `--help`: `debug|always|EXPR`.
    public var valueList: String {
        (choices + (freeForm.map { [$0.placeholder] } ?? [])).joined(separator: "|")
    }

    /// The value set in `options`, spelled; nil when unset.
    public func spelling(in options: MockOptions) -> String? { read(options) }

    public func isSet(in options: MockOptions) -> Bool { read(options) != nil }

    /// Sets the value `spelling` names (nil unsets it); false, and nothing changed, when it
    /// names no value. A free-form spelling is taken as it is: the front checks it first.
    @discardableResult
    public func set(_ spelling: String?, in options: inout MockOptions) -> Bool { write(&options, spelling) }

    /// Sets the free-form value `text` stands for, even one spelled like a named value: a
    /// marker's `.custom("always")` is the expression `always`.
    @discardableResult
    public func set(freeForm text: String, in options: inout MockOptions) -> Bool { writeFreeForm(&options, text) }

    /// Whether `spelling` is a free-form value (an expression) rather than a named one.
    public func isFreeForm(_ spelling: String) -> Bool {
        guard freeForm != nil else { return false }
        var probe = MockOptions()
        return set(spelling, in: &probe) && !choices.contains(read(probe) ?? "")
    }

    /// The value as the discovery cache stores it, and back.
    public func storedSpelling(in options: MockOptions) -> String? { readStored(options) }
    public func setStored(_ stored: String, in options: inout MockOptions) -> Bool { writeStored(&options, stored) }

    /// The value in force, spelled; nil when unset (an access level left to the protocol).
    public func spelling(in options: EffectiveOptions) -> String? { effective(options) }

    /// The value in force as the options box shows it.
    public func shown(_ options: EffectiveOptions) -> String { shownValue(options) }

    /// The value in force as the status line words it; nil when it goes without saying.
    public func status(_ options: EffectiveOptions, compact: Bool) -> String? { statusValue(options, compact) }

    /// The value in force as the line above a mock and the mock pane's title word it; nil when
    /// it goes without saying.
    public func title(_ options: EffectiveOptions, compact: Bool) -> String? { titleValue(options, compact) }

    /// A chosen value in a message: "access public", "ozon style".
    public func phrase(_ spelling: String) -> String { Self.phrase(noun: noun, valueFirst: valueFirst)(spelling) }

    /// The choice of no value of its own: "access as declared (protocol's own)".
    public func asDeclared(_ declared: String?) -> String {
        "\(noun) as declared (\(declared ?? unsetWords ?? ""))"
    }

    /// "auto or locked", "one of internal, package, public, open": the named values in a message.
    public var choiceSentence: String {
        choices.count == 2 ? "\(choices[0]) or \(choices[1])" : "one of \(choices.joined(separator: ", "))"
    }

    /// The explorer's help line for the option's key, and for its backward key.
    public var keyHelp: String { "\(keyTopic): as declared, \(cycleWords)" }
    public var backwardKeyHelp: String { "\(keyTopic), backwards" }
}

extension MockOption {
    /// The arguments `@Mockable(…)` takes, as its messages list them: "`condition:`, … and `style:`".
    public static var markerLabels: String {
        namesSentence(allCases.filter(\.spec.offeredByMacro).map { "`\($0.spec.markerArgument):`" })
    }

    /// Every option's name, in registry order, as a sentence: "condition, access, sendable and style".
    public static func namesSentence(_ names: [String] = allCases.map(\.rawValue)) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
