/// Everything a front needs to know about one option, with its values handled as spellings.
/// It is built from a typed definition (`init(_:effective:…)`), so every spelling a front reads
/// or writes goes through the option's own type, and planners keep reading typed fields.
public struct OptionSpec: Sendable {
    /// The key in `.mockscope.json`, the flag after `--`, and the marker's argument label.
    public let name: String
    /// The options box row's title.
    public let label: String
    /// How messages name the option: "Sendable" in "Sendable locked".
    public let noun: String
    /// Whether the value comes first when a change is described: "ozon style", not "style ozon".
    public let valueFirst: Bool
    /// The named values, in the explorer's cycle order.
    public let choices: [String]
    /// The values written freely (the condition's expressions), or nil when only `choices` exist.
    public let freeForm: FreeForm?
    /// What an unset effective value means ("protocol's own"), or nil when one is always set.
    public let unsetWords: String?
    /// The flag's line in `--help`, after its value list.
    public let flagHelp: String
    /// The types whose cases a marker spells (`.locked`, `MockableSendable.locked`).
    public let macroTypes: [String]
    /// The code of a marker argument that is not a literal allowed value.
    public let markerCode: DiagnosticCode
    /// The explorer's keys: forwards through the cycle, and backwards.
    public let key: String
    public let backwardKey: String
    /// The key's word in the explorer's key hints.
    public let keyHint: String
    /// What the key changes, in the explorer's help ("Sendable handling").
    public let keyTopic: String
    /// The values the key cycles through, as the explorer's help lists them.
    public let cycleWords: String

    let read: @Sendable (MockOptions) -> String?
    let write: @Sendable (inout MockOptions, String?) -> Bool
    let readStored: @Sendable (MockOptions) -> String?
    let writeStored: @Sendable (inout MockOptions, String) -> Bool
    let effective: @Sendable (EffectiveOptions) -> String?
    let writeFreeForm: @Sendable (inout MockOptions, String) -> Bool
    let choose: @Sendable (inout MockOptions, EffectiveOptions) -> Void
    let layer: @Sendable (inout MockOptions, MockOptions) -> Void
    let shownValue: @Sendable (EffectiveOptions) -> String
    let statusValue: @Sendable (EffectiveOptions, Bool) -> String?
    let titleValue: @Sendable (EffectiveOptions, Bool) -> String?

    /// Free-form values of an option: compilation-condition expressions, checked by SwiftParser
    /// where a front reads them.
    public struct FreeForm: Sendable {
        /// In a flag's value list: `EXPR`.
        public let placeholder: String
        /// What a free value is, in the configuration's messages.
        public let noun: String
        /// The same, shorter, in the command line's messages.
        public let shortNoun: String
        /// The marker's case that takes one as a string literal, and its placeholder there.
        public let markerCase: String
        public let markerPlaceholder: String
    }

    init<Value: OptionValue>(
        _ name: String, _ field: WritableKeyPath<MockOptions, Value?> & Sendable,
        effective: @escaping @Sendable (EffectiveOptions) -> Value?,
        label: String, noun: String, valueFirst: Bool = false, freeForm: FreeForm? = nil, unsetWords: String? = nil,
        flagHelp: String, macroTypes: [String], markerCode: DiagnosticCode = .markerArgument,
        key: String, keyHint: String, keyTopic: String, cycleWords: String? = nil,
        shown: (@Sendable (Value?) -> String)? = nil,
        status: (@Sendable (Value?, _ compact: Bool) -> String?)? = nil,
        title: (@Sendable (Value?, _ compact: Bool) -> String?)? = nil
    ) {
        self.name = name
        self.label = label
        self.noun = noun
        self.valueFirst = valueFirst
        choices = Value.choices.map(\.spelling)
        self.freeForm = freeForm
        self.unsetWords = unsetWords
        self.flagHelp = flagHelp
        self.macroTypes = macroTypes
        self.markerCode = markerCode
        self.key = key
        backwardKey = key.uppercased()
        self.keyHint = keyHint
        self.keyTopic = keyTopic
        self.cycleWords = cycleWords ?? choices.joined(separator: ", ")
        /// Sets the value `parse` makes of a text; false, and nothing changed, when it makes none.
        func setter(_ parse: @escaping @Sendable (String) -> Value?) -> @Sendable (inout MockOptions, String) -> Bool {
            { options, text in
                guard let value = parse(text) else { return false }
                options[keyPath: field] = value
                return true
            }
        }
        let setSpelling = setter { Value(spelling: $0) }
        read = { $0[keyPath: field]?.spelling }
        write = { options, spelling in
            guard let spelling else {
                options[keyPath: field] = nil
                return true
            }
            return setSpelling(&options, spelling)
        }
        readStored = { $0[keyPath: field]?.storedSpelling }
        writeStored = setter { Value(storedSpelling: $0) }
        writeFreeForm = setter { Value(freeForm: $0) }
        self.effective = { effective($0)?.spelling }
        choose = { options, inForce in options[keyPath: field] = effective(inForce) }
        layer = { options, lower in
            if options[keyPath: field] == nil { options[keyPath: field] = lower[keyPath: field] }
        }
        let phrase = Self.phrase(noun: noun, valueFirst: valueFirst)
        let shown = shown ?? { $0?.spelling ?? unsetWords ?? "" }
        shownValue = { shown(effective($0)) }
        let status = status ?? { value, _ in value.map { phrase($0.spelling) } }
        statusValue = { status(effective($0), $1) }
        let title = title ?? { value, _ in value?.spelling }
        titleValue = { title(effective($0), $1) }
    }

    static func phrase(noun: String, valueFirst: Bool) -> @Sendable (String) -> String {
        { valueFirst ? "\($0) \(noun)" : "\(noun) \($0)" }
    }
}
