import MockModel

/// The `sourcery:` annotations of one declaration: `sourcery: if = "canImport(UIKit)"`,
/// `sourcery: skipArgumentRecording, methodName = "load"`. Names match exactly, case included.
struct SourceryAnnotations: Hashable {
    /// Each name with the values it was given, in order (an empty string for a bare flag).
    private(set) var entries: [(name: String, value: String?)] = []

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.entries.map(\.name) == rhs.entries.map(\.name) && lhs.entries.map(\.value) == rhs.entries.map(\.value)
    }

    func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.name)
            hasher.combine(entry.value)
        }
    }

    func has(_ name: String) -> Bool { entries.contains { $0.name == name } }

    /// Every value given to `name`, in order.
    func values(_ name: String) -> [String] { entries.filter { $0.name == name }.compactMap(\.value) }

    func value(_ name: String) -> String? { values(name).last }

    mutating func add(_ other: SourceryAnnotations) { entries += other.entries }

    /// What one comment line says: annotations for the declaration below, or the start or end of a
    /// `sourcery:begin:` … `sourcery:end` block.
    enum Line {
        case annotations(SourceryAnnotations)
        case begin(SourceryAnnotations)
        case end
    }

    /// Reads raw comment lines (the text after `//` or `///`); lines that are not annotations are
    /// skipped.
    static func lines(_ comments: [String]) -> [Line] {
        comments.compactMap { comment in
            guard let marker = comment.firstRange(of: "sourcery:") else { return nil }
            var rest = comment[marker.upperBound...].drop { $0 == " " }
            if rest.hasPrefix("end") && rest.dropFirst(3).allSatisfy({ $0 == " " || $0 == ":" }) { return .end }
            if rest.hasPrefix("begin:") {
                rest = rest.dropFirst("begin:".count)
                return .begin(parse(rest))
            }
            return .annotations(parse(rest))
        }
    }

    /// The annotations of a declaration, without block markers.
    static func own(_ comments: [String]) -> SourceryAnnotations {
        var result = SourceryAnnotations()
        for case .annotations(let found) in lines(comments) { result.add(found) }
        return result
    }

    /// `a, b = "x, y", c = d` → `a`, `b: x, y`, `c: d`. Commas and semicolons inside quotes or
    /// parentheses do not split.
    static func parse(_ text: Substring) -> SourceryAnnotations {
        var result = SourceryAnnotations()
        for part in split(text) {
            let trimmed = part.trimmed
            guard !trimmed.isEmpty else { continue }
            if let equals = trimmed.firstIndex(of: "=") {
                let name = trimmed[..<equals].trimmed
                var value = trimmed[trimmed.index(after: equals)...].trimmed
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                    value = String(value.dropFirst().dropLast())
                }
                result.entries.append((name, value))
            } else {
                result.entries.append((trimmed, nil))
            }
        }
        return result
    }

    private static func split(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var depth = 0
        var quoted = false
        for index in text.indices {
            switch text[index] {
            case "\"": quoted.toggle()
            case "(" where !quoted: depth += 1
            case ")" where !quoted: depth -= 1
            case ",", ";":
                if !quoted && depth == 0 {
                    parts.append(text[start..<index])
                    start = text.index(after: index)
                }
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }
}
