/// What unstubbed nonthrowing instance members do.
public enum MockDefaults: Sendable, Hashable {
    /// Every value-returning member needs a `Given`.
    case strict
    /// Unstubbed `Void` members do nothing.
    case void
    /// Unstubbed `Void` members do nothing and optional results are `nil`.
    case voidAndOptional
    /// `base`, and when the mock is released, the `Given`s and `Perform`s no call used are
    /// reported through `reporter`, each at its line (see `ReportingUnusedStubs()`).
    indirect case reportingUnusedStubs(MockDefaults, to: MockUnusedStubReporter)

    /// The defaults without the reporting.
    var base: MockDefaults {
        if case .reportingUnusedStubs(let base, _) = self { return base.base }
        return self
    }

    var unusedStubReporter: MockUnusedStubReporter? {
        if case .reportingUnusedStubs(let base, let reporter) = self { return base.unusedStubReporter ?? reporter }
        return nil
    }
}

/// The parts of a mock's state `resetMock` clears.
public struct MockResetScopes: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Recorded calls and their verified marks; property state values stay.
    public static let invocations = MockResetScopes(rawValue: 1)
    /// `Given` registrations, including property state getters.
    public static let stubs = MockResetScopes(rawValue: 2)
    /// `Perform` registrations, including property state setters.
    public static let actions = MockResetScopes(rawValue: 4)
    public static let all: MockResetScopes = [.invocations, .stubs, .actions]
}

/// Who owns a member: what messages call it and which defaults apply.
struct MockOwner: Sendable {
    let typeName: String
    let isStatic: Bool
    let defaults: MockDefaults
    /// Which instance of its type, from 1; 0 for static members.
    var instance = 0
    /// Shared by the owner's members: where the test's next `Given` or `Perform` stands.
    let sites = MockSiteStage()

    /// How in-order messages tell instances apart: `ServiceMock#2`.
    var label: String { instance == 0 ? typeName : "\(typeName)#\(instance)" }

    /// The receiver a message tells the test to write: `Given(mock)` or `Given(ServiceMock.self)`.
    var receiver: String { isStatic ? "\(typeName).self" : "mock" }
}

/// One mock instance's, or one mock type's static, members: what resets, `VerifyNoMoreInteractions`
/// and in-order verification walk.
public final class MockContext: Sendable {
    let owner: MockOwner
    private let reporter: MockUnusedStubReporter?
    private let members = MockScopeLock<[any MockChannel]>([])

    /// The context of an instance of `type`.
    public init(_ type: Any.Type, defaults: MockDefaults = .strict) {
        owner = MockOwner(
            typeName: String(describing: type), isStatic: false, defaults: defaults.base,
            instance: MockInstanceNumbers.next(for: type))
        reporter = defaults.unusedStubReporter
    }

    /// Reports the stubs no call used, when the mock asked for it.
    deinit {
        guard let reporter else { return }
        let unused = unusedStubs()
        if !unused.isEmpty { reporter.report(unused) }
    }

    /// The context of `type`'s static members, which are always strict.
    public init(static type: Any.Type) {
        owner = MockOwner(typeName: String(describing: type), isStatic: true, defaults: .strict)
        reporter = nil
    }

    /// A new channel for the requirement `name` (`temperature(for:)`, `unit`, `unit(set:)`,
    /// `subscriptGet(_:)`); `initializer` marks the one channel a required initializer records into.
    public func member<Arguments, Ephemeral, Output, Failure>(
        _ name: String, initializer: Bool = false
    ) -> TypedMockMember<Arguments, Ephemeral, Output, Failure> {
        let member = TypedMockMember<Arguments, Ephemeral, Output, Failure>(
            name: name, owner: owner, isInitializer: initializer)
        register(member)
        return member
    }

    func register(_ member: any MockChannel) {
        members.withLock { $0.append(member) }
    }

    public func reset(_ scopes: MockResetScopes = .all) {
        for member in channels { member.reset(scopes) }
    }

    var channels: [any MockChannel] { members.withLock { $0 } }

    /// Every call that counts as an interaction, in call order.
    func timeline() -> [MockTimelineEntry] {
        channels.filter { !$0.isInitializer }.flatMap { $0.timeline() }.sorted { $0.sequence < $1.sequence }
    }

    /// Reports the calls no successful verification covered.
    public func verifyNoMoreInteractions() -> VerificationResult {
        let unverified = timeline().filter { !$0.verified }
        guard !unverified.isEmpty else { return .success }
        let lines = unverified.map { "  \($0.description)" }.joined(separator: "\n")
        return VerificationResult(
            isSuccess: false,
            message: "\(owner.label) has unverified calls (\(unverified.count)):\n\(lines)")
    }
}

/// One recorded call as the history of all members sees it.
struct MockTimelineEntry: Sendable {
    let sequence: UInt64
    let description: String
    let verified: Bool
    let member: ObjectIdentifier
}

/// A member seen without its types.
protocol MockChannel: AnyObject, Sendable {
    var isInitializer: Bool { get }
    func reset(_ scopes: MockResetScopes)
    func timeline() -> [MockTimelineEntry]
    func markVerified(_ sequences: Set<UInt64>)
    /// The test's `Given`s and `Perform`s that no call selected.
    func unusedStubs() -> [MockUnusedStub]
}

extension MockChannel {
    /// Channels that do not note where their registrations were written report none.
    func unusedStubs() -> [MockUnusedStub] { [] }
}

/// Instances numbered per mock type, so messages can tell two `ServiceMock`s apart.
enum MockInstanceNumbers {
    private static let counts = MockScopeLock<[ObjectIdentifier: Int]>([:])

    static func next(for type: Any.Type) -> Int {
        counts.withLock { counts in
            counts[ObjectIdentifier(type), default: 0] += 1
            return counts[ObjectIdentifier(type)]!
        }
    }
}

/// The global order of calls, across instance and static mocks, for in-order verification.
enum MockSequence {
    private static let counter = MockScopeLock<UInt64>(0)

    static func next() -> UInt64 {
        counter.withLock {
            $0 += 1
            return $0
        }
    }
}

/// Static members of every mock type and generic specialization, keyed by metatype: a generic
/// type cannot have static stored properties, and one specialization must not see another's calls.
public enum MockStaticMembers {
    private static let registry = MockScopeLock<[ObjectIdentifier: any Sendable]>([:])

    public static func members<Members: Sendable>(for type: Any.Type, _ make: () -> Members) -> Members {
        registry.withLock { registry in
            if let found = registry[ObjectIdentifier(type)] as? Members { return found }
            let made = make()
            registry[ObjectIdentifier(type)] = made
            return made
        }
    }
}
