/// The channel of a requirement with several arguments, one or more of them noncopyable: every
/// argument is borrowed for the call and never kept, so selection sees them (`.any`, `.matching`
/// per argument) while history and verification only count.
///
/// Noncopyable values cannot form a tuple or a pack, so the channel holds the builders'
/// `Parameter`s as one tuple (`Matchers`) and the witness tests them against its own arguments;
/// `Action` is `Perform`'s closure over the borrowed arguments (`(borrowing Token, Int) -> Void`).
public final class TransientArgumentsMember<Matchers, Action, Output: ~Copyable, Failure: Error>: @unchecked Sendable {
    public let name: String
    let owner: MockOwner
    /// An initializer's channel: it records without a stub, and stays out of in-order checks.
    let isInitializer: Bool
    let log = MockScopeLock<[MockInvocation<Void>]>([])
    private let registrations = MockScopeLock(Registrations())
    private var unstubbed: TransientUnstubbed<Output, Failure>!

    typealias Registration = TransientRegistration<Matchers, Output>

    struct Entry {
        let matchers: Matchers
        let specificity: Int
        let action: Action
    }

    struct Registrations {
        var stubs: [Registration] = []
        var actions: [Entry] = []
    }

    init(
        name: String, owner: MockOwner, isInitializer: Bool = false,
        unstubbed: (TransientArgumentsMember) -> TransientUnstubbed<Output, Failure>
    ) {
        self.name = name
        self.owner = owner
        self.isInitializer = isInitializer
        self.unstubbed = unstubbed(self)
    }

    var qualifiedName: String { "\(owner.typeName).\(name)" }
    var labeledName: String { "\(owner.label).\(name)" }
    var hint: String { givenHint(name: name, receiver: owner.receiver, outcome: ".willProduce(…)") }

    /// `specific` says, per argument, whether its parameter counts toward the most specific match.
    @discardableResult
    public func given(_ matchers: Matchers, specific: [Bool]) -> TransientMockStub<Matchers, Output, Failure> {
        let registration = Registration(selector: matchers, specificity: specific.count { $0 })
        registrations.withLock { $0.stubs.append(registration) }
        return TransientMockStub(registration)
    }

    /// Runs `action` with the borrowed arguments of the calls `matchers` select.
    public func perform(_ matchers: Matchers, specific: [Bool], action: Action) {
        let entry = Entry(matchers: matchers, specificity: specific.count { $0 }, action: action)
        registrations.withLock { $0.actions.append(entry) }
    }

    /// A call: `accepts` tests a registration's matchers against the witness's borrowed arguments,
    /// `perform` runs the selected action with them.
    public func call(matching accepts: (Matchers) -> Bool, perform: (Action) -> Void) throws(Failure) -> Output {
        recordCall()
        let (stubs, actions) = registrations.withLock { ($0.stubs, $0.actions) }
        let action = mostSpecificTransient(actions, specificity: \.specificity) { accepts($0.matchers) }
        let registration = mostSpecificTransient(stubs, specificity: \.specificity) {
            (unstubbed.isVoid || $0.hasProducers) && accepts($0.selector)
        }
        if let action { perform(action.action) }
        return try transientOutcome(registration, performed: action != nil, member: qualifiedName, unstubbed: unstubbed)
    }

    /// An initializer's call: counted, its arguments never seen.
    public func record() { recordCall() }

    /// Count-only: the arguments were never kept.
    @discardableResult
    public func verify(_ verification: MockVerification) -> VerificationResult { verifyCount(verification) }

    /// A count-only history: one `()` per call.
    public func calls() -> MockCalls<Void> { countedCalls() }
}

extension TransientArgumentsMember: TransientChannel where Output: ~Copyable {
    func clearRegistrations(_ scopes: MockResetScopes) {
        registrations.withLock { state in
            if scopes.contains(.stubs) { state.stubs.removeAll() }
            if scopes.contains(.actions) { state.actions.removeAll() }
        }
    }
}

extension MockContext {
    /// A new transient channel over several arguments for the requirement `name`; an
    /// initializer's with `initializer`.
    public func transientMember<Matchers, Action, Output, Failure>(
        _ name: String, initializer: Bool = false
    ) -> TransientArgumentsMember<Matchers, Action, Output, Failure> {
        let member = TransientArgumentsMember<Matchers, Action, Output, Failure>(
            name: name, owner: owner, isInitializer: initializer
        ) {
            .copyable(owner: $0.owner, member: $0.qualifiedName, arguments: "borrowed arguments", hint: $0.hint)
        }
        register(member)
        return member
    }

    /// A new transient channel over several arguments for the requirement `name`, whose result is
    /// noncopyable.
    public func noncopyableResultMember<Matchers, Action, Output: ~Copyable, Failure>(
        _ name: String
    ) -> TransientArgumentsMember<Matchers, Action, Output, Failure> {
        let member = TransientArgumentsMember<Matchers, Action, Output, Failure>(name: name, owner: owner) {
            .noncopyable(member: $0.qualifiedName, arguments: "borrowed arguments", hint: $0.hint)
        }
        register(member)
        return member
    }
}
