/// The word a mock's members are named by for an operator requirement, which cannot name an
/// identifier itself (docs/Styles.md, "Operators"): a fixed table of the standard operators
/// (`*` → `multiply`, `==` → `equal`), and for any other one `operator` followed by a word per
/// character (`<~>` → `operatorLessTildeGreater`). A prefix or postfix operator's word starts
/// with `prefix` or `postfix`, but for the table's own (`-x` → `negate`, `!x` → `not`).
public enum OperatorWords {
    /// Whether `name` is an operator rather than an identifier.
    public static func isOperator(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return !(first == "_" || first == "`" || first.properties.isXIDStart)
    }

    /// `prefix` or `postfix` from a requirement's modifiers; nil for an infix operator.
    public static func fixity(_ modifiers: [String]) -> String? {
        modifiers.first { $0 == "prefix" || $0 == "postfix" }
    }

    /// The operator's word; an identifier is its own.
    public static func word(_ name: String, fixity: String? = nil) -> String {
        guard isOperator(name) else { return name }
        if fixity == "prefix", let word = prefixTable[name] { return word }
        let base = infixTable[name] ?? "operator" + name.map { characterWords[$0] ?? "Symbol" }.joined()
        guard let fixity else { return base }
        return fixity + base.prefix(1).uppercased() + base.dropFirst()
    }

    private static let infixTable: [String: String] = [
        "+": "add", "-": "subtract", "*": "multiply", "/": "divide", "%": "remainder",
        "==": "equal", "!=": "notEqual", "<": "lessThan", "<=": "lessThanOrEqual", ">": "greaterThan",
        ">=": "greaterThanOrEqual", "+=": "addAssign", "-=": "subtractAssign", "*=": "multiplyAssign",
        "/=": "divideAssign", "%=": "remainderAssign", "&&": "and", "||": "or", "&": "bitwiseAnd",
        "|": "bitwiseOr", "^": "bitwiseXor", "<<": "shiftLeft", ">>": "shiftRight", "&+": "addWrapping",
        "&-": "subtractWrapping", "&*": "multiplyWrapping", "...": "closedRange", "..<": "halfOpenRange",
        "~=": "patternMatch", "??": "nilCoalesce", "===": "identical", "!==": "notIdentical",
    ]

    private static let prefixTable: [String: String] = [
        "-": "negate", "+": "plus", "!": "not", "~": "bitwiseNot",
    ]

    private static let characterWords: [Character: String] = [
        "+": "Plus", "-": "Minus", "*": "Star", "/": "Slash", "%": "Percent", "=": "Equal", "<": "Less",
        ">": "Greater", "!": "Bang", "&": "Ampersand", "|": "Bar", "^": "Caret", "~": "Tilde", "?": "Question",
        ".": "Dot",
    ]
}
