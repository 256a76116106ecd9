/// The names a file's bytes may declare a type of (an enum, or any type), or extend, so that the passes after the scan
/// read only the files that may matter to them (a skip, never a decision: SwiftParser decides
/// what a file declares). A declaration of `Name` spells `struct`, `class`, `enum`, `actor` or
/// `typealias`, then white space, then `Name`; a type nested in it may also sit in an
/// `extension Name`. Anything else after the keyword (a comment, a backtick) is a name the walk
/// cannot read, which matches every name. Taken while the scan holds the file's bytes.
public struct DeclarationHints: Sendable, Hashable {
    /// Names after `struct`, `class`, `enum`, `actor` and `typealias`, by their hash (see
    /// `hash`): a collision only reads a file more.
    public var declared: Set<UInt64> = []
    /// Names after `extension`, by their hash.
    public var extended: Set<UInt64> = []
    /// Names after `enum` alone (also in `declared`), by their hash.
    public var enums: Set<UInt64> = []
    /// A declaring keyword, or `extension`, is followed by a name the walk cannot read.
    public var unreadDeclared = false
    public var unreadExtended = false
    public var unreadEnum = false

    public init(_ bytes: UnsafeRawBufferPointer) {
        Self.names(after: Self.enumWord, in: bytes, into: &enums, unread: &unreadEnum)
        declared = enums
        unreadDeclared = unreadEnum
        for keyword in Self.declaringOtherThanEnum {
            Self.names(after: keyword, in: bytes, into: &declared, unread: &unreadDeclared)
        }
        Self.names(after: Self.extensionWord, in: bytes, into: &extended, unread: &unreadExtended)
    }

    /// Whether the file may declare one of `wanted`, or a type nested in one (in an extension).
    public static func mayDeclare(_ bytes: UnsafeRawBufferPointer, anyOf wanted: Set<[UInt8]>) -> Bool {
        guard !wanted.isEmpty else { return false }
        return DeclarationHints(bytes).mayDeclare(anyOf: wanted)
    }

    /// Whether the file may declare one of `wanted`, or a type nested in one (in an extension).
    public func mayDeclare(anyOf wanted: Set<[UInt8]>) -> Bool {
        mayDeclare(anyOf: wanted, orNestIn: wanted)
    }

    /// Whether the file may declare one of `wanted`, or a type nested in one of `nesting` in an
    /// extension of it: a name spelled only plainly (`Token`, never `Token.Kind`) asks nothing
    /// of its extensions.
    public func mayDeclare(anyOf wanted: Set<[UInt8]>, orNestIn nesting: Set<[UInt8]>) -> Bool {
        mayDeclareType(anyOf: wanted) || mayExtend(anyOf: nesting)
    }

    /// Whether a type or typealias of one of `wanted` may be declared here.
    public func mayDeclareType(anyOf wanted: Set<[UInt8]>) -> Bool {
        guard !wanted.isEmpty else { return false }
        return unreadDeclared || wanted.contains { declared.contains(Self.hash($0[...])) }
    }

    /// Whether an enum of one of `wanted` may be declared here.
    public func mayDeclareEnum(anyOf wanted: Set<[UInt8]>) -> Bool {
        guard !wanted.isEmpty else { return false }
        return unreadEnum || wanted.contains { enums.contains(Self.hash($0[...])) }
    }

    /// Whether `extension` of one of `wanted` may be written here.
    public func mayExtend(anyOf wanted: Set<[UInt8]>) -> Bool {
        guard !wanted.isEmpty else { return false }
        return unreadExtended || wanted.contains { extended.contains(Self.hash($0[...])) }
    }

    private static func names(
        after keyword: [UInt8], in bytes: UnsafeRawBufferPointer, into names: inout Set<UInt64>, unread: inout Bool
    ) {
        var offset = 0
        while let position = ByteSearch.find(bytes, keyword, from: offset) {
            offset = position + keyword.count
            guard offset < bytes.count, TypeFactsReader.isSpace(bytes[offset]) || bytes[offset] == 0x2F else {
                continue
            }
            switch name(in: bytes, from: offset) {
            case .plain(let name, let backticked):
                // The parser spells a backticked name with its backticks; a use may not.
                names.insert(hash(bytes[name]))
                if backticked { names.insert(hash(bytes[(name.lowerBound - 1)..<(name.upperBound + 1)])) }
            case .unsure: unread = true
            case .none: continue
            }
        }
    }

    private enum Spelled {
        case plain(Range<Int>, backticked: Bool)
        /// Punctuation (`extension [Int]`, `class (`): no plain name is declared there.
        case none
        case unsure
    }

    /// The name after white space and comments at `start`, a backticked one without its
    /// backticks.
    private static func name(in bytes: UnsafeRawBufferPointer, from start: Int) -> Spelled {
        var cursor = start
        while cursor < bytes.count {
            if TypeFactsReader.isSpace(bytes[cursor]) {
                cursor += 1
            } else if bytes[cursor] == 0x2F, cursor + 1 < bytes.count, bytes[cursor + 1] == 0x2F {
                while cursor < bytes.count, bytes[cursor] != 0x0A { cursor += 1 }
            } else if bytes[cursor] == 0x2F, cursor + 1 < bytes.count, bytes[cursor + 1] == 0x2A {
                // A nested block comment is not followed: whatever comes after it is unsure.
                guard let end = ByteSearch.find(bytes, Self.commentEnd, from: cursor + 2),
                    ByteSearch.find(
                        UnsafeRawBufferPointer(rebasing: bytes[(cursor + 2)..<end]), Self.commentStart, from: 0)
                        == nil
                else { return .unsure }
                cursor = end + 2
            } else {
                break
            }
        }
        let backticked = cursor < bytes.count && bytes[cursor] == 0x60
        if backticked { cursor += 1 }
        guard cursor < bytes.count else { return .none }
        let start = cursor
        while cursor < bytes.count, TypeFactsReader.isNameByte(bytes[cursor]) { cursor += 1 }
        guard cursor > start else { return bytes[cursor] == 0x2F || bytes[cursor] == 0x23 ? .unsure : .none }
        let closed = backticked && cursor < bytes.count && bytes[cursor] == 0x60
        return .plain(start..<cursor, backticked: closed)
    }

    /// FNV-1a over a name's bytes.
    static func hash<Bytes: Collection<UInt8>>(_ name: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    private static let commentEnd = Array("*/".utf8)
    private static let commentStart = Array("/*".utf8)
    private static let enumWord = Array("enum".utf8)
    private static let declaringOtherThanEnum = ["struct", "class", "actor", "typealias"].map { Array($0.utf8) }
    private static let extensionWord = Array("extension".utf8)
}
