extension TypeRef: CustomStringConvertible {
    /// The type spelled as Swift source, with the parentheses its position needs.
    public var description: String {
        switch self {
        case .named(let components):
            return components.map(\.description).joined(separator: ".")
        case .optional(let wrapped):
            return "\(wrapped.parenthesizedForPostfix)?"
        case .implicitlyUnwrapped(let wrapped):
            return "\(wrapped.parenthesizedForPostfix)!"
        case .array(let element):
            return "[\(element)]"
        case .dictionary(let key, let value):
            return "[\(key): \(value)]"
        case .tuple(let elements):
            return "(\(elements.map(\.description).joined(separator: ", ")))"
        case .function(let function):
            return function.description
        case .metatype(let base, let kind):
            return "\(base.parenthesizedForPostfix).\(kind)"
        case .keyword(let keyword, let base):
            return "\(keyword) \(base.parenthesizedForPrefix)"
        case .composition(let parts):
            return parts.map(\.description).joined(separator: " & ")
        case .attributed(let base, let specifiers, let attributes):
            return (specifiers + attributes + [base.description]).joined(separator: " ")
        case .verbatim(let text):
            return text
        }
    }

    /// Optionals and metatypes bind tighter than closures, compositions and `any`.
    var parenthesizedForPostfix: String {
        switch self {
        case .function, .composition, .keyword, .attributed: "(\(description))"
        default: description
        }
    }

    var parenthesizedForPrefix: String {
        switch self {
        case .function, .composition: "(\(description))"
        default: description
        }
    }
}

extension TypeComponent: CustomStringConvertible {
    public var description: String {
        genericArguments.isEmpty
            ? name : "\(name)<\(genericArguments.map(\.description).joined(separator: ", "))>"
    }
}

extension TupleTypeElement: CustomStringConvertible {
    public var description: String {
        label.map { "\($0): \(type)" } ?? type.description
    }
}

extension FunctionTypeRef: CustomStringConvertible {
    public var description: String {
        var text = "(\(parameters.map(\.description).joined(separator: ", ")))"
        if isAsync { text += " async" }
        if throwsClause != .none { text += " \(throwsClause.spelling)" }
        return text + " -> \(result)"
    }
}
