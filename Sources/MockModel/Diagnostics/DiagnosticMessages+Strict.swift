/// The words of what the strict style cannot mock (`MS251`, with the reason) and of the names it
/// reserves (`MS215`), beside their rows in `DiagnosticTable`.
extension Diagnostic {
    /// MS251: the strict runtime has no channel for `requirement`, for `reason` (a `StrictReason`).
    public static func strictUnsupported(_ requirement: String, _ reason: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, .strictUnsupported,
            "'\(requirement)' cannot be mocked in the strict style: \(reason); use another style for this protocol",
            at: location)
    }

    /// MS215: a requirement is named like the stored channels of every strict mock.
    public static func strictChannelsCollision(_ requirement: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .generatedNameCollision,
            "a requirement named '\(requirement)' collides with the strict mock's channels; rename the requirement",
            at: location)
    }

    /// MS251: an associated type suppresses `Copyable`, which Swift 6.3 rejects in the protocol.
    public static func strictNoncopyableAssociatedType(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .strictUnsupported,
            "the associated type '\(name)' suppresses Copyable, which Swift 6.3 rejects in a protocol; remove '~Copyable' from it",
            at: location)
    }

    /// Why a requirement has no strict channel: the middle of an MS251 message.
    public enum StrictReason {
        public static func ownedValuePack(_ name: String) -> String {
            "the value pack '\(name)' has an ownership specifier, which a channel cannot record"
        }
        public static func unevaluatedAutoclosure(_ name: String) -> String {
            "the effectful autoclosure '\(name)' cannot be evaluated for recording"
        }
        public static func noncopyableResult(_ type: String) -> String {
            "it returns the noncopyable type '\(type)', which a channel cannot hand out"
        }
        public static let sharedTransientBuilders =
            "its Perform builder, or its count-only Verify and Calls builders even taking its arguments' types, would be another overload's"
        public static let sameSelector = "another overload has the same builder selector"
        public static let noncopyableSubscriptParameters =
            "Swift 6.3 rejects a subscript's noncopyable parameters ('subscripts cannot have noncopyable parameters yet') and its borrowing or consuming ones, so no type can conform"
        public static func tooManyLentArguments(_ maximum: Int) -> String {
            "it borrows or consumes a value whose type may be copyable, which no closure can capture, so its arguments are lent to the channel, which takes at most \(maximum)"
        }
        public static let severalPacks =
            "it takes several value packs, and Swift 6.3 cannot convert a test's closure to a Perform action over them"
        public static let settablePackSubscript =
            "Swift 6.3 cannot compile the accessors of a settable subscript over a value pack"
    }
}
