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
            return error(
                .componentStatic,
                "\(described) is static; \(componentName) forwards to a stored dependency, which answers instance requirements only",
                at: info.location)
        }
        if parameters.contains(where: \.isVariadic) {
            return error(
                .componentUnforwardable,
                "\(described) has a variadic parameter, which cannot be passed on to the dependency; take an array instead",
                at: info.location)
        }
        var substitution = SelfSubstitution(name: componentName)
        _ = substitution.members([member(requirement)])
        if substitution.changed {
            return error(
                .componentUnforwardable,
                "\(described) mentions Self, which \(componentName) is not: its dependency answers for its own type",
                at: info.location)
        }
        return nil
    }

    func initializer(_ requirement: InitializerRequirement) -> Diagnostic {
        let labels = requirement.parameters.map { "\($0.firstName):" }.joined()
        return error(
            .componentInitializer,
            "'init(\(labels))' is an initializer requirement; \(componentName) is made from its dependency alone",
            at: requirement.info.location)
    }

    func unsupported(_ member: Member) -> Diagnostic {
        switch member {
        case .subscript(let requirement):
            let labels = requirement.parameters.map { "\($0.firstName):" }.joined()
            return error(
                .componentSubscript,
                "'subscript(\(labels))' is a subscript requirement, which \(componentName) does not forward",
                at: requirement.info.location)
        case .unsupported(let kind, let name, let location, _):
            return error(
                .componentUnforwardable, "\(kind) '\(name)' cannot be forwarded by \(componentName)", at: location)
        default:
            return error(
                .componentUnforwardable, "this requirement cannot be forwarded by \(componentName)", at: member.location
            )
        }
    }

    func associatedType(_ associated: AssociatedTypeRequirement) -> Diagnostic {
        error(
            .componentAssociatedType,
            "associated type '\(associated.name)' leaves the type of \(componentName)'s stored dependency open; a protocol with associated types cannot be stored as itself",
            at: associated.info.location)
    }

    func actor() -> Diagnostic {
        error(
            .componentUnforwardable,
            "'\(model.name)' refines Actor, which \(componentName), a class, cannot conform to",
            at: model.location)
    }

    func access(_ access: AccessLevel) -> Diagnostic {
        error(
            .componentUnforwardable,
            "componentAccess = \"\(access.rawValue)\" asks for a wider \(componentName) than '\(model.name)' (\((model.access ?? .internal).rawValue)); widen the protocol or leave the component internal",
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
    private func error(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, code, message, at: location.column > 0 ? location : model.location)
    }
}
