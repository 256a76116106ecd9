import MockModel

/// The names an Ozon-style mock gives its members.
///
/// A method's stem is its name followed by each parameter's label, first letter raised; a
/// parameter without a label (`_ page`) contributes its internal name: `fetchItems(_ page:
/// completion:)` is `fetchItemsPageCompletion`. A stem already taken (an overload with the same
/// labels) adds each parameter's type (`jobArgIntOptional`), then a number.
enum OzonNaming {
    static func stem(_ method: WitnessSignature) -> String {
        method.memberWord.trimmingBackticks + method.parameters.map { capitalized(label($0.requirement)) }.joined()
    }

    /// The label written, or the internal name when the label is `_`.
    static func label(_ parameter: Parameter) -> String {
        let label = parameter.firstName == "_" ? (parameter.secondName ?? "") : parameter.firstName
        return label == "_" ? "" : label.trimmingBackticks
    }

    /// The stem with each parameter's type, for an overload whose plain stem is taken.
    static func typedStem(_ method: WitnessSignature) -> String {
        method.memberWord.trimmingBackticks
            + method.parameters.map(\.requirement).map {
                capitalized(label($0)) + TypeNaming.sanitized(spelling: $0.namingSpelling)
            }.joined()
    }

    /// `underlying<Name>`: `path` → `underlyingPath`, `_array` → `underlying_array`.
    static func underlying(_ property: String) -> String {
        "underlying" + capitalized(property.trimmingBackticks)
    }

    /// `set<Name>`: the setter an actor mock offers for state only the actor can write.
    static func setter(_ name: String) -> String {
        "set" + capitalized(name.trimmingBackticks)
    }

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// Members every Ozon mock may declare: a requirement of the same name would clash.
    static let reserved: Set<String> = [
        "lock", "staticLock", "clearFunctionProperties", "clearVariableProperties", "clearStaticProperties",
    ]

    /// The instance lock's name beside a requirement named `lock`.
    static let alternateLock = "mockScopeLock"

    static func trackingNames(_ stem: String) -> [String] {
        ["CallsCount", "ReceivedArguments", "Closure", "ReturnValue", "Error"].map { stem + $0 }
    }
}
