import MockScope
import MockScopeTesting
import Testing

/// Async requirements returning `Never`, and `@autoclosure`s: evaluated before the call is
/// recorded where the requirement may throw what they throw (`rethrows`, or converted into a
/// typed error), handed unevaluated to `Perform` where it may not.
@Suite("Generated strict mocks: Never results and effectful autoclosures", .serialized)
struct EffectfulRequirementsTests {
    struct Failure: Error {}

    @Test func anAsyncNeverRequirementParksOrThrows() async throws {
        let supervisor = SupervisorMock()
        let control = Given(supervisor).abort().willSuspend().control
        let task = Task { try await supervisor.abort() }
        try await control.waitUntilCalled(timeout: .seconds(5))
        control.resume(throwing: ParseError.empty)
        let result = await task.result
        #expect(throws: ParseError.empty) { try result.get() }

        Given(supervisor).halt(.any).willSuspend()
        Task { await supervisor.halt("stop") }
        try await Calls(supervisor).halt(.value("stop")).waitForCount(1, timeout: .seconds(5))
        Verify(supervisor, 1).halt(.value("stop"))
    }

    @Test func aRethrowingRequirementEvaluatesItsThrowingAutoclosure() throws {
        let supervisor = SupervisorMock()
        Given(supervisor).retry(.value(3)).willReturn(30)
        #expect(supervisor.retry(3) == 30)
        #expect(throws: Failure.self) { try supervisor.retry(try Self.failingNumber()) }
        // An autoclosure that throws does so before the call is recorded.
        Verify(supervisor, 1).retry(.any)
    }

    @Test func aTypedThrowingRequirementConvertsItsAutoclosuresError() async throws {
        let supervisor = SupervisorMock()
        Given(supervisor).parse(.value("1")).willReturn(1)
        #expect(try supervisor.parse("1") == 1)
        #expect(throws: ParseError.empty) { try supervisor.parse(try Self.failingText(ParseError.empty)) }
        Given(supervisor).fetch(.any).willReturn(5)
        #expect(try await supervisor.fetch(await Self.slow(2)) == 5)
        Verify(supervisor, 1).parse(.any)
        Verify(supervisor, 1).fetch(.value(2))
    }

    @Test func anAutoclosureTheRequirementCannotEvaluateGoesToPerform() {
        let supervisor = SupervisorMock()
        let seen = Recorder<String>()
        Perform(supervisor).log { _, message in seen.record((try? message()) ?? "threw") }
        supervisor.log("hello")
        supervisor.log(try Self.failingText())
        Perform(supervisor).note { _, callbacks in
            seen.record((try? callbacks.0()) ?? "threw")
            callbacks.1()
        }
        supervisor.note("noted") { seen.record("then") }
        #expect(seen.values == ["hello", "threw", "noted", "then"])
        Verify(supervisor, 2).log()
        Verify(supervisor, 1).note()
    }

    static func failingText(_ error: any Error = Failure()) throws -> String { throw error }
    static func failingNumber() throws -> Int { throw Failure() }
    static func slow(_ value: Int) async -> Int { value }
}
