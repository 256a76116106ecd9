import MockModel

/// The requirements of a `where` clause, as the planner needs them: which associated types are
/// bound (`Item == Int`) and which are constrained (`Item: Numeric`, `Item.Element: Hashable`).
struct WhereClause {
    struct Requirement {
        /// The type parameter the requirement is about (`Item` in `Item.Element: Hashable`).
        var subject: String
        /// The right side of `==`, when it is a same-type requirement.
        var boundTo: String?
        /// The requirement as written (`Item: Numeric`).
        var text: String
        /// Both sides of a same-type requirement (`Int`, `Item` in `Int == Item`).
        var left: String? = nil
        var right: String? = nil
    }

    var requirements: [Requirement] = []

    init(_ text: String?) {
        guard var body = text?.trimmed else { return }
        if body.hasPrefix("where") { body = String(body.dropFirst(5)) }
        for part in Self.splitTopLevel(body) {
            let item = part.trimmed
            guard !item.isEmpty else { continue }
            let subject = String(item.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if let equals = Self.sameTypeOperator(in: item) {
                let bound = item[item.index(equals, offsetBy: 2)...].trimmed
                let left = item[..<equals].trimmed
                requirements.append(
                    Requirement(
                        subject: subject, boundTo: left == subject ? bound : nil, text: item, left: left, right: bound))
            } else {
                requirements.append(Requirement(subject: subject, boundTo: nil, text: item))
            }
        }
    }

    private static func sameTypeOperator(in text: String) -> String.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == "=", next < text.endIndex, text[next] == "=" { return index }
            index = next
        }
        return nil
    }

    static func mentionsSelf(_ text: String) -> Bool {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains("Self")
    }

    /// Splits at commas outside `<>`, `()` and `[]`.
    private static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            switch character {
            case "<", "(", "[": depth += 1
            case ">" where previous == "-": break
            case ">", ")", "]": depth = max(0, depth - 1)
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }
}

extension String {
    /// The text with whole identifiers replaced (`Self` → `FooMock`); an identifier right after
    /// a `.` names a member (`U.Element`) and is kept unless `members` is true.
    func replacingWords(_ replacements: [String: String], members: Bool = true) -> String {
        var result = ""
        var word = ""
        var afterDot = false
        func flush() {
            result += afterDot && !members ? word : (replacements[word] ?? word)
            word = ""
        }
        for character in self {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                afterDot = character == "."
                result.append(character)
            }
        }
        flush()
        return result
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and newlines.
    var trimmed: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
