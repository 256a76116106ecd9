import MockModel

/// Spells types as parts of identifiers (`[String]` → `StringArray`) for overload suffixes.
/// The rule reads the type as written, so names are the ones swift-mockable gives: a trailing
/// `?` or `!` becomes `Optional` / `ImplicitlyUnwrapped`, brackets (array or dictionary) become
/// `Array`, generic arguments follow their base, and anything else keeps only its letters and
/// digits (`@escaping () -> Void` → `EscapingVoid`, `inout [Int]` → `InoutInt`).
enum TypeNaming {
    static func sanitized(spelling: String) -> String {
        let text = spelling.trimmingWhitespace
        if text.hasSuffix("?") { return sanitized(spelling: String(text.dropLast())) + "Optional" }
        if text.hasSuffix("!") { return sanitized(spelling: String(text.dropLast())) + "ImplicitlyUnwrapped" }
        if text.hasPrefix("[") && text.hasSuffix("]") {
            return sanitized(spelling: String(text.dropFirst().dropLast())) + "Array"
        }
        guard let open = text.firstIndex(of: "<"), let close = text.lastIndex(of: ">"), open < close else {
            return capitalized(text)
        }
        let arguments = topLevelArguments(text[text.index(after: open)..<close])
        return capitalized(String(text[..<open]) + arguments.map { sanitized(spelling: String($0)) }.joined())
    }

    /// `String, Dictionary<Int, String>` → the two arguments, commas inside brackets kept.
    private static func topLevelArguments(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case "," where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }

    private static func capitalized(_ text: String) -> String {
        if let ascii = capitalizedASCII(text) { return ascii }
        let cleaned = text.filter { $0.isLetter || $0.isNumber }
        guard let first = cleaned.first else { return cleaned }
        return first.uppercased() + cleaned.dropFirst()
    }

    /// The common case without Unicode tables: an ASCII identifier only needs its first letter raised.
    private static func capitalizedASCII(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                bytes.append(bytes.isEmpty ? byte - 32 : byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                bytes.append(byte)
            case 0x80...: return nil
            default: continue
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension TypeRef {
    /// `Void`, `()` and `Swift.Void` all return nothing.
    var isVoid: Bool {
        switch self {
        case .tuple(let elements): elements.isEmpty
        case .named(let components):
            components.map(\.name) == ["Void"] || components.map(\.name) == ["Swift", "Void"]
        default: false
        }
    }

    /// The type without attributes such as `@Sendable`.
    var unattributed: TypeRef {
        if case .attributed(let base, _, _) = self { return base.unattributed }
        return self
    }

    /// What a method returns when its handler is not set, if the type has a natural empty value.
    var emptyValue: EmptyValue? {
        switch unattributed {
        case .optional, .implicitlyUnwrapped: return .nilLiteral
        case .array: return .emptyArray
        case .dictionary: return .emptyDictionary
        case .named(let components):
            let names = components.map(\.name)
            let last = names.last ?? ""
            let qualifiedOK = names.count == 1 || (names.count == 2 && names[0] == "Swift")
            guard qualifiedOK else { return nil }
            switch last {
            case "Optional": return .nilLiteral
            case "Array", "Set", "ContiguousArray": return .emptyArray
            case "Dictionary": return .emptyDictionary
            default: return nil
            }
        default: return nil
        }
    }

    var isOptional: Bool {
        switch unattributed {
        case .optional, .implicitlyUnwrapped: true
        case .named(let components): components.count == 1 && components[0].name == "Optional"
        default: false
        }
    }
}

extension Parameter {
    /// The parameter's type as written, for naming: attributes and specifiers, not `...`.
    var namingSpelling: String {
        (specifiers + attributes + [type.description]).joined(separator: " ")
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
