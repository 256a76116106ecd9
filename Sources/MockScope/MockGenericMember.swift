/// The channels of a generic requirement: one `TypedMockMember` per specialization, made on first use.
///
/// A mock's `Members` is one concrete type, so it cannot hold a channel typed by a method's own
/// generic parameters; the mock asks for the channel of the specialization at hand instead.
public final class MockGenericMember: Sendable {
    public let name: String
    let context: MockContext
    /// A generic initializer's channels record without a stub, and stay out of in-order checks.
    let isInitializer: Bool
    private let channels = MockScopeLock<[[ObjectIdentifier]: any MockChannel]>([:])

    init(name: String, context: MockContext, isInitializer: Bool = false) {
        self.name = name
        self.context = context
        self.isInitializer = isInitializer
    }

    /// The channel for the generic parameters `types` (`T.self, U.self`), in declaration order.
    /// The channel's own type is part of the key, so overloads that differ in shape stay apart.
    /// A type may be noncopyable where only a callback mentions it (`(_ body: () -> R)`).
    public func specialized<Arguments, Ephemeral, Output, Failure>(
        _ types: any ~Copyable.Type...
    ) -> TypedMockMember<Arguments, Ephemeral, Output, Failure> {
        let key =
            [ObjectIdentifier(TypedMockMember<Arguments, Ephemeral, Output, Failure>.self)]
            + types.map { ObjectIdentifier($0) }
        return channel(for: key) {
            let specialization = types.map { String(describing: $0) }.joined(separator: ", ")
            return context.member(types.isEmpty ? name : "\(name)<\(specialization)>", initializer: isInitializer)
        }
    }

    /// The channel stored under `key`, or the one `make` makes, stored for the next call.
    func channel<Channel: MockChannel>(for key: [ObjectIdentifier], _ make: () -> Channel) -> Channel {
        channels.withLock { channels in
            if let found = channels[key] as? Channel { return found }
            let made = make()
            channels[key] = made
            return made
        }
    }
}

extension MockContext {
    /// The channels of the generic requirement `name`.
    public func genericMember(_ name: String, initializer: Bool = false) -> MockGenericMember {
        MockGenericMember(name: name, context: self, isInitializer: initializer)
    }
}
