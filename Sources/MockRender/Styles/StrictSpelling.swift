import MockModel

/// How a strict channel's types and arguments are spelled.
enum StrictSpelling {
    /// `Void`, the one type, or an unlabelled tuple.
    static func tuple(_ types: [TypeRef]) -> String {
        switch types.count {
        case 0: "Void"
        // A value pack alone is still a tuple: `(repeat each T)`.
        case 1 where isPack(types[0]): "(\(type(types[0])))"
        case 1: type(types[0])
        default: "(\(types.map(type).joined(separator: ", ")))"
        }
    }

    static func isPack(_ type: TypeRef) -> Bool {
        if case .keyword("repeat", _) = type { return true }
        return false
    }

    /// An async call returning `Never` goes through `callAsyncNever`, declared `-> Never`, so the
    /// compiler does not warn about the hop back to the caller.
    static func isNever(_ type: TypeRef) -> Bool {
        ["Never", "Swift.Never"].contains(type.description)
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
        case .untyped: StandardType.anyError
        case .typed(let error): error.description
        }
    }

    /// `TypedMockMember<String, Void, Double, any Error>`.
    static func member(_ channel: StrictChannel) -> String {
        if channel.takesMatcherTuple {
            return
                "TransientArgumentsMember<\(transientMatchers(channel)), \(transientAction(channel)), "
                + "\(type(channel.output)), \(failure(channel.failure))>"
        }
        if channel.keepsProducers {
            return
                "ProducingMockMember<\(arguments(channel)), \(ephemeral(channel)), \(type(channel.output)), \(failure(channel.failure))>"
        }
        if channel.isTransient {
            return
                "TypedTransientMockMember<\(arguments(channel)), \(type(channel.output)), \(failure(channel.failure))>"
        }
        return
            "TypedMockMember<\(arguments(channel)), \(ephemeral(channel)), \(type(channel.output)), \(failure(channel.failure))>"
    }

    /// `Given`'s stub: `MockStub<String, Void, Double, any Error>`; a channel that keeps producers
    /// keeps `MockProducer`s of its result.
    static func stub(_ channel: StrictChannel) -> String {
        let (arguments, ephemeral, failure) = (arguments(channel), ephemeral(channel), failure(channel.failure))
        var output = type(channel.output)
        if channel.keepsProducers { output = "MockProducer<\(arguments), \(ephemeral), \(output), \(failure)>" }
        return "MockStub<\(arguments), \(ephemeral), \(output), \(failure)>"
    }

    /// The builders' parameters of a transient channel over several arguments, as one tuple:
    /// `(Parameter<Token>, Parameter<Int>)`.
    static func transientMatchers(_ channel: StrictChannel) -> String {
        "(\(channel.arguments.map { "Parameter<\(type($0.type))>" }.joined(separator: ", ")))"
    }

    /// `Perform`'s closure over a transient channel's arguments, then its nonescaping callbacks,
    /// each its own parameter so that it stays nonescaping: `(borrowing Token, Int, () -> Void) -> Void`.
    static func transientAction(_ channel: StrictChannel) -> String {
        let parameters =
            channel.arguments.map { ($0.isBorrowed ? "borrowing " : "") + type($0.type) }
            + channel.callbacks.map { type($0.type) }
        return "(\(parameters.joined(separator: ", "))) -> Void"
    }

    /// The parameters of a transient channel's count-only `Verify` and `Calls` builders: a generic
    /// requirement's types with `as:`, after its arguments' types where another overload's
    /// builders would otherwise be the same (`_: Token.Type, count: Int.Type`).
    static func counted(_ channel: StrictChannel) -> String {
        var list: [String] = []
        if channel.countsByType {
            list = channel.arguments.map { argument in
                let spelled = type(argument.type)
                let metatype = spelled.contains(" ") || spelled.contains("->") ? "(\(spelled))" : spelled
                return "\(argument.label ?? argument.name) _: \(metatype).Type"
            }
        }
        list += channel.genericParameters.map { "as _: \($0.name).Type = \($0.name).self" }
        return list.joined(separator: ", ")
    }

    /// `[token.isSpecific, count.isSpecific]`: which of a transient `Given`'s parameters count
    /// toward the most specific match.
    static func transientSpecific(_ channel: StrictChannel) -> String {
        "[\(channel.arguments.map { "\($0.name).isSpecific" }.joined(separator: ", "))]"
    }

    /// `members.x` for a plain channel; a generic one is bound to `member` first.
    static func specialization(_ channel: StrictChannel, owner: String) -> String {
        "let member: \(member(channel)) = \(specialized(channel, owner: owner))"
    }

    /// `members.decode.specialized(T.self)`: the channel of a generic requirement's specialization.
    static func specialized(_ channel: StrictChannel, owner: String) -> String {
        let types = channel.genericParameters.map { $0.isPack ? "(repeat each \($0.name)).self" : "\($0.name).self" }
            .joined(separator: ", ")
        var specialized = channel.keepsProducers ? "producing" : "specialized"
        if channel.isTransient { specialized = channel.producesNoncopyable ? "transientProducing" : "transient" }
        return "\(owner).\(channel.property).\(specialized)(\(types))"
    }

    /// The recorded value a witness passes: `()`, `city`, `(key, newValue)`.
    static func recorded(_ channel: StrictChannel) -> String {
        switch channel.arguments.count {
        case 0: "()"
        case 1 where channel.arguments[0].packPattern != nil: "(\(channel.arguments[0].value))"
        case 1: channel.arguments[0].value
        default: "(\(channel.arguments.map(\.value).joined(separator: ", ")))"
        }
    }

    /// `for city: Parameter<String>` for each recorded argument.
    static func parameters(_ channel: StrictChannel) -> [String] {
        var list = channel.arguments.map { argument in
            let head = argument.label.map { $0 == argument.name ? $0 : "\($0) \(argument.name)" } ?? argument.name
            if let pattern = argument.packPattern { return "\(head): repeat Parameter<\(pattern)>" }
            return "\(head): Parameter<\(type(argument.type))>"
        }
        list += channel.explicitGenerics.map { generic in
            // A pack no argument carries is chosen element by element: `as: Int.self, String.self`.
            guard channel.genericParameters.contains(where: { $0.name == generic && $0.isPack }) else {
                return "as _: \(generic).Type = \(generic).self"
            }
            return "as _: repeat (each \(generic)).Type"
        }
        if channel.needsReturningSelector {
            list.append("returning _: \(type(channel.output)).Type")
        } else if channel.spellsOutputForInference {
            list.append("returning _: \(type(channel.output)).Type = \(type(channel.output)).self")
        }
        return list
    }

    /// The matchers a builder hands its channel: `city`, `key, value`.
    static func matchers(_ channel: StrictChannel) -> String {
        if channel.matchesAlone, let argument = channel.arguments.first { return "only: \(argument.name)" }
        return channel.arguments.map { $0.packPattern == nil ? $0.name : "repeat each \($0.name)" }.joined(
            separator: ", ")
    }

    /// The types a `Perform` action over a value pack takes one by one: `Int, repeat each T`.
    static func spread(_ channel: StrictChannel) -> String {
        channel.arguments.map { type($0.type) }.joined(separator: ", ")
    }

    static func genericClause(_ channel: StrictChannel) -> String {
        channel.genericParameters.isEmpty
            ? "" : "<\(channel.genericParameters.map(\.description).joined(separator: ", "))>"
    }

    static func whereClause(_ channel: StrictChannel) -> String {
        channel.whereClause.map { " \($0)" } ?? ""
    }
}
