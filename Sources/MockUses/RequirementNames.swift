import MockModel

/// Requirements by where they are declared, spelled as Swift names them: `fetch(_:)`, `unit`,
/// `subscript(_:)`, `init(seed:)`.
public struct RequirementNames: Sendable {
    private var names: [SourceLocation: String] = [:]

    public init(_ protocols: [ProtocolModel]) {
        for model in protocols { add(model.members) }
    }

    public func name(of location: SourceLocation) -> String {
        names[location] ?? "line \(location.line)"
    }

    private mutating func add(_ members: [Member]) {
        for member in members {
            switch member {
            case .method(let method): names[member.location] = Self.selector(method.name, method.parameters)
            case .property(let property): names[member.location] = property.name
            case .subscript(let witness): names[member.location] = Self.selector("subscript", witness.parameters)
            case .initializer(let initializer): names[member.location] = Self.selector("init", initializer.parameters)
            case .conditional(let block): for clause in block.clauses { add(clause.members) }
            case .associatedType, .typealias, .unsupported: continue
            }
        }
    }

    private static func selector(_ name: String, _ parameters: [Parameter]) -> String {
        name + "(" + parameters.map { $0.firstName + ":" }.joined() + ")"
    }
}
