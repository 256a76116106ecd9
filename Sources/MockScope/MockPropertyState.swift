/// The state behind a mocked property (`MockState(mock).name(initial:)`): the getter returns it,
/// the setter updates it, and the test reads and changes it, get-only properties included.
///
/// It is installed as a `Given` on the getter and a `Perform` on the setter, so resetting stubs
/// or actions disconnects it, and resetting invocations keeps its value.
public final class MockPropertyState<Value, Failure: Error>: @unchecked Sendable {
    private let state: MockScopeLock<Result<Value, Failure>>

    init(_ initial: Result<Value, Failure>) {
        state = MockScopeLock(initial)
    }

    /// Connects a new state to a property's getter and, when it has one, setter channel.
    public static func attach<GetterFailure>(
        initial: Result<Value, Failure>,
        getter: TypedMockMember<Void, Void, Value, GetterFailure>,
        setter: TypedMockMember<Value, Void, Void, Never>? = nil
    ) -> MockPropertyState<Value, Failure> {
        let controller = MockPropertyState(initial)
        getter.given(.anything).willAnswer { _ in try controller.result.get() }
        setter?.perform(.anything) { value, _ in controller.result = .success(value) }
        return controller
    }

    /// What the getter produces: a value, or the error a throwing getter throws.
    public var result: Result<Value, Failure> {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }

    public func set(_ value: Value) { result = .success(value) }

    /// A throwing getter throws `error` from now on.
    public func fail(with error: Failure) { result = .failure(error) }
}

extension MockPropertyState where Failure == Never {
    public static func attach(
        initial: Value, getter: TypedMockMember<Void, Void, Value, Never>,
        setter: TypedMockMember<Value, Void, Void, Never>? = nil
    ) -> MockPropertyState<Value, Never> {
        attach(initial: .success(initial), getter: getter, setter: setter)
    }

    public var value: Value {
        get { state.withLock { $0 }.get() }
        set { result = .success(newValue) }
    }
}
