/// The tracking state one witness owns, each piece named for what it does.
/// Storage, accessors and `resetMock()` are all written from `slots`.
public struct Tracking: Hashable, Sendable {
    /// How many times it was called (`fetchCallCount`).
    public var count: Slot?
    /// The arguments of each call (`fetchCallArgs`).
    public var arguments: Slot?
    /// What answers a call or a read (`fetchHandler`).
    public var handler: Slot?
    /// What a subscript's setter calls (`subscriptIntSetHandler`).
    public var setHandler: Slot?
    /// The value a property answers with (`_name`, or an optional property itself).
    public var value: Slot?

    public init(
        count: Slot? = nil, arguments: Slot? = nil, handler: Slot? = nil, setHandler: Slot? = nil,
        value: Slot? = nil
    ) {
        self.count = count
        self.arguments = arguments
        self.handler = handler
        self.setHandler = setHandler
        self.value = value
    }

    /// Every slot, in the order the mock declares them.
    public var slots: [Slot] { [count, arguments, handler, setHandler, value].compactMap { $0 } }

    /// Applies a change to every slot (deprecation attributes).
    public mutating func updateSlots(_ change: (inout Slot) -> Void) {
        for path in [\Tracking.count, \.arguments, \.handler, \.setHandler, \.value] {
            if var slot = self[keyPath: path] {
                change(&slot)
                self[keyPath: path] = slot
            }
        }
    }
}

/// One piece of tracking state.
public struct Slot: Hashable, Sendable {
    public enum Storage: Hashable, Sendable {
        /// A stored property.
        case plain
        /// In the instance's lock-protected storage.
        case locked
        /// In the type's lock-protected static storage.
        case lockedStatic
    }

    /// What the slot holds; its type and the value it starts with (and `resetMock()`
    /// restores) follow from it.
    public enum Content: Hashable, Sendable {
        /// A call counter, from 0.
        case callCount
        /// A log of calls' arguments, each an `element`, from empty.
        case callArguments(element: TypeRef)
        /// An optional `@Sendable` function, from nil.
        case handler(FunctionTypeRef)
        /// An optional value of this (optional) type, from nil.
        case value(TypeRef)
    }

    public var name: String
    public var content: Content
    public var storage: Storage
    /// Accessors marked `nonisolated` (actor helpers, nonisolated members of isolated mocks).
    public var isNonisolated: Bool
    /// `@available(*, deprecated)` of a deprecated requirement, repeated on its tracking state.
    public var attributes: [String] = []
    /// A handler an isolated witness hands a closure, which no tuple can carry: from Swift 6.2
    /// it is declared `nonisolated(nonsending)`, so it runs on its caller's actor.
    public var runsOnCaller = false
    /// A handler whose result is a noncopyable generic parameter, which no erased closure can
    /// return: it is stored as `any Sendable` and cast to its typed closure at the call.
    public var isStoredErased = false

    public init(name: String, content: Content, storage: Storage, isNonisolated: Bool) {
        self.name = name
        self.content = content
        self.storage = storage
        self.isNonisolated = isNonisolated
    }
}
