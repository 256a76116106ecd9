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
        return channel(for: key) {
            let specialization = types.map { String(describing: $0) }.joined(separator: ", ")
            return context.transientMember(types.isEmpty ? name : "\(name)<\(specialization)>")
        }
    }
}
