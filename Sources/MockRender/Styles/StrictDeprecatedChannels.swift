import MockModel

/// The channels of a deprecated requirement. Their types may name deprecated types, so they are
/// declared deprecated; `Members.init` cannot assign a deprecated property without a warning, so
/// they live in a private struct made with its memberwise initializer (which does not warn), and
/// `Members` reads them through deprecated computed properties.
struct StrictDeprecatedChannels {
    let requirement: StrictRequirement

    /// Named after the requirement's first channel: `DeprecatedJoinOld`, `deprecatedJoinOld`.
    private var holderType: String { "Deprecated" + capitalizedChannel }
    private var holder: String { "deprecated" + capitalizedChannel }
    private var capitalizedChannel: String {
        let property = requirement.channels[0].property
        return property.prefix(1).uppercased() + property.dropFirst()
    }

    func declare(into writer: inout CodeWriter) {
        for channel in requirement.channels {
            writer.stateHead(requirement.head)
            writer.line("var \(channel.property): \(StrictBodyWriter.type(channel)) { \(holder).\(channel.property) }")
        }
        writer.line("private let \(holder): \(holderType)")
        writer.block("private struct \(holderType)") { body in
            for channel in requirement.channels {
                body.stateHead(requirement.head)
                body.line("let \(channel.property): \(StrictBodyWriter.type(channel))")
            }
        }
    }

    func make(into writer: inout CodeWriter) {
        let arguments = requirement.channels.map { "\($0.property): \(StrictBodyWriter.making($0))" }
        writer.line("\(holder) = \(holderType)(\(arguments.joined(separator: ", ")))")
    }
}
