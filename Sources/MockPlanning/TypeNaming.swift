import MockModel

/// Spells types as parts of identifiers (`[String]` → `StringArray`) for overload suffixes.
enum TypeNaming {
    static func sanitized(_ type: TypeRef) -> String {
        capitalized(raw(type))
    }

    private static func raw(_ type: TypeRef) -> String {
        switch type {
        case .named(let components):
            return components.map { component in
                capitalized(component.name) + component.genericArguments.map(sanitized).joined()
            }.joined()
        case .optional(let wrapped): return sanitized(wrapped) + "Optional"
        case .implicitlyUnwrapped(let wrapped): return sanitized(wrapped) + "ImplicitlyUnwrapped"
        case .array(let element): return sanitized(element) + "Array"
        case .dictionary(let key, let value): return sanitized(key) + sanitized(value) + "Dictionary"
        case .tuple(let elements):
            return elements.isEmpty ? "Void" : elements.map { sanitized($0.type) }.joined()
        case .function(let function):
            return function.parameters.map { sanitized($0.type) }.joined() + "To"
                + sanitized(function.result)
        case .metatype(let base, let kind): return sanitized(base) + kind
        case .keyword(let keyword, let base): return capitalized(keyword) + sanitized(base)
        case .composition(let parts): return parts.map(sanitized).joined()
        case .attributed(let base, _, _): return sanitized(base)
        case .verbatim(let text): return text.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    private static func capitalized(_ text: String) -> String {
        if let ascii = capitalizedASCII(text) { return ascii }
        let cleaned = text.filter { $0.isLetter || $0.isNumber || $0 == "_" }
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
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
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
    var emptyValue: String? {
        switch unattributed {
        case .optional, .implicitlyUnwrapped: return "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .named(let components):
            let names = components.map(\.name)
            let last = names.last ?? ""
            let qualifiedOK = names.count == 1 || (names.count == 2 && names[0] == "Swift")
            guard qualifiedOK else { return nil }
            switch last {
            case "Optional": return "nil"
            case "Array", "Set", "ContiguousArray": return "[]"
            case "Dictionary": return "[:]"
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
