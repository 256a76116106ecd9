import Testing

@testable import App

struct DefaultStyleTests {
    let fetcher = FetcherMock()

    @Test func fetchesEverything() {
        fetcher.count = 2
        fetcher.fetchHandler = { key in key }
        #expect(fetcher.fetchCallCount == 0)
    }

    @Test func savesOnly() {
        let saver = SaverMock()
        saver.saveHandler = { _ in }
        exercise(saver)
        #expect(saver.saveCallCount == 0)
    }

    // A name that is not the mock's member is no use of it.
    @Test func misspelledMember() {
        let saver = SaverMock()
        _ = saver.clearCalls
    }

    /// A mock passed through here is out of sight.
    func exercise<Mock>(_ mock: Mock) {}
}
