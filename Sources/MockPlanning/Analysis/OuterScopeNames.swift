import MockModel

/// A protocol nested in a type (`Policy.Provider`) may name its enclosing type's other nested
/// types bare (`Field` for `Policy.Field`): the compiler looks names up from inside the type.
/// Its mock is declared at file scope, where such a name means nothing or another type, so the
/// mock spells each by its path. Only names the module is known to declare under an enclosing
/// type (`paths`, dotted) change, the innermost scope first; the protocol's associated types
/// and a member's generic parameters shadow them.
public struct OuterScopeNames: Sendable {
    let paths: Set<String>

    public init(paths: Set<String>) {
        self.paths = paths
    }

    /// The model with its requirements' types so spelled; unchanged at file scope.
    public func qualifying(_ model: ProtocolModel) -> ProtocolModel {
        let parts = model.qualifiedName.split(separator: ".").map(String.init).dropLast()
        guard !parts.isEmpty, !paths.isEmpty else { return model }
        // `A.B.P` looks in `A.B`, then in `A`.
        let scopes = parts.indices.reversed().map { parts[...$0].joined(separator: ".") }
        let associated = Set(
            MemberList.flatten(model.members).compactMap { member -> String? in
                if case .associatedType(let associated) = member { associated.name } else { nil }
            })
        var qualified = model
        qualified.members = model.members.map {
            Walk(paths: paths, scopes: scopes, bound: associated).member($0)
        }
        return qualified
    }

    private struct Walk {
        let paths: Set<String>
        let scopes: [String]
        var bound: Set<String>

        func member(_ member: Member) -> Member {
            switch member {
            case .method(var method):
                let walk = adding(method.genericParameters)
                method.parameters = method.parameters.map(walk.parameter)
                method.returnType = method.returnType.map(walk.type)
                return .method(method)
            case .property(var property):
                property.type = type(property.type)
                return .property(property)
            case .subscript(var requirement):
                let walk = adding(requirement.genericParameters)
                requirement.parameters = requirement.parameters.map(walk.parameter)
                requirement.returnType = walk.type(requirement.returnType)
                return .subscript(requirement)
            case .initializer(var initializer):
                initializer.parameters = initializer.parameters.map(adding(initializer.genericParameters).parameter)
                return .initializer(initializer)
            case .conditional(var block):
                block.clauses = block.clauses.map { clause in
                    var clause = clause
                    clause.members = clause.members.map(self.member)
                    return clause
                }
                return .conditional(block)
            case .associatedType, .typealias, .unsupported:
                return member
            }
        }

        private func adding(_ generics: [GenericParameter]) -> Walk {
            var walk = self
            walk.bound.formUnion(generics.map(\.name))
            return walk
        }

        private func parameter(_ parameter: Parameter) -> Parameter {
            var parameter = parameter
            parameter.type = type(parameter.type)
            return parameter
        }

        func type(_ type: TypeRef) -> TypeRef {
            type.mappingNames { components in
                guard let first = components.first, !bound.contains(first.name),
                    let scope = scopes.first(where: { paths.contains("\($0).\(first.name)") })
                else { return components }
                return scope.split(separator: ".").map { TypeComponent(String($0)) } + components
            }
        }
    }
}
