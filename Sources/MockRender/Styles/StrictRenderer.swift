import MockModel

/// Writes a strict mock: its channels, storage, initializers and witnesses that only forward
/// (the builders are `StrictBuilderWriter`'s). Everything else happens in the runtime.
public struct StrictRenderer: Sendable {
    public init() {}

    public func render(_ plan: StrictPlan) -> String { renderWithOrigins(plan).text }

    public func renderWithOrigins(_ plan: StrictPlan) -> RenderedMock {
        MockRenderer.declare(plan.declaration) { StrictBodyWriter(plan: plan).write(into: &$0) }
    }
}

struct StrictBodyWriter {
    let plan: StrictPlan
    var access: String { Spelling.access(plan.memberAccess) }
    /// A global-actor class keeps the DSL's entry points reachable from any context.
    var nonisolated: String { plan.isGlobalActorClass ? "nonisolated " : "" }

    func write(into writer: inout CodeWriter) {
        writer.typealiases(plan.typealiases, access: access)
        if !plan.typealiases.isEmpty { writer.line("") }
        writeMembers("Members", statics: false, into: &writer)
        if plan.hasStatics { writeMembers("StaticMembers", statics: true, into: &writer) }
        writer.line("")
        writer.line("\(access)\(nonisolated)let mockMembers: Members")
        if plan.hasStatics {
            writer.block("\(access)\(nonisolated)static var mockStaticMembers: StaticMembers") {
                $0.line("MockStaticMembers.members(for: Self.self) { StaticMembers(MockContext(static: Self.self)) }")
            }
        }
        writer.line("")
        writer.block("\(access)\(nonisolated)init(defaults: MockDefaults = .strict)") {
            $0.line("mockMembers = Members(MockContext(Self.self, defaults: defaults))")
        }
        let witnesses = StrictWitnessWriter(plan: plan)
        StyleWalk.nodes(plan.body, into: &writer, where: { _ in true }) { requirement, writer in
            writer.lines(from: requirement.requirement) { writer in
                writer.line("")
                witnesses.write(requirement, into: &writer)
            }
        }
        writer.identityWitnesses(plan.identity, of: plan.declaration, access: access)
        StrictBuilderWriter(plan: plan).write(into: &writer)
    }

    /// `struct Members: MockMembers` with one `let` per channel and the initializer that makes them.
    private func writeMembers(_ name: String, statics: Bool, into writer: inout CodeWriter) {
        let belongs: (StrictRequirement) -> Bool = { $0.signature.isStatic == statics }
        if statics { writer.line("") }
        writer.block("\(access)struct \(name): MockMembers") { body in
            body.line("\(access)let mockContext: MockContext")
            StyleWalk.nodes(plan.body, into: &body, where: belongs) { requirement, body in
                guard requirement.head.isDeprecated else {
                    for channel in requirement.channels { body.line("let \(channel.property): \(Self.type(channel))") }
                    return
                }
                StrictDeprecatedChannels(requirement: requirement).declare(into: &body)
            }
            body.line("")
            body.block("\(access)init(_ context: MockContext)") { body in
                body.line("mockContext = context")
                StyleWalk.nodes(plan.body, into: &body, where: belongs) { requirement, body in
                    guard requirement.head.isDeprecated else {
                        for channel in requirement.channels {
                            body.line("\(channel.property) = \(Self.making(channel))")
                        }
                        return
                    }
                    StrictDeprecatedChannels(requirement: requirement).make(into: &body)
                }
            }
        }
    }

    static func type(_ channel: StrictChannel) -> String {
        channel.isGeneric ? "MockGenericMember" : StrictSpelling.member(channel)
    }

    /// The context's call that makes a channel.
    static func making(_ channel: StrictChannel) -> String {
        let name = literal(channel.name)
        if channel.isGeneric {
            let initializer = channel.role == .initializer ? ", initializer: true" : ""
            return "context.genericMember(\(name)\(initializer))"
        } else if channel.isTransient {
            let factory = channel.producesNoncopyable ? "noncopyableResultMember" : "transientMember"
            return "context.\(factory)(\(name)\(channel.role == .initializer ? ", initializer: true" : ""))"
        } else if channel.role == .initializer {
            return "context.member(\(name), initializer: true)"
        }
        return "context.member(\(name))"
    }

    /// Channel names are made of identifiers, labels and punctuation: nothing to escape.
    static func literal(_ text: String) -> String { "\"\(text)\"" }
}
