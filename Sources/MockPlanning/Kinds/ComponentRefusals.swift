import MockModel

/// What a component cannot forward, each reported at the member with its name: forwarding to
/// a stored instance answers instance requirements of a protocol usable as a stored type only.
struct ComponentRefusals {
    let componentName: String
    let model: ProtocolModel

    /// The refusal of one method or property, if it has one.
    func check(_ requirement: SourceryRequirement) -> Diagnostic? {
        let (info, parameters) = parts(requirement)
        let described = describe(requirement)
        if info.isStatic {
            return .componentStatic(described, component: componentName, at: placed(info.location))
        }
        if parameters.contains(where: \.isVariadic) {
            return unforwardable(.variadic(described), at: info.location)
        }
        var substitution = SelfSubstitution(name: componentName)
        _ = substitution.members([member(requirement)])
        if substitution.changed {
            return unforwardable(.mentionsSelf(described), at: info.location)
        }
        return nil
    }

    func initializer(_ requirement: InitializerRequirement) -> Diagnostic {
        let labels = requirement.parameters.map { "\($0.firstName):" }.joined()
        return .componentInitializer(labels: labels, component: componentName, at: placed(requirement.info.location))
    }

    func unsupported(_ member: Member) -> Diagnostic {
        switch member {
        case .subscript(let requirement):
            let labels = requirement.parameters.map { "\($0.firstName):" }.joined()
            return .componentSubscript(
                labels: labels, component: componentName, at: placed(requirement.info.location))
        case .unsupported(let kind, let name, let location, _):
            return unforwardable(.unsupported(kind: kind, name: name), at: location)
        default:
            return unforwardable(.requirement, at: member.location)
        }
    }

    func associatedType(_ associated: AssociatedTypeRequirement) -> Diagnostic {
        .componentAssociatedType(associated.name, component: componentName, at: placed(associated.info.location))
    }

    func actor() -> Diagnostic {
        unforwardable(.actor(protocolName: model.name), at: model.location)
    }

    func access(_ access: AccessLevel) -> Diagnostic {
        unforwardable(
            .widerAccess(access, protocolName: model.name, protocolAccess: model.access ?? .internal),
            at: model.location)
    }

    // MARK: Naming the member

    private func parts(_ requirement: SourceryRequirement) -> (DeclarationInfo, [Parameter]) {
        switch requirement.kind {
        case .method(let method): (method.info, method.parameters)
        case .property(let property): (property.info, [])
        }
    }

    private func member(_ requirement: SourceryRequirement) -> Member {
        switch requirement.kind {
        case .method(let method): .method(method)
        case .property(let property): .property(property)
        }
    }

    /// `'load(id:)'`, `'var name'`.
    private func describe(_ requirement: SourceryRequirement) -> String {
        switch requirement.kind {
        case .method(let method): "'\(method.name)(\(method.parameters.map { "\($0.firstName):" }.joined()))'"
        case .property(let property): "'var \(property.name)'"
        }
    }

    /// A standard parent's requirement has no place of its own in the source: the protocol's.
    private func unforwardable(_ limit: Diagnostic.ComponentLimit, at location: SourceLocation) -> Diagnostic {
        .componentUnforwardable(limit, component: componentName, at: placed(location))
    }

    /// A standard parent's requirement has no place of its own in the source: the protocol's.
    private func placed(_ location: SourceLocation) -> SourceLocation {
        location.column > 0 ? location : model.location
    }
}
