import Foundation

@main
struct Driver {
    static func main() async throws {
        try await documentedService()
        delegates()
        heritability()
        try await actorMock()
        sendableStore()
        try await loader()
        statics()
        generics()
        await mainActorScreen()
        conditionalMembers()
        overloads()
        try await moreShapes()
        raisedAccess()
        lockNamedRequirement()
        try await answers()
        if failures > 0 { exit(1) }
        print("OK")
    }

    struct Failure: Error {}

    // The documented IService mock: every member the documentation names.
    static func documentedService() async throws {
        let mock = IServiceMock()
        mock.path = "/items"
        expect(mock.path == "/items" && mock.underlyingPath == "/items", "path is stored in underlyingPath")
        let layer = NetworkLayer()
        mock.networkLayer = layer
        expect(mock.networkLayer === layer, "optional property stored directly")

        var delivered: [String] = []
        mock.fetchItemsPageCompletionClosure = { page, completion in
            completion(.success(["page \(page)"]))
        }
        mock.fetchItems(2) { result in
            if case .success(let items) = result { delivered = items }
        }
        expect(delivered == ["page 2"], "completion closure forwarded")
        expect(mock.fetchItemsPageCompletionCallsCount == 1, "completion overload counted")
        expect(mock.fetchItemsPageCompletionReceivedArguments.map(\.0) == [2], "completion overload arguments")

        mock.fetchItemsPageReturnValue = ["a", "b"]
        let items = try await mock.fetchItems(1)
        expect(items == ["a", "b"], "return value answers")
        var closureCalls = 0
        mock.fetchItemsPageClosure = { page in
            closureCalls += 1
            return ["closure \(page)"]
        }
        let fromClosure = try await mock.fetchItems(3)
        expect(fromClosure == ["closure 3"], "closure wins over the return value")
        mock.fetchItemsPageError = Failure()
        do {
            _ = try await mock.fetchItems(4)
            expect(false, "error thrown")
        } catch {
            expect(error is Failure, "the set error is thrown")
        }
        expect(closureCalls == 1, "the error is thrown before the closure is consulted")
        expect(mock.fetchItemsPageCallsCount == 3, "async overload counted")
        expect(mock.fetchItemsPageReceivedArguments == [1, 3, 4], "async overload arguments")

        mock.clearFunctionProperties()
        expect(mock.fetchItemsPageReceivedArguments.isEmpty, "clearFunctionProperties empties arguments")
        expect(mock.fetchItemsPageError == nil && mock.fetchItemsPageClosure == nil, "and error and closure")
        expect(mock.fetchItemsPageReturnValue == nil, "and the return value")
        expect(mock.fetchItemsPageCompletionClosure == nil, "and every method's")
        mock.clearVariableProperties()
        expect(mock.underlyingPath == nil, "clearVariableProperties resets underlying storage")
    }

    static func delegates() {
        let mock = IDelegatingServiceMock()
        do {
            let listener = Listener()
            mock.delegate = listener
            mock.serviceDelegate = Listener()
            expect(mock.delegate === listener, "delegate set")
        }
        expect(mock.delegate == nil, "delegate is weak: released with its last owner")
        expect(mock.serviceDelegate != nil, "@Ignored keeps serviceDelegate strong")
        let item = Listener()
        mock.itemDelegate = item
        expect(mock.itemDelegate === item && mock.underlyingItemDelegate === item, "non-optional is stored")
        mock.clearVariableProperties()
        expect(mock.underlyingItemDelegate == nil, "underlying delegate cleared")
    }

    static func heritability() {
        let child = ChildMock()
        let asParent: ParentMock = child
        child.doWork()
        child.doAnotherChildWork()
        child.doAnotherChildWork()
        expect(asParent.doWorkCallsCount == 1, "parent's tracking inherited")
        expect(child.doAnotherChildWorkCallsCount == 2, "child's own tracking")
        child.doWorkClosure = {}
        child.doAnotherChildWorkClosure = {}
        child.clearFunctionProperties()
        expect(child.doWorkClosure == nil, "override calls super first")
        expect(child.doAnotherChildWorkClosure == nil, "then clears its own")
        let parent = ParentMock()
        parent.doWork()
        expect(parent.doWorkCallsCount == 1, "open parent mock works alone")
    }

