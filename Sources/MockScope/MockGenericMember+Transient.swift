extension MockGenericMember {
    /// The transient channel for the generic parameters `types`, made on first use: a generic
    /// requirement whose one argument is noncopyable (`func consume<T: ~Copyable>(_ value:
    /// borrowing T)`), so its specializations may be noncopyable types too.
    public func transient<Arguments: ~Copyable, Output, Failure>(
        _ types: any ~Copyable.Type...
    ) -> TypedTransientMockMember<Arguments, Output, Failure> {
        let key =
            [ObjectIdentifier(TypedTransientMockMember<Arguments, Output, Failure>.self)]
            + types.map { ObjectIdentifier($0) }
        return channel(for: key) { context.transientMember(specializedName(types), initializer: isInitializer) }
    }

    /// The transient channel over several arguments, or beside nonescaping callbacks, for the
    /// generic parameters `types`, made on first use (`func put<T: ~Copyable>(_ value:
    /// borrowing T, key: String)`).
    public func transient<Matchers, Action, Output, Failure>(
        _ types: any ~Copyable.Type...
    ) -> TransientArgumentsMember<Matchers, Action, Output, Failure> {
        let key =
            [ObjectIdentifier(TransientArgumentsMember<Matchers, Action, Output, Failure>.self)]
            + types.map { ObjectIdentifier($0) }
        return channel(for: key) { context.transientMember(specializedName(types), initializer: isInitializer) }
    }

    /// The transient channel for the generic parameters `types` of a generic requirement that
    /// borrows a noncopyable argument and whose result may be noncopyable (`func scan<R:
    /// ~Copyable>(_ token: borrowing Token) -> R`): each call's value comes from a producer.
    public func transientProducing<Arguments: ~Copyable, Output: ~Copyable, Failure>(
        _ types: any ~Copyable.Type...
    ) -> TypedTransientMockMember<Arguments, Output, Failure> {
        let key =
            [ObjectIdentifier(TypedTransientMockMember<Arguments, Output, Failure>.self)]
            + types.map { ObjectIdentifier($0) }
        return channel(for: key) { context.noncopyableResultMember(specializedName(types)) }
    }

    /// `transientProducing` over several arguments, or beside nonescaping callbacks.
    public func transientProducing<Matchers, Action, Output: ~Copyable, Failure>(
        _ types: any ~Copyable.Type...
    ) -> TransientArgumentsMember<Matchers, Action, Output, Failure> {
        let key =
            [ObjectIdentifier(TransientArgumentsMember<Matchers, Action, Output, Failure>.self)]
            + types.map { ObjectIdentifier($0) }
        return channel(for: key) { context.noncopyableResultMember(specializedName(types)) }
    }

    /// `name<Token, Int>`: a specialization's channel name.
    func specializedName(_ types: [any ~Copyable.Type]) -> String {
        let specialization = types.map { String(describing: $0) }.joined(separator: ", ")
        return types.isEmpty ? name : "\(name)<\(specialization)>"
    }
}
