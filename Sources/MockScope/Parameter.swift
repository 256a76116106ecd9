/// What one argument of a call must be for a stub, action, verification or history to select it.
///
/// Matchers run under the member's lock, one at a time, so they need not be `Sendable`. They
/// borrow the argument, so a noncopyable one can be matched (`.any`, `.matching`) without a copy.
public struct Parameter<Value: ~Copyable>: @unchecked Sendable, CustomStringConvertible {
    /// Counts toward the most-specific-match rule: every parameter that is not `.any` or `.capturing`.
    public let isSpecific: Bool
    public let description: String
    let test: (borrowing Value) -> Bool
    let capture: ((borrowing Value) -> Void)?

    init(
        isSpecific: Bool, description: String, test: @escaping (borrowing Value) -> Bool,
        capture: ((borrowing Value) -> Void)? = nil
    ) {
        self.isSpecific = isSpecific
        self.description = description
        self.test = test
        self.capture = capture
    }
}

extension Parameter where Value: ~Copyable {
    /// Whether `value` is one this parameter selects; borrows it. A `.capturing` parameter accepts
    /// without capturing: only its channel's calls capture.
    public func matches(_ value: borrowing Value) -> Bool { test(value) }

    /// Any value.
    public static var any: Self { Self(isSpecific: false, description: ".any", test: { _ in true }) }

    /// A borrowed value the predicate accepts.
    public static func matching(_ predicate: @escaping (borrowing Value) -> Bool) -> Self {
        Self(isSpecific: true, description: ".matching(…)", test: predicate)
    }
}

extension Parameter {
    /// A value equal to `expected`.
    public static func value(_ expected: Value) -> Self where Value: Equatable {
        Self(isSpecific: true, description: ".value(\(String(reflecting: expected)))", test: { $0 == expected })
    }

    /// A value that `equal` finds equal to `expected`, for types that are not `Equatable`.
    public static func value(_ expected: Value, by equal: @escaping (Value, Value) -> Bool) -> Self {
        Self(
            isSpecific: true, description: ".value(\(String(reflecting: expected)), by:)",
            test: { equal(copy $0, expected) })
    }

    /// A value the predicate accepts.
    public static func matching(_ predicate: @escaping (Value) -> Bool) -> Self {
        Self(isSpecific: true, description: ".matching(…)", test: { predicate(copy $0) })
    }

    /// The very object given, compared by identity.
    public static func sameInstance(_ object: AnyObject) -> Self {
        Self(
            isSpecific: true, description: ".sameInstance(\(ObjectIdentifier(object)))",
            test: { (copy $0 as AnyObject) === object })
    }

    /// Any value, recorded into `captor` by the calls it selects.
    public static func capturing(_ captor: ArgumentCaptor<Value>) -> Self {
        Self(isSpecific: false, description: ".capturing(…)", test: { _ in true }, capture: { captor.record(copy $0) })
    }
}

/// The values a `.capturing` parameter saw, oldest first.
public final class ArgumentCaptor<Value>: @unchecked Sendable {
    private let lock = MockScopeLock<[Value]>([])

    public init() {}

    public var values: [Value] { lock.withLock { $0 } }
    public var lastValue: Value? { lock.withLock { $0.last } }

    func record(_ value: Value) {
        lock.withLock { $0.append(value) }
    }
}
