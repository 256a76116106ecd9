import Foundation
import Testing

@testable import Demo

/// The mocks the `@Mockable` macro expanded in the Demo module, used as a test would.
struct MockTests {
    @Test func handlersCountsAndArguments() async throws {
        let auth = AuthServiceMock()
        auth.signInHandler = { user, password in "token-\(user)-\(password.count)" }
        let token = try await auth.signIn(user: "ada", password: "secret")
        #expect(token == "token-ada-6")
        #expect(auth.signInCallCount == 1)
        #expect(auth.signInCallArgs.map(\.user) == ["ada"])
        await auth.signOut()
        #expect(auth.signOutCallCount == 1)
    }

    @Test func resetMockClearsEverything() async throws {
        let auth = AuthServiceMock()
        auth._isSignedIn = true
        auth.signInHandler = { _, _ in "token" }
        _ = try await auth.signIn(user: "ada", password: "secret")
        #expect(auth.isSignedIn)
        auth.resetMock()
        #expect(auth.signInCallCount == 0)
        #expect(auth.signInCallArgs.isEmpty)
        #expect(auth.signInHandler == nil)
        #expect(auth._isSignedIn == nil)
    }

    @Test func overloadsHaveTheirOwnHandlers() {
        let formatter = ValueFormatterMock()
        formatter.formatIntHandler = { "int \($0)" }
        formatter.formatDoubleHandler = { "double \($0)" }
        #expect(formatter.format(3) == "int 3")
        #expect(formatter.format(2.5) == "double 2.5")
        #expect(formatter.formatIntCallArgs == [3])
        #expect(formatter.formatDoubleCallCount == 1)
        #expect(formatter.formatDateDateFormatterStyleCallCount == 0)
    }

    /// An actor protocol's mock, compiled under `#if MOCKING`, keeps its state behind the lock
    /// the MockScope library exports, and its helpers are nonisolated.
    @Test func actorMockUnderACustomCondition() async {
        let cache = DraftCacheMock()
        let note = Note(id: UUID(), title: "café", body: "")
        cache.draftHandler = { id in id == note.id ? note : nil }
        await cache.store(note)
        #expect(await cache.draft(for: note.id)?.title == "café")
        #expect(await cache.draft(for: UUID()) == nil)
        #expect(cache.storeCallCount == 1)
        #expect(cache.draftCallCount == 2)
        cache.resetMock()
        #expect(cache.storeCallArgs.isEmpty)
    }
}
