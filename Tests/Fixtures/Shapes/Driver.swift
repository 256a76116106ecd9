import Foundation

@main
struct Driver {
    static func main() async {
        keywordNames()
        await isolationAcrossParents()
        await MainActor.run { mainActorChildren() }
        await genericAndInitializers()
        await sendingToHandlers()
        if failures > 0 { exit(1) }
        print("OK")
    }

    nonisolated static func keywordNames() {
        let router = RouterMock()
        router.move(from: 1, at: "here", default: true)
        expect(router.moveCallArgs[0].in == "here" && router.moveCallArgs[0].default, "keyword labels recorded")
        router.swapHandler = { `class`, result in (returnValue: `class` + 1, inoutArgs: (`class` * 2, result + "!")) }
        var number = 3
        var text = "a"
        expect(router.swap(&number, for: &text) == 4, "answer returned")
        expect(number == 6 && text == "a!", "keyword inout parameters written back")
        expect(router.swapCallArgs[0].class == 3, "inout recorded before the call")

        let terminator = TerminatorMock()
        let handler: (@Sendable (Int) -> Never)? = terminator.stopHandler
        expect(handler == nil && terminator.stopCallCount == 0, "a Never handler takes the inout value only")
    }

    /// Requirements of a parent that is not isolated are called synchronously, from anywhere.
    nonisolated static func isolationAcrossParents() async {
        let ticker = TickerMock()
        ticker.nowHandler = { 7 }
        ticker._zone = "UTC"
        ticker.subscriptIntHandler = { $0 + 1 }
        ticker.waitHandler = { $0 > 0 }
        let clock: any Clock = ticker
        expect(clock.now() == 7 && clock.zone == "UTC" && clock[1] == 2, "a parent's requirements, synchronously")
        expect(await clock.wait(2), "a parent's async requirement")
        ticker.tickHandler = { 1 }
        expect(await ticker.tick() == 1 && ticker.nowCallCount == 1, "own requirements are the actor's")
        ticker.paintHandler = { 5 }
        expect(await ticker.paint() == 5 && ticker.paintCallCount == 1, "a main actor requirement on the main actor")

        let worker = NamedWorkerMock()
        worker._name = "ada"
        let named: any Named = worker
        expect(named.name == "ada", "a requirement of both parents, nonisolated")
        worker.workHandler = { 9 }
        expect(await worker.work() == 9, "own requirement")
        worker.resetMock()
        expect(worker.workCallCount == 0, "reset")
    }

    @MainActor static func mainActorChildren() {
        func build<S: Store>(_ type: S.Type) -> S { S(name: "main") }
        let store = build(ScreenStoreMock.self)
        expect(store.initCallArgs == ["main"], "a parent's initializer, nonisolated")
        store.loadHandler = { 4 }
        store.renderHandler = { "drawn" }
        expect(store.load() == 4 && store.render() == "drawn", "parent and own requirements")
        ScreenStoreMock.makeHandler = { 2 }
        expect(ScreenStoreMock.make() == 2, "a parent's static requirement")
        store.resetMock()
        ScreenStoreMock.makeHandler = nil
        expect(store.loadCallCount == 0, "reset")

        let detail = DetailScreenMock()
        detail._id = 11
        detail.titleHandler = { "Title" }
        detail.showHandler = { true }
        expect(detail.id == 11 && (try? detail.title) == "Title" && detail.show(), "isolated through its parent")
    }

    nonisolated static func genericAndInitializers() async {
        let feed = FeedMock<Int>()
        await MainActor.run {
            FeedMock<Int>._limit = 3
            expect(FeedMock<Int>.limit == 3, "static state of a generic mock under a global actor")
        }
        feed.nextHandler = { 8 }
        expect(feed.next() == 8, "a parent's requirement, nonisolated")
        feed.resetMock()
        expect(feed.nextCallCount == 0, "reset from anywhere")

        let cache = CacheMock<Int>()
        cache.entryHandler = { $0 == "a" ? 3 : nil }
        expect(cache.entry(for: "a") == 3 && cache.entry(for: "b") == nil, "an associated type inside #if")

        let dial = DialMock()
        dial.subscriptIntHandler = { Double($0) * 2 }
        let gauge: any Gauge = dial
        let read = await gauge[2]
        dial[1] = 0.5
        expect(
            read == 4 && dial[3] == 6 && dial.subscriptIntCallArgs == [2, 3], "one subscript for get async and get set")

        let ledger = LedgerMock()
        ledger.postHandler = { posting, note in posting.amount + note.count }
        expect(ledger.post(Posting(amount: 3), note: "ab") == 5, "borrowed and consumed arguments")
        expect(ledger.postCallArgs.map(\.posting) == [Posting(amount: 3)], "a borrowed argument recorded")

        let thermometer = ThermometerMock()
        thermometer.readingHandler = { 21 }
        let meter: any Meter = thermometer
        let measured = try? await meter.reading
        expect(measured == 21 && (try? thermometer.reading) == 21, "one getter for get async throws and get throws")

        let hatchery = HatcheryMock<Int>()
        expect(hatchery.initCallCount == 1, "the parent's init() recorded")
        hatchery.spawnHandler = { 6 }
        hatchery.hatchHandler = { 1 }
        let spawned = await hatchery.spawn()
        let hatched = await hatchery.hatch()
        expect(spawned == 6 && hatched == 1, "parent and own requirements")
    }

    /// Non-Sendable and generic arguments reach the nonisolated handlers of isolated mocks.
    @MainActor static func sendingToHandlers() async {
        let courier = CourierMock()
        courier.deliverHandler = { parcel, note in parcel.weight + note.count }
        courier.forwardHandler = { $0 }
        courier.subscriptParcelHandler = { $0.weight * 10 }
        let parcel = Parcel(weight: 3)
        let delivered = await courier.deliver(parcel, note: "ab")
        let forwarded = await courier.forward("x")
        let weighed = await courier[parcel]
        expect(
            delivered == 5 && forwarded == "x" && weighed == 30, "a global actor's mock answers through its handlers")
        expect(courier.deliverCallArgs.first?.parcel === parcel, "the argument recorded is the caller's")

        let depot = DepotMock()
        depot.storeHandler = { parcel, count in parcel.weight * count }
        let stored = try? await depot.store(Parcel(weight: 4), count: 2)
        expect(stored == 8 && depot.storeCallCount == 1, "an actor's mock answers through its handler")
    }
}