    static func actorMock() async throws {
        let counter = CounterMock()
        await counter.setTotal(7)
        let total = await counter.total
        expect(total == 7, "actor property setter")
        await counter.setAddAmountReturnValue(3)
        let first = await counter.add(5)
        expect(first == 3, "actor return value")
        await counter.setAddAmountClosure { amount in amount * 2 }
        let second = await counter.add(6)
        expect(second == 12, "actor closure")
        let arguments = await counter.addAmountReceivedArguments
        let count = await counter.addAmountCallsCount
        expect(arguments == [5, 6] && count == 2, "actor recording")
        await counter.setResetError(Failure())
        do {
            try await counter.reset()
            expect(false, "actor error thrown")
        } catch {
            expect(error is Failure, "actor error")
        }
        await counter.clearFunctionProperties()
        let cleared = await counter.addAmountReceivedArguments
        expect(cleared.isEmpty, "actor clear")
    }

    static func sendableStore() {
        let store = StoreMock()
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            store.save(key: "k\(index)", value: index)
        }
        expect(store.saveKeyValueCallsCount == 200, "recording is thread-safe")
        expect(store.saveKeyValueReceivedArguments.count == 200, "every argument recorded")
        expect(store.load(key: "missing") == nil, "optional return value defaults to nil")
        store.loadKeyReturnValue = 4
        expect(store.load(key: "x") == 4, "optional return value")
        store.limit = 3
        expect(store.limit == 3 && store.underlyingLimit == 3, "guarded underlying storage")
        do {
            let listener = Listener()
            store.storeDelegate = listener
            expect(store.storeDelegate === listener, "guarded delegate set")
        }
        expect(store.storeDelegate == nil, "guarded delegate is weak")
        let settings = SettingsMock()
        DispatchQueue.concurrentPerform(iterations: 100) { index in
            settings.volume = index
        }
        expect((0..<100).contains(settings.volume), "properties of a Sendable mock are guarded")
    }

    static func loader() async throws {
        let mock = LoaderMock()
        mock.loadFromReturnValue = Data([1])
        let url = URL(string: "https://example.com")!
        expect(try mock.load(from: url) == Data([1]), "throwing method returns")
        expect(mock.loadFromReceivedArguments == [url], "label used for the stem")
        mock.refreshError = .offline
        do {
            try await mock.refresh()
            expect(false, "typed error thrown")
        } catch {
            expect(error == .offline, "typed error")
        }
        mock.nameForFallbackReturnValue = "named"
        expect(mock.name(for: 1, fallback: "fallback") == "named", "autoclosure method")
        expect(mock.nameForFallbackReceivedArguments.first?.1 == "fallback", "autoclosure evaluated and recorded")
        var seen: [Int] = []
        mock.eachBodyClosure = { body in try? body(9) }
        mock.each { seen.append($0) }
        expect(seen == [9] && mock.eachBodyCallsCount == 1, "non-escaping closure forwarded")
        mock.bumpValueClosure = { $0 += 1 }
        var value = 1
        mock.bump(&value)
        expect(value == 2 && mock.bumpValueReceivedArguments == [1], "inout forwarded")
    }

    static func statics() {
        FactoryMock.shared = "shared"
        expect(FactoryMock.shared == "shared", "static property")
        FactoryMock.makeCountReturnValue = ["x"]
        expect(FactoryMock.make(count: 2) == ["x"] && FactoryMock.makeCountCallsCount == 1, "static method")
        expect(FactoryMock.makeCountReceivedArguments == [2], "static arguments")
        FactoryMock.clearStaticProperties()
        expect(FactoryMock.underlyingShared == nil && FactoryMock.makeCountReturnValue == nil, "static clear")
        _ = FactoryMock(seed: 1)
    }

    static func generics() {
        let mock = TransformerMock()
        mock.convertValueReturnValue = 5
        expect(mock.convert(1) == 5, "generic return value cast back")
        mock.convertValueClosure = { value in "\(value)!" }
        expect(mock.convert("a") == "a!", "generic closure")
        expect(mock.convertValueReceivedArguments.count == 2, "generic arguments recorded as Any")
        mock.describeValuesReturnValue = "described"
        expect(mock.describe([1, 2]) == "described", "constrained generic")
        let repository = RepositoryMock<String>()
        repository.insertItemReturnValue = true
        expect(repository.insert("a") && repository.insertItemReceivedArguments == ["a"], "generic mock")
        repository.firstByClosure = { key in (key as? Int) == 1 ? "one" : nil }
        expect(repository.first(by: 1) == "one", "Self.Item is the mock's Item, a where clause kept")
    }

    @MainActor static func mainActorScreen() async {
        let screen = ScreenMock()
        screen.show(animated: true)
        expect(screen.showAnimatedReceivedArguments == [true], "main actor mock")
        screen.loadPageClosure = { page in ["page \(page)"] }
        let loaded = try? await screen.load(page: 2)
        expect(loaded == ["page 2"] && screen.loadPageReceivedArguments == [2], "main actor async method")
        screen.identifierReturnValue = "id"
        expect(screen.identifier() == "id" && screen.identifierCallsCount == 1, "nonisolated requirement")
    }

    static func conditionalMembers() {
        let mock = PlatformMock()
        mock.debugOnlyReturnValue = 1
        expect(mock.debugOnly() == 1, "member under #if")
    }

    static func overloads() {
        let mock = OverloadsMock()
        mock.job(arg: 1)
        mock.job(arg: "one")
        expect(mock.jobArgReceivedArguments == [1], "first overload keeps the plain stem")
        expect(mock.jobArgStringReceivedArguments == ["one"], "a clashing overload adds its types")
    }

    static func moreShapes() async throws {
        let made = MakeableMock()
        made.underlyingValue = 3
        let asProtocol: any Makeable = made
        let value = try await asProtocol.value
        expect(value == 3, "effectful getter witnessed by storage")
        MakeableMock.buildReturnValue = made
        expect(MakeableMock.build() === made, "Self spelled as the mock")
        expect(try MakeableMock(name: "x") != nil, "required initializer")

        let worker = WorkerMock()
        WorkerMock.sharedReturnValue = 4
        expect(WorkerMock.shared() == 4, "actor static")
        worker.identifierReturnValue = "w"
        expect(worker.identifier() == "w" && worker.identifierCallsCount == 1, "actor nonisolated requirement")
        await worker.setRunError(.offline)
        do {
            try await worker.run()
            expect(false, "actor typed error thrown")
        } catch {
            expect(error == .offline, "actor typed error")
        }
        await worker.setState("busy")
        let state = await worker.state
        expect(state == "busy", "actor optional property setter")

        let clock = ClockMock()
        ClockMock.tick()
        ClockMock.tock()
        expect(TickerMock.tickCallsCount == 1 && ClockMock.tockCallsCount == 1, "statics of parent and child")
        ClockMock.clearStaticProperties()
        expect(TickerMock.tickClosure == nil && ClockMock.tockClosure == nil, "class clear chains to super")
        clock.fire { _ in }
        expect(clock.fireHandlerCallsCount == 1 && clock.fireHandlerReceivedArguments.count == 1, "child method")

        let token = TokenMock()
        expect(token == token && token != TokenMock() && Set([token, token]).count == 1, "identity witnesses")

        let store = KeyedStoreMock()
        store.put(1, for: "one")
        expect(store.putValueForReceivedArguments.first?.1 == "one", "default associated type")
        expect(store.putValueForReceivedArguments.first?.0 as? Int == 1, "unconstrained associated type is Any")
    }
}
