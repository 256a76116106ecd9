import MockModel

/// Swift keywords that need backticks when used as a plain identifier in an expression.
enum Identifiers {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol",
        "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try",
    ]

    /// The name as an expression: `for` becomes `` `for` ``.
    static func reference(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }
}
