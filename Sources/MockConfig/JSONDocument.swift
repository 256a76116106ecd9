/// A JSON value that remembers where it was written, so configuration problems can point at
/// the exact line and column (Foundation's parser forgets positions).
indirect enum JSONValue: Sendable, Hashable {
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// How the value is described in "expected …, found …" messages.
    var kindDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string(let text): "the string \"\(text)\""
        case .number(let text): "the number \(text)"
        case .bool(let value): "\(value)"
        case .null: "null"
        }
    }
}

struct JSONNode: Sendable, Hashable {
    var value: JSONValue
    var line: Int
    var column: Int
}

struct JSONMember: Sendable, Hashable {
    var key: String
    var keyLine: Int
    var keyColumn: Int
    var node: JSONNode
}

/// A syntax error in a JSON text, with its 1-based position.
struct JSONSyntaxError: Error, Sendable, Equatable {
    var message: String
    var line: Int
    var column: Int
}

/// A small strict RFC 8259 reader: no comments, no trailing commas, no duplicate keys.
struct JSONDocumentReader {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// Objects and arrays nest at most this deep: the reader recurses per level, and a
    /// configuration never needs more than a handful.
    static let maximumDepth = 256

    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        var reader = JSONDocumentReader(bytes: Array(text.utf8))
        // A byte order mark, as some editors save, is not part of the value.
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            reader.index = 3
            reader.lineStart = 3
        }
        reader.skipWhitespace()
        let node = try reader.value()
        reader.skipWhitespace()
        if reader.index < reader.bytes.count {
            throw reader.failure("unexpected text after the top-level value")
        }
        return node
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var column: Int { index - lineStart + 1 }
    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    // Said from more than one place in the grammar.
    private static let unclosedString = "the string is not closed with '\"'"
    private static let expectedValue = "expected a value (object, array, string, number, true, false or null)"
    private static let trailingComma = "a trailing comma is not allowed in JSON"

    private func failure(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, line: line, column: column)
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            index += 1
            if byte == 0x0A {
                line += 1
                lineStart = index
            }
        }
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONNode {
        let (startLine, startColumn) = (line, column)
        func node(_ value: JSONValue) -> JSONNode {
            JSONNode(value: value, line: startLine, column: startColumn)
        }
        switch current {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < Self.maximumDepth else {
                throw failure("objects and arrays are nested more than \(Self.maximumDepth) deep")
            }
            depth += 1
            defer { depth -= 1 }
            return node(current == UInt8(ascii: "{") ? try object() : try array())
        case UInt8(ascii: "\""): return node(.string(try string()))
        case UInt8(ascii: "t"):
            try literal("true")
            return node(.bool(true))
        case UInt8(ascii: "f"):
            try literal("false")
            return node(.bool(false))
        case UInt8(ascii: "n"):
            try literal("null")
            return node(.null)
        case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
            return node(try number())
        case nil: throw failure("the text ends where a value was expected")
        default: throw failure(Self.expectedValue)
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var members: [JSONMember] = []
        var keys: Set<String> = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "}"), !members.isEmpty {
                throw failure(Self.trailingComma)
            }
            guard current == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
            let (keyLine, keyColumn) = (line, column)
            let key = try string()
            guard keys.insert(key).inserted else {
                throw JSONSyntaxError(message: "duplicate key \"\(key)\"", line: keyLine, column: keyColumn)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw failure("expected ':' after the key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            members.append(
                JSONMember(key: key, keyLine: keyLine, keyColumn: keyColumn, node: try value()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw failure("expected ',' or '}' after the value of \"\(key)\"")
            }
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]"), !elements.isEmpty {
                throw failure(Self.trailingComma)
            }
            elements.append(try value())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw failure("expected ',' or ']' in the array")
            }
        }
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count,
            Array(bytes[index..<index + expected.count]) == expected
        else {
            throw failure(Self.expectedValue)
        }
        index += expected.count
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        func digits(_ reader: inout JSONDocumentReader) -> Int {
            let from = reader.index
            while let byte = reader.current, (0x30...0x39).contains(byte) { reader.index += 1 }
            return reader.index - from
        }
        if current == UInt8(ascii: "-") { index += 1 }
        let leadingZero = current == UInt8(ascii: "0")
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw failure("expected digits in the number") }
        if leadingZero, integerDigits > 1 { throw failure("a number must not start with 0") }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw failure("expected digits after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw failure("expected digits in the exponent") }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var scalars: [UInt8] = []
        while true {
            guard let byte = current else { throw failure(Self.unclosedString) }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                scalars += Array(try escape().utf8)
            case 0x00..<0x20:
                index -= 1
                throw failure("control characters must be escaped inside a string")
            default:
                scalars.append(byte)
            }
        }
    }

    private mutating func escape() throws(JSONSyntaxError) -> String {
        guard let byte = current else { throw failure(Self.unclosedString) }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try unicodeEscape()
        default:
            index -= 1
            throw failure("unknown escape '\\\(Character(Unicode.Scalar(byte)))' in the string")
        }
    }

    private mutating func unicodeEscape() throws(JSONSyntaxError) -> String {
        let first = try hexQuad()
        if (0xD800..<0xDC00).contains(first) {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "u")
            else { throw failure("a high surrogate must be followed by a low surrogate escape") }
            index += 2
            let second = try hexQuad()
            guard (0xDC00..<0xE000).contains(second) else {
                throw failure("invalid low surrogate in the string")
            }
            let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            return String(Character(Unicode.Scalar(combined)!))
        }
        guard let scalar = Unicode.Scalar(first) else {
            throw failure("invalid \\u escape in the string")
        }
        return String(Character(scalar))
    }

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - index >= 4,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw failure("expected four hexadecimal digits after \\u") }
        index += 4
        return value
    }
}
