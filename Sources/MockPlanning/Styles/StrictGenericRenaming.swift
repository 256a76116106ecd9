import MockModel

/// A requirement's own generic parameter named like one of the mock's (an associated type, as
/// `subscribe<Observer>` beside `associatedtype Observer`): the strict mock is generic itself and
/// never inherits a parent's mock, so the witness would shadow the mock's parameter. Inside the
/// mock the requirement's parameter takes a trailing `_`.
struct StrictGenericRenaming {
    let replacements: [String: String]

    init(_ signature: WitnessSignature, mockGenerics: Set<String>) {
        var taken = mockGenerics.union(signature.genericParameters.map(\.name))
        var replacements: [String: String] = [:]
        for generic in signature.genericParameters where mockGenerics.contains(generic.name) {
            var name = generic.name + "_"
            while taken.contains(name) { name += "_" }
            taken.insert(name)
            replacements[generic.name] = name
        }
        self.replacements = replacements
    }

    func apply(to signature: WitnessSignature) -> WitnessSignature {
        guard !replacements.isEmpty else { return signature }
        var signature = signature
        signature.genericParameters = signature.genericParameters.map { generic in
            var generic = generic
            generic.name = replacements[generic.name] ?? generic.name
            generic.constraint = generic.constraint.map(text)
            return generic
        }
        signature.parameters = signature.parameters.map { parameter in
            var parameter = parameter
            parameter.requirement.type = type(parameter.requirement.type)
            return parameter
        }
        signature.type = signature.type.map(type)
        signature.whereClause = signature.whereClause.map(text)
        return signature
    }

    /// Whole words only, and never a member after a `.` (`Observer.Element` keeps `Element`).
    private func text(_ text: String) -> String { text.replacingWords(replacements, members: false) }

    private func type(_ type: TypeRef) -> TypeRef {
        switch type {
        case .named(let components):
            return .named(
                components.enumerated().map { index, component in
                    var component = component
                    if index == 0 { component.name = replacements[component.name] ?? component.name }
                    component.genericArguments = component.genericArguments.map(self.type)
                    return component
                })
        case .optional(let wrapped): return .optional(self.type(wrapped))
        case .implicitlyUnwrapped(let wrapped): return .implicitlyUnwrapped(self.type(wrapped))
        case .array(let element): return .array(self.type(element))
        case .dictionary(let key, let value): return .dictionary(key: self.type(key), value: self.type(value))
        case .tuple(let elements):
            return .tuple(elements.map { TupleTypeElement(label: $0.label, type: self.type($0.type)) })
        case .function(var function):
            function.parameters = function.parameters.map {
                TupleTypeElement(label: $0.label, type: self.type($0.type))
            }
            function.result = self.type(function.result)
            return .function(function)
        case .metatype(let base, let kind): return .metatype(self.type(base), kind: kind)
        case .keyword(let keyword, let base): return .keyword(keyword, self.type(base))
        case .composition(let parts): return .composition(parts.map(self.type))
        case .attributed(let base, let specifiers, let attributes):
            return .attributed(self.type(base), specifiers: specifiers, attributes: attributes)
        case .verbatim(let spelling): return .verbatim(text(spelling))
        }
    }
}
