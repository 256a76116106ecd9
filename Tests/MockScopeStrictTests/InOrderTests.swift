import MockScope
import MockScopeTesting
import Testing

@Suite("Generated strict mocks: in-order verification", .serialized)
struct InOrderTests {
    init() {
        resetMock(NotifierMock.self)
        Given(NotifierMock.self).notify()
    }

    @Test func theSpecificationsExampleAcrossInstanceAndStaticMocks() {
        let repository = RepositoryMock()
        let cache = CacheMock()
        let id = 7
        let item = "item"
        Given(repository).load(.any).willReturn(item)
        Given(cache).save(.any)

        cache.save(repository.load(id))
        NotifierMock.notify()

        VerifyInOrder { order in
            order.expect(repository).load(.value(id))
            order.expect(cache).save(.value(item))
            order.expect(NotifierMock.self).notify()
        }
        VerifyNoMoreInteractions(repository)
        VerifyNoMoreInteractions(cache)
    }

    @Test func anOutOfOrderCallIsReported() {
        let cache = CacheMock(defaults: .void)
        let repository = RepositoryMock()
        Given(repository).load(.any).willReturn("x")
        cache.clear()
        _ = repository.load(1)
        cache.save("x")
        withKnownIssue {
            VerifyInOrder { order in
                order.expect(repository).load(.any)
                order.expect(cache).clear()
            }
        }
        // Calls on mocks without expectations, and before the first, are ignored.
        VerifyInOrder { order in
            order.expect(repository).load(.any)
            order.expect(cache).save(.any)
        }
    }
}
