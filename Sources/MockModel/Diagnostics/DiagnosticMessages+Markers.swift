/// The words of the codes about markers: `@Mockable` (`MS101`–`MS103`) and the Ozon style's
/// `@Mock` (`MS102`, `MS104`), beside their rows in `DiagnosticTable`.
extension Diagnostic {
    /// MS101: `@Mockable` on something that is not a protocol.
    public static func markerOnNonProtocol(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .markerOnNonProtocol, "@Mockable can only be applied to protocols; remove it here", at: location)
    }

    /// MS105: `/// @mockable` on something that is not a protocol; `declaration` is how the
    /// source spells it (`struct Clock`).
    public static func docMarkerOnNonProtocol(_ declaration: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, .docMarkerOnNonProtocol,
            "/// @mockable marks only protocols; \(declaration) gets no mock: move the comment to a protocol or remove it",
            at: location)
    }

    // MARK: @Mockable's arguments

    /// MS102: arguments that are not an argument list; `labels` names the ones it takes.
    public static func mockableTakesOnly(_ labels: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, .markerArgument, "@Mockable takes only \(labels)", at: location)
    }

    /// MS102: an argument of no option.
    public static func mockableUnknownArgument(_ argument: String, accepted labels: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, .markerArgument, "@Mockable accepts only the \(labels) arguments; remove `\(argument)`",
            at: location)
    }

    /// MS102: an option `@Mockable` does not offer, and why (the registry's words).
    public static func mockableDoesNotOffer(_ option: String, because reason: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(.error, .markerArgument, "@Mockable does not offer `\(option):`: \(reason)", at: location)
    }

    /// The option's marker code: a free-form value SwiftParser cannot read as its option's value.
    public static func invalidMarkerExpression(
        _ code: DiagnosticCode, markerCase: String, option: String, text: String, problem: String,
        at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(.error, code, "invalid \(markerCase) \(option) \"\(text)\": \(problem)", at: location)
    }

    /// The option's marker code: a value not written literally; `spelled` lists the accepted ones.
    public static func markerValueNotLiteral(
        _ code: DiagnosticCode, option: String, spelled: String, oneOf: Bool, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error, code, "\(option) must be written literally as \(oneOf ? "one of " : "")\(spelled)", at: location)
    }

    // MARK: @Mock's arguments (Ozon style)

    /// MS102: `@Mock`'s arguments, each problem in its own words.
    public enum OzonMarkerProblem: Sendable {
        case notAnArgumentList
        case unknownArgument(String)
        case accessNotLiteral
        case heritabilityNotLiteral
        case associatedTypesNotDictionary
        case associatedTypeEntryNotStrings
        case associatedTypeTooDeep(name: String, what: String, limit: Int)
        case argumentsTooDeep(what: String, limit: Int)
        case unreadable(String)

        var message: String {
            switch self {
            case .notAnArgumentList: "@Mock takes `associatedTypes:`, an access level and `heritability:`"
            case .unknownArgument(let argument):
                "@Mock accepts `associatedTypes:`, an unlabelled access level (.public, .open, .internal) and `heritability:`; remove `\(argument)`"
            case .accessNotLiteral: "the access level must be written literally as .public, .open or .internal"
            case .heritabilityNotLiteral: "heritability must be written literally as .final or .inheritable"
            case .associatedTypesNotDictionary:
                "associatedTypes must be a dictionary literal such as [\"Path\": \"String\"]"
            case .associatedTypeEntryNotStrings:
                "each associatedTypes entry must be two string literals: the associated type's name and a type"
            case .associatedTypeTooDeep(let name, let what, let limit):
                "the type of '\(name)' is too deeply nested to read safely: \(what) beyond \(limit)"
            case .argumentsTooDeep(let what, let limit):
                "the arguments of `@Mock` are too deeply nested to read safely: \(what) beyond \(limit)"
            case .unreadable(let attribute): "cannot read the arguments of `\(attribute)`"
            }
        }
    }

    /// MS102: an `@Mock` argument that cannot be read.
    public static func ozonMarker(_ problem: OzonMarkerProblem, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, .markerArgument, problem.message, at: location)
    }

    /// MS102 as a warning: `associatedTypes:` binds a name the protocol does not declare.
    public static func ozonUnknownAssociatedType(_ name: String, of protocolName: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .warning, .markerArgument,
            "associatedTypes names '\(name)', which '\(protocolName)' does not declare as an associated type",
            at: location)
    }

    /// MS104: an Ozon marker's access the mock cannot have, lowered to the protocol's.
    public static func markerAccessLowered(
        asked marked: AccessLevel, hiddenName: String, mockName: String, own: AccessLevel, protocolName: String,
        at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning, .markerAccessLowered,
            "@Mock asks for .\(marked.rawValue), but the mock's public members would name '\(hiddenName)', which is not known to be public; '\(mockName)' is \(own.rawValue) like '\(protocolName)'",
            at: location)
    }
}
