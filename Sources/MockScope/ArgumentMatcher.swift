/// The parameters of one registration or query, over the member's whole argument tuple.
///
/// Built from a parameter pack, so a member of any arity gets one matcher without generated glue.
struct ArgumentMatcher<Arguments>: @unchecked Sendable {
    let specificity: Int
    let description: String
    let matches: (Arguments) -> Bool
    let capture: (Arguments) -> Void

    /// Matches every call; what property state and `Void` defaults register.
    static var anything: Self { Self(specificity: 0, description: "(…)", matches: { _ in true }, capture: { _ in }) }

    init(
        specificity: Int, description: String, matches: @escaping (Arguments) -> Bool,
        capture: @escaping (Arguments) -> Void
    ) {
        self.specificity = specificity
        self.description = description
        self.matches = matches
        self.capture = capture
    }

    init<each V>(_ parameters: repeat Parameter<each V>) where Arguments == (repeat each V) {
        var specificity = 0
        var descriptions: [String] = []
        for parameter in repeat each parameters {
            if parameter.isSpecific { specificity += 1 }
            descriptions.append(parameter.description)
        }
        self.specificity = specificity
        self.description = "(" + descriptions.joined(separator: ", ") + ")"
        self.matches = { (arguments: Arguments) in
            for (parameter, value) in repeat (each parameters, each arguments) {
                guard parameter.test(value) else { return false }
            }
            return true
        }
        self.capture = { (arguments: Arguments) in
            for (parameter, value) in repeat (each parameters, each arguments) {
                parameter.capture?(value)
            }
        }
    }
}

/// How arguments read in messages: a single value plainly, a tuple as a tuple.
func describeArguments<Arguments>(_ arguments: Arguments) -> String {
    if Arguments.self == Void.self { return "()" }
    let text = String(reflecting: arguments)
    return text.hasPrefix("(") ? text : "(\(text))"
}
