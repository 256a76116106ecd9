import MockScope
import MockScopeTesting
import Testing

/// Requirements with a value pack: each specialization is a channel of its own, and each element
/// of the pack is matched by its own `Parameter`.
@Suite("Generated strict mocks: value packs")
struct ValuePackTests {
    @Test func eachPackShapeIsStubbedAndVerifiedOnItsOwn() {
        let journal = JournalMock()
        Given(journal).log(.value(1), .value("a"))
        Given(journal).log()
        Given(journal).tag(.any, .value(2)).willReturn("two")
        Given(journal).tag(.value(1)).willReturn("alone")
        journal.log(1, "a")
        journal.log()
        #expect(journal.tag(9, 2) == "two")
        #expect(journal.tag(1) == "alone")
        Verify(journal).log(.value(1), .value("a"))
        Verify(journal).log()
        Verify(journal, .never).log(.value(1))
        Verify(journal).tag(.value(9), .any as Parameter<Int>)
        withKnownIssue { Verify(journal).tag(.value(9), .value(3)) }
        withKnownIssue { VerifyNoMoreInteractions(journal) }
        Verify(journal).tag(.value(1))
        VerifyNoMoreInteractions(journal)
    }

    @Test func answersPerformAndCallsSeeTheElements() {
        let journal = JournalMock()
        let seen = Recorder<String>()
        Given(journal).tag(.value(1), .value("a"), .value(true)).willAnswer { level, text, flag in
            "\(level)\(text)\(flag)"
        }
        Perform(journal).tag(.any, Parameter<String>.any, Parameter<Bool>.any) { level, text, flag in
            seen.record("\(level) \(text) \(flag)")
        }
        #expect(journal.tag(1, "a", true) == "1atrue")
        #expect(seen.values == ["1 a true"])
        Perform(journal).log(.value(4)) { value in seen.record("logged \(value)") }
        journal.log(4)
        #expect(seen.values.last == "logged 4")
        let calls = Calls(journal).tag(.value(1), Parameter<String>.any, Parameter<Bool>.any)
        #expect(calls.count == 1)
        #expect(calls.lastArgument.map { "\($0.0)\($0.1)\($0.2)" } == "1atrue")
    }

    @Test func asyncThrowingPatternsSubscriptsAndStatics() async throws {
        let journal = JournalMock()
        Given(journal).send(to: .any, .value(1.5)).willReturn(3).thenThrow(ServiceError.offline)
        #expect(try await journal.send(to: "x", 1.5) == 3)
        await #expect(throws: ServiceError.offline) { try await journal.send(to: "x", 1.5) }
        Given(journal).wrap(.value([1]), .value(["a"])).willReturn((1, "a"))
        #expect(journal.wrap([1], ["a"]) == (1, "a"))
        Given(journal).subscriptGet(.value(1), .value("k")).willReturn(7)
        #expect(journal[1, "k"] == 7)
        Verify(journal).subscriptGet(.value(1), .value("k"))
        Given(JournalMock.self).stamp(.value(2)).willReturn(true)
        #expect(JournalMock.stamp(2))
        Verify(JournalMock.self).stamp(.value(2))
        resetMock(JournalMock.self)
    }

    /// A value-pack initializer records each specialization, verified through `initializer(…)`.
    @Test func packInitializersAreVerifiedThroughTheSameSelector() {
        let journal = JournalMock(parts: 1, "a")
        Verify(journal).initializer(parts: .value(1), .value("a"))
        Verify(journal, .never).initializer(parts: .value(1))
        withKnownIssue { Verify(journal).initializer(parts: .value(2), .value("a")) }
        let configured = JournalMock(parts: true) { Given($0).log(.value(5)) }
        configured.log(5)
        Verify(configured).initializer(parts: .value(true))
        Verify(configured).log(.value(5))
    }
}
