import MockModel

/// Which types a strict requirement cannot copy: declared `~Copyable` in the scanned files,
/// standard noncopyable ones, its own generic parameters that suppress `Copyable`, the types
/// `@MockNoncopyable` requirements borrow or consume, and those guessed from the protocol's shape.
extension StrictChannelPlanner {
    /// A type declared `~Copyable` in the scanned files, a standard one, one of the
    /// requirement's `generics` that suppress `Copyable`, or a marked or guessed one.
    func isNoncopyable(_ type: TypeRef, generics: Set<String>) -> Bool {
        guard case .named(let components) = type.unattributed, let last = components.last?.name else { return false }
        if components.count == 1 && generics.contains(last) { return true }
        return noncopyable.contains(last) || markedTypes.contains(last) || guessedTypes.contains(last)
            || ParameterPlan.standardNoncopyable.contains(last)
    }

    /// Taken as noncopyable only because the protocol borrows and returns it: no declaration or
    /// mark says so.
    func isGuessedNoncopyable(_ type: TypeRef, generics: Set<String>) -> Bool {
        guard case .named(let components) = type.unattributed, let last = components.last?.name,
            guessedTypes.contains(last)
        else { return false }
        return !(components.count == 1 && generics.contains(last)) && !noncopyable.contains(last)
            && !ParameterPlan.standardNoncopyable.contains(last)
    }

    /// A noncopyable type, or an optional or tuple holding one: no channel can store or repeat it.
    func isNoncopyableValue(_ type: TypeRef, generics: Set<String>) -> Bool {
        switch type.unattributed {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): isNoncopyableValue(wrapped, generics: generics)
        case .tuple(let elements): elements.contains { isNoncopyableValue($0.type, generics: generics) }
        default: isNoncopyable(type, generics: generics)
        }
    }

    /// The requirement's generic parameters that suppress `Copyable`, in their brackets or its
    /// `where` clause (`T: ~Copyable`).
    static func noncopyableGenerics(_ signature: WitnessSignature) -> Set<String> {
        WitnessPlanner.suppressingCopyable(signature.genericParameters, whereClause: signature.whereClause)
    }

    static func hasOwnership(_ parameter: Parameter) -> Bool {
        parameter.specifiers.contains("borrowing") || parameter.specifiers.contains("consuming")
    }

    /// Standard types that are copyable, which a protocol may borrow and return without a hint.
    static let standardCopyable: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "String", "Substring", "Character", "Array", "Dictionary", "Set", "Optional", "Result", "Data",
        "Date", "URL", "UUID", "Never", "Void", "Any", "AnyObject",
    ]
}
