import MockScope
import MockScopeTesting
import Testing

/// Static state is per type, so the tests that use `ServiceMock`'s statics run one at a time.
@Suite("Strict runtime: static members and subscripts", .serialized)
struct StaticAndSubscriptTests {
    init() {
        resetMock(ServiceMock.self)
    }

    @Test func theSpecificationsExample() {
        let mock = ServiceMock()
        Given(ServiceMock.self).make(.value(2)).willReturn("two")
        Given(mock).subscriptGet(.value("answer")).willReturn(42)
        Given(mock).subscriptSet(.value("answer"), value: .value(43))

        #expect(ServiceMock.make(2) == "two")
        #expect(mock["answer"] == 42)
        mock["answer"] = 43

        Verify(ServiceMock.self, 1).make(.value(2))
        Verify(mock, 1).subscriptGet(.value("answer"))
        Verify(mock, 1).subscriptSet(.value("answer"), value: .any)
        VerifyNoMoreInteractions(mock)
        VerifyNoMoreInteractions(ServiceMock.self)
    }

    @Test func staticPropertyStateAndResetOnTheMetatype() {
        let shared = MockState(ServiceMock.self).sharedValue(initial: 1)
        #expect(ServiceMock.sharedValue == 1)
        shared.value = 2
        #expect(ServiceMock.sharedValue == 2)
        Verify(ServiceMock.self, 2).sharedValue

        resetMock(ServiceMock.self, scopes: [.stubs, .actions])
        Given(ServiceMock.self).sharedValue.willReturn(9)
        #expect(ServiceMock.sharedValue == 9)
        withKnownIssue { Verify(ServiceMock.self, 2).sharedValue }
    }

    @Test func staticStateIsIsolatedPerTypeAndSpecialization() {
        resetMock(NotifierMock<Int>.self)
        resetMock(NotifierMock<String>.self)
        Given(NotifierMock<Int>.self).notify()
        NotifierMock<Int>.notify()
        #expect(Calls(NotifierMock<Int>.self).notify.count == 1)
        #expect(Calls(NotifierMock<String>.self).notify.count == 0)
        Verify(NotifierMock<String>.self, .never).notify()
        Verify(ServiceMock.self, .never).make(.any)

        let instance = ServiceMock()
        Given(instance).ping()
        instance.ping()
        VerifyNoMoreInteractions(ServiceMock.self)
    }
}
