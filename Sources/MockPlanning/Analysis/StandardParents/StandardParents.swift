import MockModel

/// Standard library protocols a mock's protocol may refine, and what each asks of the mock.
public enum StandardParents {
    /// Whether MockScope knows the name as a standard library protocol (so the scan need not
    /// look for its declaration).
    public static func knows(_ name: String) -> Bool {
        markers.contains(name) || identity[name] != nil || refusals[name] != nil || witnessed.contains(name)
            || literalProtocols.contains(name)
    }

    /// Conformances that declare nothing to witness, or whose requirements all have defaults.
    static let markers: Set<String> = [
        "Sendable", "Actor", "AnyActor", "AnyObject", "Error", "class", "Copyable", "Escapable",
        "SendableMetatype", "LocalizedError", "CustomNSError", "RecoverableError",
        "Identifiable", "_SendableMetatypeAlias", "UnsafeSendable", "ConcurrentValue",
    ]

    /// Markers that make the conforming type `Sendable` (an `Error` is `Sendable` in Swift 6).
    static let sendableMarkers: Set<String> = [
        "Sendable", "Actor", "AnyActor", "Error", "LocalizedError", "CustomNSError", "RecoverableError",
        "_SendableMetatypeAlias", "UnsafeSendable", "ConcurrentValue",
    ]

    static let actorMarkers: Set<String> = ["Actor", "AnyActor"]

    /// Requirements a class mock answers by identity: equal when the same instance.
    static let identity: [String: [IdentityWitness]] = [
        "Equatable": [.equality],
        "Hashable": [.equality, .hashing],
        "Comparable": [.equality, .ordering],
    ]

    /// The parents `declaredMembers(of:at:)` answers for (`Identifiable` only when its `ID` is bound).
    static let witnessed: Set<String> = [
        "CustomStringConvertible", "CustomDebugStringConvertible", "Encodable", "Decodable", "Codable",
        "RawRepresentable", "TextOutputStream", "CaseIterable", "TextOutputStreamable", "CustomReflectable",
    ]

    /// Each parent's own range of columns, so two parents' requirements never share a location
    /// (tracking names are allocated per location).
    private static let columnBase: [String: Int] = Dictionary(
        uniqueKeysWithValues: (witnessed.sorted() + ["Identifiable"] + literalProtocols.sorted()).enumerated().map {
            ($1, $0 * 8)
        })

    /// Requirements witnessed like declared ones, as the standard library declares them.
    /// `at` gives each one a location of its own (the protocol's, shifted), for naming.
    static func declaredMembers(of name: String, at location: SourceLocation) -> [Member]? {
        var next = columnBase[name] ?? 0
        func info() -> DeclarationInfo {
            next += 1
            return DeclarationInfo(
                location: SourceLocation(file: location.file, line: location.line, column: -next))
        }
        func encode() -> Member {
            .method(
                MethodRequirement(
                    name: "encode", info: info(),
                    parameters: [
                        Parameter(firstName: "to", secondName: "encoder", type: .keyword("any", .simple("Encoder")))
                    ],
                    effects: Effects(throwsClause: .untyped)))
        }
        func decode() -> Member {
            .initializer(
                InitializerRequirement(
                    info: info(),
                    parameters: [
                        Parameter(firstName: "from", secondName: "decoder", type: .keyword("any", .simple("Decoder")))
                    ],
                    effects: Effects(throwsClause: .untyped)))
        }
        func property(_ name: String, _ type: TypeRef) -> Member {
            .property(PropertyRequirement(name: name, info: info(), type: type, hasSetter: false))
        }
        switch name {
        case "CustomStringConvertible": return [property("description", .simple("String"))]
        case "CustomDebugStringConvertible": return [property("debugDescription", .simple("String"))]
        case "Encodable": return [encode()]
        case "Decodable": return [decode()]
        case "Codable": return [encode(), decode()]
        case "RawRepresentable":
            let rawValue = TypeRef.simple("RawValue")
            return [
                .associatedType(
                    AssociatedTypeRequirement(
                        name: "RawValue", info: info(), inheritance: nil, defaultType: nil, whereClause: nil)),
                .initializer(
                    InitializerRequirement(
                        info: info(), failability: "?",
                        parameters: [Parameter(firstName: "rawValue", secondName: nil, type: rawValue)])),
                property("rawValue", rawValue),
            ]
        case "Identifiable":
            // A class gets `id: ObjectIdentifier` for free; a where clause binding `ID` asks for more.
            return [
                .associatedType(
                    AssociatedTypeRequirement(
                        name: "ID", info: info(), inheritance: "Hashable", defaultType: nil, whereClause: nil)),
                property("id", .simple("ID")),
            ]
        case "CaseIterable":
            // `[Self]`: the mock is final and lists the instances a test gives it.
            var allCases = PropertyRequirement(
                name: "allCases", info: info(), type: .simple("AllCases"), hasSetter: false)
            allCases.info.modifiers = ["static"]
            return [
                .associatedType(
                    AssociatedTypeRequirement(
                        name: "AllCases", info: info(), inheritance: nil, defaultType: "[Self]", whereClause: nil)),
                .property(allCases),
            ]
        case "TextOutputStream":
            return [
                .method(
                    MethodRequirement(
                        name: "write", info: info(),
                        parameters: [Parameter(firstName: "_", secondName: "string", type: .simple("String"))]))
            ]
        case "TextOutputStreamable":
            return [
                .method(
                    MethodRequirement(
                        name: "write", info: info(),
                        genericParameters: [GenericParameter(name: "Target", constraint: "TextOutputStream")],
                        parameters: [
                            Parameter(
                                firstName: "to", secondName: "target", type: .simple("Target"), specifiers: ["inout"])
                        ]))
            ]
        case "CustomReflectable": return [property("customMirror", .simple("Mirror"))]
        default: return literalMembers(of: name, info: info)
        }
    }

    /// Why no class mock can conform in general, for the standard protocols MockScope knows.
    static let refusals: [String: String] = [
        "Sequence": "a sequence's iterator and element types",
        "Collection": "a collection's indices and subscripts",
        "BidirectionalCollection": "a collection's indices and subscripts",
        "RandomAccessCollection": "a collection's indices and subscripts",
        "MutableCollection": "a collection's indices and subscripts",
        "RangeReplaceableCollection": "a collection's indices and subscripts",
        "IteratorProtocol": "an iterator's mutating next()",
        "AsyncSequence": "a sequence's iterator and element types",
        "AsyncIteratorProtocol": "an iterator's mutating next()",
        "Strideable": "arithmetic on the conforming type",
        "Numeric": "arithmetic on the conforming type",
        "AdditiveArithmetic": "arithmetic on the conforming type",
        "OptionSet": "set algebra and literals of the conforming type",
        "SetAlgebra": "set algebra and literals of the conforming type",
        "NSObjectProtocol": "an NSObject subclass",
        "Hasher": "a type that is not a protocol",
        "BitwiseCopyable": "a value type copied bit by bit (no class can conform)",
    ]
}
