/// What a file's bytes say about the type facts it could declare, taken while the file is read
/// for the protocol scan, so the facts pass reads again only the files that may matter.
/// `TypeFactsReader.mayDeclareFacts` is defined over these hints, so deciding from them later
/// gives the same answer as reading the bytes again.
public struct TypeAliasHints: Sendable, Hashable {
    /// One `typealias` keyword followed by space or a comment.
    public struct Alias: Sendable, Hashable {
        /// The name after it; nil when the byte walk cannot read one for sure.
        public var name: [UInt8]?
        /// Whether its target may be a function type (or the walk cannot tell).
        public var mayBeFunction: Bool
    }

    public var aliases: [Alias] = []
    /// `~Copyable` occurs somewhere: a wanted `~Copyable` type is declared only where its name
    /// follows a type keyword.
    public var mentionsNoncopyable = false
    /// The type names the file may declare, taken only where `~Copyable` occurs.
    public var noncopyableCandidates: DeclarationHints?

    public init(_ bytes: UnsafeRawBufferPointer, declarations: DeclarationHints? = nil) {
        mentionsNoncopyable = ByteSearch.contains(bytes, Array("~Copyable".utf8))
        if mentionsNoncopyable { noncopyableCandidates = declarations ?? DeclarationHints(bytes) }
        aliases = TypeFactsReader.aliases(in: bytes)
    }

    /// Whether the file may declare a `~Copyable` type of a wanted name.
    public func noncopyableMayMatter(wanted: Set<[UInt8]>) -> Bool {
        noncopyableCandidates?.mayDeclareType(anyOf: wanted) ?? false
    }

    /// Whether the file may declare any of the facts: what `TypeFactsReader.mayDeclareFacts`
    /// answers from the bytes.
    public func mayMatter(wanted: Set<[UInt8]>, closureNames: Set<[UInt8]>) -> Bool {
        noncopyableMayMatter(wanted: wanted) || aliasMayMatter(wanted: wanted, closureNames: closureNames)
    }

    /// Whether a typealias here may declare a wanted name, or a closure alias of one of
    /// `closureNames`.
    public func aliasMayMatter(wanted: Set<[UInt8]>, closureNames: Set<[UInt8]>) -> Bool {
        aliases.contains { alias in
            guard let name = alias.name else { return true }
            return wanted.contains(name) || (alias.mayBeFunction && closureNames.contains(name))
        }
    }
}
