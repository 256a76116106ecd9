import MockModel

/// Writes a `ComponentPlan`: the class declared like every mock type, its stored dependency and
/// initializer, then one forwarder per requirement, each inside its own `#if`.
public struct ComponentRenderer: Sendable {
    public init() {}

    public func renderWithOrigins(_ plan: ComponentPlan) -> RenderedMock {
        MockRenderer.declare(plan.declaration) { writer in
            let access = Spelling.access(plan.memberAccess)
            let type = plan.declaration.protocolName
            var storage = plan.storage.isNonisolatedUnsafe ? "nonisolated(unsafe) private " : "private "
            storage += plan.storage.isVariable ? "var" : "let"
            writer.line("\(storage) dependency: \(type)")
            writer.line("")
            writer.block("\(access)init(dependency: \(type))") { $0.line("self.dependency = dependency") }
            for member in plan.members {
                writer.guarded(by: member.condition) { writer in
                    writer.lines(from: member.origin) { write(member, access: access, into: &$0) }
                }
            }
        }
    }

    private func write(_ member: ComponentMember, access: String, into writer: inout CodeWriter) {
        for attribute in member.attributes { writer.line(attribute) }
        let head = access + (member.isNonisolated ? "nonisolated " : "")
        switch member.requirement {
        case .property(let property):
            let read = "dependency.\(property.name)"
            let declaration = "\(head)var \(property.name): \(property.type)"
            if property.hasSetter {
                writer.block(declaration) { body in
                    body.block("get") { $0.line(read) }
                    body.block("set") { $0.line("\(read) = newValue") }
                }
            } else if property.getterEffects.isEffectful {
                writer.block(declaration) { body in
                    body.block("get \(Spelling.effects(property.getterEffects))") {
                        $0.line(Self.prefix(property.getterEffects) + read)
                    }
                }
            } else {
                writer.line("\(declaration) { \(read) }")
            }
        case .method(let method):
            let parameters = zip(method.parameters, member.parameterNames).map { parameter, name in
                let label = parameter.firstName == name ? name : "\(parameter.firstName) \(name)"
                return "\(label): \(parameter.writtenType)"
            }
            let arguments = zip(method.parameters, member.parameterNames).map { parameter, name in
                let value = (parameter.isInout ? "&" : "") + name + (parameter.isAutoclosure ? "()" : "")
                return parameter.firstName == "_" ? value : "\(Self.argumentLabel(parameter.firstName)): \(value)"
            }
            var declaration = "\(head)func \(method.name)\(Spelling.genericClause(method.genericParameters))"
            declaration += "(\(parameters.joined(separator: ", ")))"
            if method.effects.isEffectful { declaration += " \(Spelling.effects(method.effects))" }
            if let result = method.returnType { declaration += " -> \(result)" }
            if let clause = method.whereClause { declaration += " \(clause)" }
            let call = "dependency.\(method.name)(\(arguments.joined(separator: ", ")))"
            writer.block(declaration) { body in
                body.line((method.returnType == nil ? "" : "return ") + Self.prefix(method.effects) + call)
            }
        }
    }

    /// A label as a call spells it: a keyword needs no backticks there, but for the few a
    /// label can never be without them.
    private static func argumentLabel(_ label: String) -> String {
        let bare = label.filter { $0 != "`" }
        return ["inout", "var", "let"].contains(bare) ? label : bare
    }

    /// `try await ` as the dependency's call needs it.
    private static func prefix(_ effects: Effects) -> String {
        (effects.throwsClause == .none ? "" : "try ") + (effects.isAsync ? "await " : "")
    }
}
