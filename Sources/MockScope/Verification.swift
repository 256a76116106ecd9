/// The outcome of a verification; adapters report the failed ones.
public struct VerificationResult: Sendable, Hashable, CustomStringConvertible {
    public let isSuccess: Bool
    public let message: String

    public init(isSuccess: Bool, message: String) {
        self.isSuccess = isSuccess
        self.message = message
    }

    public static let success = VerificationResult(isSuccess: true, message: "")
    public var description: String { isSuccess ? "verified" : message }
}

/// How a `Verify` builder's selector is checked: against a count, reported through a test
/// runner's adapter, or collected into an in-order verification.
public struct MockVerification: Sendable {
    enum Mode: Sendable {
        case count(CallCount)
        case inOrder(MockInOrder)
    }

    let mode: Mode
    let report: @Sendable (VerificationResult) -> Void

    /// `report` receives each failed result; an adapter records it at its caller's location.
    public init(count: CallCount, report: @escaping @Sendable (VerificationResult) -> Void) {
        mode = .count(count)
        self.report = report
    }

    init(order: MockInOrder) {
        mode = .inOrder(order)
        report = { _ in }
    }
}

/// One expectation of an in-order verification.
struct MockOrderExpectation: @unchecked Sendable {
    let description: String
    let member: any MockChannel
    let sequences: () -> Set<UInt64>
}

/// The `order` of `VerifyInOrder { order in … }`: collects expectations across instance and static
/// mocks, then checks them. The first may match anywhere in the participating mocks' calls; each
/// later one must match the very next participating call.
public final class MockInOrder: Sendable {
    private struct State {
        var expectations: [MockOrderExpectation] = []
        var contexts: [MockContext] = []
    }

    private let state = MockScopeLock(State())

    public init() {}

    public func expect<Mock: StrictMock>(_ mock: Mock) -> Mock.VerifyBuilder {
        participate(mock.mockMembers.mockContext)
        return Mock.VerifyBuilder(mock.mockMembers, MockVerification(order: self))
    }

    public func expect<Mock: StrictMock>(_ type: Mock.Type) -> Mock.StaticVerifyBuilder {
        participate(Mock.mockStaticMembers.mockContext)
        return Mock.StaticVerifyBuilder(Mock.mockStaticMembers, MockVerification(order: self))
    }

    private func participate(_ context: MockContext) {
        state.withLock { state in
            if !state.contexts.contains(where: { $0 === context }) { state.contexts.append(context) }
        }
    }

    func append(_ expectation: MockOrderExpectation) {
        state.withLock { $0.expectations.append(expectation) }
    }

    /// Checks the collected expectations and marks the calls they matched.
    public func evaluate() -> VerificationResult {
        let (expectations, contexts) = state.withLock { ($0.expectations, $0.contexts) }
        guard !expectations.isEmpty else { return .success }
        let timeline = contexts.flatMap { $0.timeline() }.sorted { $0.sequence < $1.sequence }
        let matching = expectations.map { $0.sequences() }
        for start in timeline.indices where start + expectations.count <= timeline.count {
            let window = timeline[start..<(start + expectations.count)]
            if zip(window, matching).allSatisfy({ $1.contains($0.sequence) }) {
                for (entry, expectation) in zip(window, expectations) {
                    expectation.member.markVerified([entry.sequence])
                }
                return .success
            }
        }
        let expected = expectations.enumerated().map { "  \($0.offset + 1). \($0.element.description)" }
        let actual = timeline.isEmpty ? ["  (no calls)"] : timeline.map { "  \($0.description)" }
        return VerificationResult(
            isSuccess: false,
            message: (["Calls were not in the expected order. Expected:"] + expected + ["Participating calls:"] + actual)
                .joined(separator: "\n"))
    }
}
