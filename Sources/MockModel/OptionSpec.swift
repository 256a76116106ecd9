/// Everything a front needs to know about one option, with its values handled as spellings.
/// It is built from a typed definition (`init(_:effective:…)`), so every spelling a front reads
/// or writes goes through the option's own type, and planners keep reading typed fields.
public struct OptionSpec: Sendable {
    /// The key in `.mockscope.json` and the marker's argument label; the flag is its kebab case.
    public let name: String
    /// The options box row's title.
    public let label: String
    /// How messages name the option: "Sendable" in "Sendable locked".
    public let noun: String
    /// Whether the value comes first when a change is described: "ozon style", not "style ozon".
    public let valueFirst: Bool
    /// The named values, in the explorer's cycle order.
    public let choices: [String]
    /// The values written freely (the condition's expressions, a mock name's suffix), or nil
    /// when only `choices` exist.
    public let freeForm: FreeForm?
    /// Whether `@Mockable(…)` takes the option. One it does not offer is refused, with the
    /// reason, by the macro's declaration and by a scan reading the marker.
    public let offeredByMacro: Bool
    /// Why the macro does not offer the option, for the refusal; nil when it does.
    public let notOfferedReason: String?
    /// Whether a child mock subclasses its parent's mock only where both have the same value:
    /// a mock in another style or under another `#if` is no superclass for it.
    public let mustMatchParentMock: Bool
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
    /// The key's word in the explorer's key hints; nil keeps it to the help, so an option added
    /// later changes no hint line.
    public let keyHint: String?
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

    /// Free-form values of an option, checked by SwiftParser where a front reads them (the
    /// configuration, a flag, a marker, the explorer's prompt) by the rule `grammar` names.
    public struct FreeForm: Sendable {
        /// What a free value must be.
        public enum Grammar: Sendable {
            /// A compilation-condition expression: `MOCKING || UITESTS`.
            case compilationCondition
            /// What may follow an identifier's first letter and keep it one: `Fake`, `_Stub2`.
            case identifierTail
        }

        public let grammar: Grammar
        /// In a flag's value list: `EXPR`.
        public let placeholder: String
        /// What a free value is, in the configuration's messages.
        public let noun: String
        /// The same, shorter, in the command line's messages.
        public let shortNoun: String
        /// The explorer's prompt for one: `#if`.
        public let promptLabel: String
        /// The marker's case that takes one as a string literal (`custom`), and its placeholder
        /// there; nil for an option the macro does not offer.
        public let markerCase: String?
        public let markerPlaceholder: String

        public init(
            _ grammar: Grammar, placeholder: String, noun: String, shortNoun: String, promptLabel: String,
            markerCase: String? = nil, markerPlaceholder: String = ""
        ) {
            self.grammar = grammar
            self.placeholder = placeholder
            self.noun = noun
            self.shortNoun = shortNoun
            self.promptLabel = promptLabel
            self.markerCase = markerCase
            self.markerPlaceholder = markerPlaceholder
        }
    }

    init<Value: OptionValue>(
        _ name: String, _ field: WritableKeyPath<MockOptions, Value?> & Sendable,
        effective: @escaping @Sendable (EffectiveOptions) -> Value?,
        label: String, noun: String, valueFirst: Bool = false, freeForm: FreeForm? = nil, unsetWords: String? = nil,
        flagHelp: String, macroTypes: [String], markerCode: DiagnosticCode = .markerArgument,
        notOfferedByMacro: String? = nil, mustMatchParentMock: Bool = false,
        key: String, keyHint: String? = nil, keyTopic: String, cycleWords: String? = nil,
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
        offeredByMacro = notOfferedByMacro == nil
        notOfferedReason = notOfferedByMacro
        self.mustMatchParentMock = mustMatchParentMock
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
        let shown = shown ?? { $0?.spelling ?? unsetWords ?? "" }
        shownValue = { shown(effective($0)) }
        // A status and a title are shown only when the option asks for them: an option added
        // later changes no line above an exported mock, and no status line, unless it says so.
        statusValue = { inForce, compact in status?(effective(inForce), compact) }
        titleValue = { inForce, compact in title?(effective(inForce), compact) }
    }

    static func phrase(noun: String, valueFirst: Bool) -> @Sendable (String) -> String {
        { valueFirst ? "\($0) \(noun)" : "\(noun) \($0)" }
    }
}
