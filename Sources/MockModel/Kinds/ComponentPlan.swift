/// A component: the class that satisfies a dependency protocol by forwarding every requirement
/// to a stored value of that protocol. Planned from the requirement analysis, written by
/// `ComponentRenderer`.
public struct ComponentPlan: Hashable, Sendable {
    /// `final class TimelineComponent: TimelineDependency`, or the non-final `…ComponentBase`
    /// of a level that owns something; its `#if`s, availability and global actor.
    public var declaration: MockDeclaration
    /// The access of its initializer and members.
    public var memberAccess: AccessLevel
    public var storage = ComponentStorage()
    /// Properties, then methods, each with the `#if` it is compiled under.
    public var members: [ComponentMember] = []

    public init(declaration: MockDeclaration, memberAccess: AccessLevel) {
        self.declaration = declaration
        self.memberAccess = memberAccess
    }
}

/// How the component holds its dependency: `private let dependency: TimelineDependency`.
public struct ComponentStorage: Hashable, Sendable {
    /// `var`: a settable or mutating requirement of a protocol that is not class-bound is
    /// forwarded through the stored value itself.
    public var isVariable = false
    /// `nonisolated(unsafe)`: a nonisolated forwarder of an isolated component reads it.
    public var isNonisolatedUnsafe = false

    public init() {}
}

/// One forwarder: the requirement it satisfies, restated, and how it calls the dependency.
public struct ComponentMember: Hashable, Sendable {
    public enum Requirement: Hashable, Sendable {
        case method(MethodRequirement)
        case property(PropertyRequirement)
    }

    public var requirement: Requirement
    /// Each parameter's name inside the forwarder (a wildcard or a name the body needs is renamed).
    public var parameterNames: [String] = []
    /// Attributes repeated from the requirement (availability, a global actor).
    public var attributes: [String] = []
    public var isNonisolated = false
    /// The `#if` the forwarder sits in (the requirement's `if` annotation or clause).
    public var condition: String?
    /// The requirement's declaration, where verification reports the forwarder's errors.
    public var origin: SourceLocation

    public init(requirement: Requirement, origin: SourceLocation) {
        self.requirement = requirement
        self.origin = origin
    }

    /// The requirement's name: `load`, `name`.
    public var name: String {
        switch requirement {
        case .method(let method): method.name
        case .property(let property): property.name
        }
    }

    public var isProperty: Bool {
        if case .property = requirement { return true }
        return false
    }
}
