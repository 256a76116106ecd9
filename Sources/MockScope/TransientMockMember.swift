/// The channel of a requirement whose argument is noncopyable: the argument is borrowed for the
/// call and never stored, so selection sees it (`.any`, `.matching`) but history is a count and
/// verification is count-only. Results come from producers, each call its own. The
/// `TransientMockMember` alias is this channel with `any Error`.
public final class TypedTransientMockMember<Arguments: ~Copyable, Output: ~Copyable, Failure: Error>:
    @unchecked Sendable
{
    public let name: String
    let owner: MockOwner
    /// An initializer's channel: it records without a stub, and stays out of in-order checks.
    let isInitializer: Bool
    let log = MockScopeLock<[MockInvocation<Void>]>([])
    private let registrations = MockScopeLock(Registrations())
    private var unstubbed: TransientUnstubbed<Output, Failure>!

    typealias Registration = TransientRegistration<Parameter<Arguments>, Output>

    struct Action {
        let parameter: Parameter<Arguments>
        let body: (borrowing Arguments) -> Void
    }

    struct Registrations {
        var stubs: [Registration] = []
        var actions: [Action] = []
    }

    init(
        name: String, owner: MockOwner, isInitializer: Bool = false,
        unstubbed: (TypedTransientMockMember) -> TransientUnstubbed<Output, Failure>
    ) {
        self.name = name
        self.owner = owner
        self.isInitializer = isInitializer
        self.unstubbed = unstubbed(self)
    }

    var qualifiedName: String { "\(owner.typeName).\(name)" }
    var labeledName: String { "\(owner.label).\(name)" }
    var hint: String { givenHint(name: name, receiver: owner.receiver, outcome: ".willProduce(…)") }

    @discardableResult
    public func given(_ parameter: Parameter<Arguments>) -> TransientMockStub<Arguments, Output, Failure> {
        let registration = Registration(selector: parameter, specificity: parameter.isSpecific ? 1 : 0)
        registrations.withLock { $0.stubs.append(registration) }
        return TransientMockStub(registration)
    }

    /// Runs `action` with the borrowed argument of the calls it selects.
    public func perform(_ parameter: Parameter<Arguments>, action: @escaping (borrowing Arguments) -> Void) {
        registrations.withLock { $0.actions.append(Action(parameter: parameter, body: action)) }
    }

    public func call(_ arguments: borrowing Arguments) throws(Failure) -> Output {
        recordCall()
        // Matchers borrow the argument outside the lock: it cannot be carried into the lock's closure.
        let (stubs, actions) = registrations.withLock { ($0.stubs, $0.actions) }
        let action = mostSpecificTransient(
            actions, specificity: { $0.parameter.isSpecific ? 1 : 0 }, accepts: { $0.parameter.test(arguments) })
        let registration = mostSpecificTransient(
            stubs, specificity: \.specificity,
            accepts: { (unstubbed.isVoid || $0.hasProducers) && $0.selector.test(arguments) })
        action?.body(arguments)
        return try transientOutcome(registration, performed: action != nil, member: qualifiedName, unstubbed: unstubbed)
    }

    /// An initializer's call: counted, its argument never seen.
    public func record() { recordCall() }

    /// Count-only: the argument was never kept.
    @discardableResult
    public func verify(_ verification: MockVerification) -> VerificationResult { verifyCount(verification) }

    /// A count-only history: one `()` per call.
    public func calls() -> MockCalls<Void> { countedCalls() }
}

extension TypedTransientMockMember: TransientChannel where Arguments: ~Copyable, Output: ~Copyable {
    func clearRegistrations(_ scopes: MockResetScopes) {
        registrations.withLock { state in
            if scopes.contains(.stubs) { state.stubs.removeAll() }
            if scopes.contains(.actions) { state.actions.removeAll() }
        }
    }
}

/// `Given` for a transient member: producers consumed in order, the last repeating. `Arguments`
/// is the member's noncopyable argument, or the matchers of a member with several arguments.
public struct TransientMockStub<Arguments: ~Copyable, Output: ~Copyable, Failure: Error>: @unchecked Sendable {
    let append: ([() throws -> Output]) -> Void

    init<Selector>(_ registration: TransientRegistration<Selector, Output>) {
        append = { registration.append($0) }
    }

    @discardableResult public func willProduce(_ producers: (() throws -> Output)...) -> Self {
        append(producers)
        return self
    }

    @discardableResult public func thenProduce(_ producers: (() throws -> Output)...) -> Self {
        append(producers)
        return self
    }
}

extension MockContext {
    /// A new transient channel for the requirement `name`; an initializer's with `initializer`.
    public func transientMember<Arguments: ~Copyable, Output, Failure>(
        _ name: String, initializer: Bool = false
    ) -> TypedTransientMockMember<Arguments, Output, Failure> {
        let member = TypedTransientMockMember<Arguments, Output, Failure>(
            name: name, owner: owner, isInitializer: initializer
        ) {
            .copyable(owner: $0.owner, member: $0.qualifiedName, arguments: "a borrowed argument", hint: $0.hint)
        }
        register(member)
        return member
    }

    /// A new transient channel for the requirement `name`, whose result is noncopyable: each call's
    /// value comes from a producer, and an unanswered call fails.
    public func noncopyableResultMember<Arguments: ~Copyable, Output: ~Copyable, Failure>(
        _ name: String
    ) -> TypedTransientMockMember<Arguments, Output, Failure> {
        let member = TypedTransientMockMember<Arguments, Output, Failure>(name: name, owner: owner) {
            .noncopyable(member: $0.qualifiedName, arguments: "a borrowed argument", hint: $0.hint)
        }
        register(member)
        return member
    }
}
