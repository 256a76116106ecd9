import MockScope
import MockScopeTesting
import Testing

/// Static state belongs to the mock type, so these tests take turns.
@Suite("Generated strict mocks: static members and subscripts", .serialized)
struct StaticsAndSubscriptsTests {
    init() { resetMock(ServiceMock.self) }

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
        Verify(mock, 1).subscriptSet(.value("answer"), value: .value(43))
        withKnownIssue { Verify(ServiceMock.self, 2).make(.any) }
    }

    @Test func staticPropertyState() {
        let shared = MockState(ServiceMock.self).sharedValue(initial: 1)
        #expect(ServiceMock.sharedValue == 1)
        shared.value = 2
        #expect(ServiceMock.sharedValue == 2)
        Verify(ServiceMock.self, 2).sharedValue
    }

    @Test func resettingStaticScopes() {
        Given(ServiceMock.self).make(.any).willReturn("made")
        resetMock(ServiceMock.self, scopes: [.stubs, .actions])
        Given(ServiceMock.self).make(.any).willReturn("again")
        #expect(ServiceMock.make(1) == "again")
        Verify(ServiceMock.self, 1).make(.value(1))
    }

    @Test func aMainActorMocksStaticsAndProperties() async {
        await MainActor.run {
            let screen = ScreenMock()
            Given(screen).show(.any)
            Given(ScreenMock.self).reset()
            let title = MockState(screen).title(initial: "start")
            screen.show("hello")
            ScreenMock.reset()
            screen.title = "next"
            #expect(title.value == "next")
            Verify(screen, 1).show(.value("hello"))
            Verify(ScreenMock.self, 1).reset()
            resetMock(ScreenMock.self)
        }
    }
}
