/// Names a generated mock's signatures may spell that no import is needed for.
enum StandardLibraryNames {
    /// Top-level types, protocols and typealiases of the standard library and its concurrency
    /// module (a test finds each in the toolchain's interfaces). Names that are only associated
    /// types or members there (`Element`, `Value`) are left out: a module may declare them at top
    /// level. This takes it that no imported module declares one of these names again, which
    /// would shadow the standard library's in every file importing it.
    static let types: Set<String> = [
        "AnyObject", "AnyClass", "AnyHashable", "AnyIterator", "AnySequence", "AnyCollection",
        "Array", "ArraySlice", "AsyncIteratorProtocol", "AsyncSequence", "AsyncStream", "AsyncThrowingStream",
        "BidirectionalCollection", "BinaryFloatingPoint", "BinaryInteger", "Bool", "Character",
        "CheckedContinuation", "ClosedRange", "Codable", "CodingKey", "Collection", "Comparable",
        "ContiguousArray", "CustomDebugStringConvertible", "CustomStringConvertible", "Decodable",
        "Decoder", "Dictionary", "Double", "Duration", "Encodable", "Encoder", "Equatable",
        "Error", "Float", "FixedWidthInteger", "Hashable", "Hasher", "Identifiable", "Int",
        "Int8", "Int16", "Int32", "Int64", "IteratorProtocol", "KeyPath", "MainActor",
        "MutableCollection", "Never", "ObjectIdentifier", "Optional", "OptionSet", "Range",
        "RandomAccessCollection", "RawRepresentable", "RangeReplaceableCollection", "Result",
        "Sendable", "Sequence", "Set", "SignedInteger", "String", "StringProtocol", "Substring", "Task", "TaskPriority",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "UnicodeScalar", "UnsafeMutablePointer", "UnsafeMutableRawPointer", "UnsafePointer",
        "UnsafeRawPointer", "UnsafeRawBufferPointer", "UnsafeMutableRawBufferPointer", "Void",
        "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "OpaquePointer",
        // `Span` itself is left out: tracing libraries declare one.
        "RawSpan", "MutableSpan", "MutableRawSpan", "OutputSpan", "OutputRawSpan", "UTF8Span", "InlineArray",
        // The C types' names, which C-facing requirements spell.
        "CBool", "CChar", "CDouble", "CFloat", "CInt", "CLong", "CLongLong", "CShort", "CUnsignedChar",
        "CUnsignedInt", "CUnsignedLong", "CUnsignedLongLong", "CUnsignedShort",
    ]

    /// Words the compiler itself knows in a type or attribute position.
    static let builtins: Set<String> = [
        "Self", "Any", "Swift", "available", "autoclosure", "discardableResult", "escaping",
        "preconcurrency", "unchecked", "retroactive", "objc", "nonobjc", "isolated", "_spi", "unsafe",
        "safe", "inlinable", "usableFromInline", "frozen",
        "_implements", "_nonoverride", "warn_unqualified_access",
    ]

    static func knows(_ name: String) -> Bool { types.contains(name) || builtins.contains(name) }
}
