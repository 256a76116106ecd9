import MockScope
import MockScopeTesting
import Testing

@Suite("Strict runtime: nonescaping callbacks")
struct CallbackTests {
    @Test func theSpecificationsExample() {
        let mock = CallbackServiceMock()
        let received = Recorder<Int>()
        Perform(mock).load(.value(4)) { key, completion in completion(key + 1) }
        mock.load(4) { value in received.record(value) }
        #expect(received.values == [5])
        Verify(mock, 1).load(.value(4))
    }

    @Test func synchronousAnswersReceiveTheCallbacks() {
        let mock = CallbackServiceMock()
        Given(mock).transform(.any).willAnswer { value, body in body(value) * 2 }.thenReturn(0)
        #expect(mock.transform(3) { $0 + 1 } == 8)
        #expect(mock.transform(3) { $0 + 1 } == 0)
        Verify(mock, 2).transform(.value(3))
    }

    @Test func actionsAndAnswersBothRun() {
        let mock = CallbackServiceMock()
        let seen = Recorder<Int>()
        Perform(mock).transform(.any) { value, body in seen.record(body(value)) }
        Given(mock).transform(.value(1)).willAnswer { value, _ in value }
        #expect(mock.transform(1) { $0 * 10 } == 1)
        #expect(seen.values == [10])
        #expect(Calls(mock).load(.any).count == 0)
    }
}
