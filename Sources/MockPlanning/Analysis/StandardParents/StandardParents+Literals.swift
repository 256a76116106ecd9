import MockModel

/// The `ExpressibleBy…Literal` protocols. Each asks for one initializer, which a class mock
/// provides as a `required init`; the literal type is bound to the type a plain literal has, so
/// `let amount: AmountMock = 3` compiles and records 3.
extension StandardParents {
    private struct LiteralInitializer {
        let label: String
        /// The associated type naming what the initializer takes, and its binding (nil: `Any`).
        let associatedTypes: [(name: String, binding: String?)]
        let parameter: TypeRef
        /// The parameter's local name, as the standard library spells it.
        var localName: String? = "value"
        var isVariadic = false
        /// A literal protocol this one refines whose initializer has no default.
        var refines: String?
    }

    private static let literalInitializers: [String: LiteralInitializer] = [
        "ExpressibleByNilLiteral": LiteralInitializer(
            label: "nilLiteral", associatedTypes: [], parameter: .void, localName: nil),
        "ExpressibleByIntegerLiteral": simple("integerLiteral", "IntegerLiteralType", "Int"),
        "ExpressibleByFloatLiteral": simple("floatLiteral", "FloatLiteralType", "Double"),
        "ExpressibleByBooleanLiteral": simple("booleanLiteral", "BooleanLiteralType", "Bool"),
        "ExpressibleByUnicodeScalarLiteral": simple("unicodeScalarLiteral", "UnicodeScalarLiteralType", "String"),
        "ExpressibleByExtendedGraphemeClusterLiteral": simple(
            "extendedGraphemeClusterLiteral", "ExtendedGraphemeClusterLiteralType", "String"),
        // The refined character literals' initializers have defaults when the types agree.
        "ExpressibleByStringLiteral": simple("stringLiteral", "StringLiteralType", "String"),
        "ExpressibleByStringInterpolation": LiteralInitializer(
            label: "stringInterpolation", associatedTypes: [("StringInterpolation", "DefaultStringInterpolation")],
            parameter: .simple("StringInterpolation"), localName: nil, refines: "ExpressibleByStringLiteral"),
        "ExpressibleByArrayLiteral": LiteralInitializer(
            label: "arrayLiteral", associatedTypes: [("ArrayLiteralElement", nil)],
            parameter: .simple("ArrayLiteralElement"), localName: "elements", isVariadic: true),
        "ExpressibleByDictionaryLiteral": LiteralInitializer(
            label: "dictionaryLiteral", associatedTypes: [("Key", nil), ("Value", nil)],
            parameter: .tuple([
                TupleTypeElement(label: nil, type: .simple("Key")),
                TupleTypeElement(label: nil, type: .simple("Value")),
            ]),
            localName: "elements", isVariadic: true),
    ]

    private static func simple(_ label: String, _ associatedType: String, _ binding: String) -> LiteralInitializer {
        LiteralInitializer(
            label: label, associatedTypes: [(associatedType, binding)], parameter: .simple(associatedType))
    }

    /// Built once: every scan and plan asks whether a name is one.
    static let literalProtocols: Set<String> = Set(literalInitializers.keys)

    /// The associated types and the initializer `name` asks for, with those of the literal
    /// protocol it refines; nil when `name` is not a literal protocol.
    static func literalMembers(of name: String, info: () -> DeclarationInfo) -> [Member]? {
        guard let literal = literalInitializers[name] else { return nil }
        var members = literal.refines.flatMap { literalMembers(of: $0, info: info) } ?? []
        for (associatedType, binding) in literal.associatedTypes {
            members.append(
                .associatedType(
                    AssociatedTypeRequirement(
                        name: associatedType, info: info(), inheritance: nil, defaultType: binding, whereClause: nil)))
        }
        members.append(
            .initializer(
                InitializerRequirement(
                    info: info(),
                    parameters: [
                        Parameter(
                            firstName: literal.label, secondName: literal.localName, type: literal.parameter,
                            isVariadic: literal.isVariadic)
                    ])))
        return members
    }
}
