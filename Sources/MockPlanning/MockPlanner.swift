import MockModel

/// Turns a protocol and its options into a `MockPlan`, or into diagnostics saying why not.
public struct MockPlanner: Sendable {
    let parents: [String: ProtocolModel]

    public init(parents: [String: ProtocolModel]) {
        self.parents = parents
    }

    public func plan(_ model: ProtocolModel, options: EffectiveOptions) -> (
        plan: MockPlan?, diagnostics: [Diagnostic]
    ) {
        var diagnostics: [Diagnostic] = []
        let shape = ProtocolShape(model, parents: parents, options: options, diagnostics: &diagnostics)
        let access = MockAccess(model, requested: options.access, diagnostics: &diagnostics)
        let members = shape.flattenedParentMembers + model.members
        if shape.superclass != nil, let initializer = firstInitializer(model.members) {
            diagnostics.append(
                Diagnostic(
                    .error, .initOnInheritingProtocol,
                    "a new init requirement on a protocol whose mock subclasses \(shape.superclass!) is not supported; declare the init on the parent protocol",
                    at: initializer))
        }
        var builder = WitnessPlanner(
            mockName: model.name + "Mock", shape: shape, memberAccess: access.memberKeyword,
            members: members)
        let body = builder.plan()
        diagnostics += builder.diagnostics
        let typealiases = builder.typealiases
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        let declaresInit = builder.declaresInitializers
        var plan = MockPlan(
            mockName: model.name + "Mock", kind: shape.isActor ? .actor : .class,
            typeAccess: shape.isActor ? access.memberKeyword : access.typeKeyword,
            memberAccess: access.memberKeyword, condition: options.condition.expression,
            attributes: shape.globalActor.map { [$0] } ?? [], superclass: shape.superclass,
            conformances: shape.conformances(protocolName: model.qualifiedName), typealiases: typealiases,
            lockedInstanceState: shape.locksInstanceState, body: body,
            needsEmptyInit: !access.memberKeyword.isEmpty && !declaresInit && shape.superclass == nil,
            overridesReset: shape.superclass != nil, resetIsNonisolated: shape.isActor)
        plan.parentProtocol = shape.parentProtocol
        return (plan, diagnostics)
    }

    private func firstInitializer(_ members: [Member]) -> SourceLocation? {
        for member in members {
            switch member {
            case .initializer(let initializer): return initializer.info.location
            case .conditional(let block):
                if let found = block.clauses.lazy.compactMap({ firstInitializer($0.members) }).first {
                    return found
                }
            default: continue
            }
        }
        return nil
    }
}

/// The keywords that give the mock its access level: the protocol's own unless asked otherwise.
/// A level above the protocol's is honoured (a public mock of an internal protocol compiles as
/// long as the types it mentions are public); a private protocol cannot be mocked from another file.
struct MockAccess {
    var typeKeyword: String
    var memberKeyword: String

    init(_ model: ProtocolModel, requested: AccessLevel?, diagnostics: inout [Diagnostic]) {
        let own = model.access ?? .internal
        let level = requested ?? own
        if own < .internal {
            diagnostics.append(
                Diagnostic(
                    .error, .unsupportedMember,
                    "a \(own.rawValue) protocol cannot be mocked from a generated file; make it internal or wider",
                    at: model.location))
        }
        switch level {
        case .open, .public:
            typeKeyword = "open"
            memberKeyword = "public"
        case .package:
            typeKeyword = "package"
            memberKeyword = "package"
        default:
            typeKeyword = ""
            memberKeyword = ""
        }
    }
}
