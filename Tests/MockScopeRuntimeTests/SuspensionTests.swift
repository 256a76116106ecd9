import MockScope
import MockScopeTesting
import Testing

@Suite("Strict runtime: suspended calls")
struct SuspensionTests {
    @Test func theSpecificationsExample() async throws {
        let service = ServiceMock()
        let pending = Given(service).fetch(.any).willSuspend()
        let control = pending.control
        let task = Task { try await service.fetch("key") }

        try await control.waitUntilCalled(timeout: .seconds(900))
        control.resume(returning: "value")
        let value = try await task.value
        #expect(value == "value")
        #expect(control.arguments == ["key"])
    }

    @Test func concurrentCallsResumeFirstInFirstOut() async throws {
        let service = ServiceMock()
        let control = Given(service).fetch(.any).willSuspend().control
        let first = Task { try await service.fetch("first") }
        try await control.waitUntilCalled(count: 1, timeout: .seconds(900))
        let second = Task { try await service.fetch("second") }
        await control.expectCalled(count: 2, timeout: .seconds(900))
        #expect(control.pendingCount == 2)

        control.resume(returning: "one")
        control.resume(throwing: .unavailable)
        #expect(try await first.value == "one")
        await #expect(throws: ServiceError.unavailable) { try await second.value }
        #expect(control.pendingCount == 0)
    }

    @Test func aResumeBeforeTheCallIsKeptForIt() async throws {
        let service = ServiceMock()
        let control = Given(service).fetch(.any).willSuspend().control
        control.resume(with: .success("early"))
        #expect(try await service.fetch("k") == "early")
    }

    @Test func deferredOutcomesComposeAndTheLastRepeats() async throws {
        let service = ServiceMock()
        let suspended = Given(service).fetch(.any).willReturn("now").thenSuspend()
        suspended.thenReturn("later")
        #expect(try await service.fetch("a") == "now")
        let task = Task { try await service.fetch("b") }
        try await suspended.control.waitUntilCalled(timeout: .seconds(900))
        suspended.control.resume(returning: "resumed")
        #expect(try await task.value == "resumed")
        #expect(try await service.fetch("c") == "later")
        #expect(try await service.fetch("d") == "later")
    }

    @Test func cancellationFailsTheCallWhenAsked() async throws {
        let service = ServiceMock()
        let control = Given(service).fetch(.any).willSuspend(cancellation: .fail(with: .offline)).control
        let task = Task { try await service.fetch("k") }
        try await control.waitUntilCalled(timeout: .seconds(900))
        task.cancel()
        await #expect(throws: ServiceError.offline) { try await task.value }
        #expect(control.pendingCount == 0)
    }

    @Test func cancellationIsIgnoredByDefault() async throws {
        let service = ServiceMock()
        let control = Given(service).fetch(.any).willSuspend().control
        let task = Task { try await service.fetch("k") }
        try await control.waitUntilCalled(timeout: .seconds(900))
        task.cancel()
        try await Task.sleep(for: .milliseconds(10))
        #expect(control.pendingCount == 1)
        control.resume(returning: "still")
        #expect(try await task.value == "still")
    }

    @Test func resettingStubsLeavesPendingCallsPending() async throws {
        let service = ServiceMock()
        let control = Given(service).fetch(.any).willSuspend().control
        let task = Task { try await service.fetch("k") }
        try await control.waitUntilCalled(timeout: .seconds(900))
        resetMock(service, scopes: [.stubs])
        control.resume(returning: "done")
        #expect(try await task.value == "done")
        await #expect(throws: MockWaitError.timedOut) {
            try await control.waitUntilCalled(count: 2, timeout: .milliseconds(20))
        }
    }

    /// Waits that succeed return as soon as they can. The calls and the waits run on a queue of
    /// their own: the whole test run shares two threads with tests that hold them while a
    /// compiler runs, and calls that never got a thread would look like calls never made.
    @Test func manyConcurrentCallsAreAllRecordedAndResumed() async throws {
        try await withTaskExecutorPreference(OwnQueueExecutor()) { try await Self.manyConcurrentCalls() }
    }

    static func manyConcurrentCalls() async throws {
        let service = ServiceMock()
        let control = Given(service).fetch(.any).willSuspend().control
        // A child task, not `Task {}`: children keep the caller's queue, an unstructured task
        // would wait for the shared pool while the wait below counts down.
        async let results = withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<50 { group.addTask { try await service.fetch("\(index)") } }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        try await control.waitUntilCalled(count: 50, timeout: .seconds(900))
        for index in 0..<50 { control.resume(returning: "r\(index)") }
        #expect(try await results.count == 50)
        Verify(service, 50).fetch(.any)
        await withKnownIssue {
            await control.expectCalled(count: 51, timeout: .milliseconds(20))
        }
    }
}
