import MockModel

/// How a strict channel's types and arguments are spelled.
enum StrictSpelling {
    /// `Void`, the one type, or an unlabelled tuple.
    static func tuple(_ types: [TypeRef]) -> String {
        switch types.count {
        case 0: "Void"
        case 1: type(types[0])
        default: "(\(types.map(type).joined(separator: ", ")))"
        }
    }

    static func type(_ type: TypeRef) -> String {
        type == .void ? "Void" : type.description
    }

    static func arguments(_ channel: StrictChannel) -> String { tuple(channel.arguments.map(\.type)) }

    static func ephemeral(_ channel: StrictChannel) -> String {
        channel.callbacks.isEmpty ? "Void" : "MockCallbacks<\(tuple(channel.callbacks.map(\.type)))>"
    }

    static func failure(_ clause: ThrowsClause) -> String {
        switch clause {
        case .none, .rethrows: "Never"
        case .untyped: "any Error"
        case .typed(let error): error.description
        }
    }

    /// `MockMember<String, Void, Double, any Error>`.
    static func member(_ channel: StrictChannel) -> String {
        if channel.isTransient {
            return "TransientMockMember<\(arguments(channel)), \(type(channel.output)), \(failure(channel.failure))>"
        }
        return
            "MockMember<\(arguments(channel)), \(ephemeral(channel)), \(type(channel.output)), \(failure(channel.failure))>"
    }

    /// `members.x` for a plain channel; a generic one is bound to `member` first.
    static func specialization(_ channel: StrictChannel, owner: String) -> String {
        let types = channel.genericParameters.map { "\($0.name).self" }.joined(separator: ", ")
        return "let member: \(member(channel)) = \(owner).\(channel.property).specialized(\(types))"
    }

    /// The recorded value a witness passes: `()`, `city`, `(key, newValue)`.
    static func recorded(_ channel: StrictChannel) -> String {
        switch channel.arguments.count {
        case 0: "()"
        case 1: channel.arguments[0].value
        default: "(\(channel.arguments.map(\.value).joined(separator: ", ")))"
        }
    }

    /// `for city: Parameter<String>` for each recorded argument.
    static func parameters(_ channel: StrictChannel) -> [String] {
        var list = channel.arguments.map { argument in
            let head = argument.label.map { $0 == argument.name ? $0 : "\($0) \(argument.name)" } ?? argument.name
            return "\(head): Parameter<\(type(argument.type))>"
        }
        list += channel.explicitGenerics.map { "as _: \($0).Type = \($0).self" }
        if channel.needsReturningSelector { list.append("returning _: \(type(channel.output)).Type") }
        return list
    }

    /// The matchers a builder hands its channel: `city`, `key, value`.
    static func matchers(_ channel: StrictChannel) -> String {
        channel.arguments.map(\.name).joined(separator: ", ")
    }

    static func genericClause(_ channel: StrictChannel) -> String {
        channel.genericParameters.isEmpty
            ? "" : "<\(channel.genericParameters.map(\.description).joined(separator: ", "))>"
    }

    static func whereClause(_ channel: StrictChannel) -> String {
        channel.whereClause.map { " \($0)" } ?? ""
    }
}
