import MockScope
import MockScopeTesting
import Testing

/// Its own specialization of `NotifierMock`, so no other test's static calls take part.
private enum InOrderPayload {}
private typealias OrderNotifier = NotifierMock<InOrderPayload>

@Suite("Strict runtime: in-order verification", .serialized)
struct InOrderTests {
    init() {
        resetMock(OrderNotifier.self)
        Given(OrderNotifier.self).notify()
    }

    @Test func theSpecificationsExampleAcrossInstanceAndStaticMocks() throws {
        let repository = ServiceMock()
        let cache = ServiceMock()
        Given(repository).load(.any).willReturn("item")
        Given(cache).save(.any).willSucceed()

        let item = try repository.load("id")
        try cache.save(item)
        OrderNotifier.notify()

        VerifyInOrder { order in
            order.expect(repository).load(.value("id"))
            order.expect(cache).save(.value("item"))
            order.expect(OrderNotifier.self).notify()
        }
        VerifyNoMoreInteractions(repository)
        VerifyNoMoreInteractions(cache)
        VerifyNoMoreInteractions(OrderNotifier.self)
    }

    @Test func theFirstMatchesAnywhereAndOthersMustBeTheNextParticipatingCall() throws {
        let repository = ServiceMock()
        let bystander = ServiceMock(defaults: .void)
        Given(repository).load(.any).willReturn("x")
        Given(repository).save(.any).willSucceed()

        _ = try repository.load("early")
        _ = try repository.load("id")
        bystander.ping()  // not participating: ignored
        try repository.save("x")
        OrderNotifier.notify()
        _ = try repository.load("late")

        VerifyInOrder { order in
            order.expect(repository).load(.value("id"))
            order.expect(repository).save(.any)
            order.expect(OrderNotifier.self).notify()
        }
        withKnownIssue {
            VerifyInOrder { order in
                order.expect(repository).load(.value("early"))
                order.expect(repository).save(.any)
            }
        }
        withKnownIssue {
            VerifyInOrder { order in
                order.expect(OrderNotifier.self).notify()
                order.expect(repository).save(.any)
            }
        }
    }
}
