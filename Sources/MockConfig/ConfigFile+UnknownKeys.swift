import Foundation
import MockModel

/// Saving a configuration without losing what MockScope does not understand: keys it warns
/// about as unknown are a person's (notes, another tool's settings), so they are carried over
/// from the file being replaced, value text and all.
extension ConfigFile {
    /// `encoded(config)`, plus every unknown key of `previous` (the file's current text) at the
    /// place it had. Without unknown keys the result is exactly `encoded(config)`.
    public static func encoded(_ config: ProjectConfig, keepingUnknownKeysOf previous: String?) -> Data {
        let fresh = encoded(config)
        guard let previous, let old = try? JSONDocumentReader.parse(previous), KeySchema.top.hasUnknownKeys(old.value),
            let new = try? JSONDocumentReader.parse(String(decoding: fresh, as: UTF8.self)),
            let merged = KeySchema.top.merge(new.value, old.value)
        else { return fresh }
        var text = JSONPrinter.print(merged)
        text.append("\n")
        return Data(text.utf8)
    }
}

/// Which keys MockScope reads at each level of `.mockscope.json` (those `ConfigReader` knows).
indirect enum KeySchema: Sendable {
    case object(known: [String], children: [String: KeySchema])
    /// An object whose keys are names (protocols), each value shaped by the one schema.
    case map(KeySchema)
    /// A value MockScope reads whole: the new one replaces the old.
    case leaf

    static let top = KeySchema.object(
        known: ConfigReader.topLevelKeys,
        children: [
            "defaults": .object(known: ConfigReader.optionKeys, children: [:]),
            "verify": .object(known: ConfigReader.verifyKeys, children: [:]),
            "components": .object(known: ConfigReader.kindKeys, children: [:]),
            "typeErasures": .object(known: ConfigReader.kindKeys, children: [:]),
            "protocols": .map(.object(known: ConfigReader.overrideKeys, children: [:])),
        ])

    /// `new` with the unknown keys of `old` added; nil when `new` is nil and `old` has none.
    func merge(_ new: JSONValue?, _ old: JSONValue) -> JSONValue? {
        guard case .object(let oldMembers) = old, !isLeaf else { return new }
        var members: [JSONMember] = []
        if case .object(let newMembers)? = new { members = newMembers }
        let fromNew = members.count
        // Each key's place, so the merge costs one look-up per key: a file of tens of thousands
        // of keys (protocols, notes) is saved as fast as it is read.
        var places = Dictionary(members.indices.map { (members[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
        for member in oldMembers {
            let place = places[member.key]
            guard let child = schema(for: member.key) else {
                if place == nil {
                    places[member.key] = members.count
                    members.append(member)
                }
                continue
            }
            if let index = place {
                if let merged = child.merge(members[index].node.value, member.node.value) {
                    members[index].node.value = merged
                }
            } else if let merged = child.merge(nil, member.node.value) {
                var kept = member
                kept.node.value = merged
                places[member.key] = members.count
                members.append(kept)
            }
        }
        if new == nil, members.count == fromNew { return nil }
        return .object(members.sorted { $0.key < $1.key })
    }

    /// Whether `value` holds a key `ConfigReader` warns about as unknown, found without reading
    /// the configuration (and suggesting spellings) again.
    func hasUnknownKeys(_ value: JSONValue) -> Bool {
        guard case .object(let members) = value, !isLeaf else { return false }
        return members.contains { member in
            guard let child = schema(for: member.key) else { return true }
            return child.hasUnknownKeys(member.node.value)
        }
    }

    private var isLeaf: Bool {
        if case .leaf = self { return true }
        return false
    }

    /// The schema of a key's value; nil for a key MockScope does not read.
    private func schema(for key: String) -> KeySchema? {
        switch self {
        case .map(let value): value
        case .object(let known, let children): known.contains(key) ? children[key] ?? .leaf : nil
        case .leaf: nil
        }
    }
}

/// Writes a JSON value the way `JSONEncoder` pretty-prints: two-space indents, `"key" : value`.
/// Numbers keep the text they were written with.
enum JSONPrinter {
    static func print(_ value: JSONValue, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .object(let members):
            guard !members.isEmpty else { return "{\n\n\(indent)}" }
            let body = members.map { inner + quoted($0.key) + " : " + print($0.node.value, indent: inner) }
            return "{\n" + body.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let nodes):
            guard !nodes.isEmpty else { return "[\n\n\(indent)]" }
            let body = nodes.map { inner + print($0.value, indent: inner) }
            return "[\n" + body.joined(separator: ",\n") + "\n" + indent + "]"
        case .string(let text): return quoted(text)
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                result +=
                    "\\u" + String(repeating: "0", count: 4 - String(control.value, radix: 16).count)
                    + String(control.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
