import Foundation

@main
struct Driver {
    static func main() async throws {
        try await clock()
        literals()
        try await container()
        locking()
        redeclared()
        try await borrowed()
        executors()
        shadowing()
        if failures > 0 { exit(1) }
        print("OK")
    }

    static func now<C: Ticking>(of clock: C) -> C.Instant { clock.now }

    nonisolated static func clock() async throws {
        let clock = TickingMock<Int>()
        clock._now = 3
        clock.sleepHandler = { deadline, tolerance in
            expect(deadline == 5 && tolerance == nil, "the deadline reaches the handler as the mock's Instant")
        }
        try await clock.sleep(until: clock.now + 2, tolerance: nil)
        expect(clock.sleepCallArgs.first?.deadline == 5, "recorded as Instant")
        clock.laterHandler = { offset in (offset as! Int) * 10 }
        expect(clock.later(4) == 40, "a generic method answers the mock's Instant")
        expect(now(of: clock) == 3, "the mock conforms")
    }

    static func literals() {
        let amount: AmountMock = 250
        expect(amount.initIntegerLiteralTypeCallArgs == [250], "an integer literal makes a mock and is recorded")
        let rate: AmountMock = 2.5
        expect(rate.initFloatLiteralTypeCallArgs == [2.5] && rate.initIntegerLiteralTypeCallCount == 0, "a float")
        amount._cents = 250
        expect(amount.cents == 250, "its other requirements are witnessed as usual")

        let plain: LabelMock = "plain"
        expect(plain.initStringLiteralTypeCallArgs == ["plain"], "a string literal")
        let interpolated: LabelMock = "count \(3)"
        expect(interpolated.initStringInterpolationCallCount == 1, "an interpolation")
        let none: LabelMock = nil
        expect(none.initCallCount == 1, "nil")
        none.renderHandler = { "none" }
        expect(none.render() == "none", "and answers")
        expect(LabelMock().initCallCount == 0, "init() stays for tests")

        let on: FlagsMock = true
        let listed: FlagsMock = [1, "two"]
        let keyed: FlagsMock = ["a": 1]
        expect(on.initBooleanLiteralTypeCallArgs == [true], "a boolean")
        expect(listed.initArrayLiteralElementCallArgs.first?.count == 2, "an array literal's elements")
        expect(keyed.initKeyValueCallArgs.first?.first?.0 as? String == "a", "a dictionary literal's pairs")

        let scalar: GlyphMock = "x"
        expect(scalar.initExtendedGraphemeClusterLiteralTypeCallArgs == ["x"], "a character literal")
        let bound = GlyphMock(unicodeScalarLiteral: "y")
        expect(bound.initUnicodeScalarLiteralTypeCallArgs == ["y"], "a where clause binds the literal type")

        let message: LogMessageMock = "took \(42) ms"
        expect(
            message.initStringInterpolationCallArgs.first?.parts == ["took ", "<42>", " ms"],
            "Self.StringInterpolation binds the mock's interpolation type")
    }

    nonisolated static func container() async throws {
        let container = ContainerMock()
        container.registerHandler = { invoker in invoker({ argument in "service for \(argument)" }) }
        let service: String = container.register { (make: (Int) -> String) in make(7) }
        expect(service == "service for 7", "a closure taking a generic closure reaches the handler erased")

        let seen = Recorder<[String]>([])
        container.resolveHandler = { _, completion in completion?("resolved") }
        container.resolve(String.self) { seen.value.append($0) }
        container.resolve(String.self, completion: nil)
        expect(seen.value == ["resolved"], "an optional generic closure is handed over, or nil")
        expect(container.resolveCallArgs.count == 2 && container.resolveCallArgs[1].completion == nil, "recorded")

        container.observeHandler = { _ in }
        container.observe { (emit: @escaping (Int) -> Void) in emit(1) }
        try await container.observeCallArgs[0]({ event in seen.value.append("event \(event)") })
        expect(seen.value == ["resolved", "event 1"], "an escaping one is recorded erased: \(seen.value)")

        let isolated = IsolatedContainerMock()
        isolated.registerHandler = { invoker in invoker({ "\($0)!" }) }
        let made: String = await isolated.register { (make: (Int) -> String) in make(1) }
        isolated.resolveHandler = { _, completion in completion?(made) }
        await isolated.resolve(String.self) { @Sendable (text: String) in expect(text == "1!", "through an actor") }
        expect(isolated.resolveCallCount == 1, "an actor mock converts them too")
        await mainActorContainer()
    }

    @MainActor static func mainActorContainer() async {
        let main = MainContainerMock()
        let seen = Recorder<[Int]>([])
        main.resolveHandler = { _, completion in completion?(2) }
        await main.resolve(Int.self) { seen.value.append($0) }
        expect(seen.value == [2], "and a global-actor mock")
    }
}

extension Driver {
    static func locking() {
        let guarded = GuardedMock()
        let lock = LockMock()
        guarded._lock = lock
        guarded.lock()
        guarded.lock.unlock()
        expect(guarded.lockCallCount == 1, "the parent's method is witnessed by the parent's mock")
        expect(lock.unlockCallCount == 1, "the child's property by the child's")
        let asParent: any Lockable = guarded
        asParent.lock()
        expect(guarded.lockCallCount == 2, "both reached through the protocols")

        let scheduled = ScheduledMock()
        scheduled._start = Date(timeIntervalSince1970: 1)
        scheduled.start()
        scheduled.cancel()
        expect(scheduled.start == Date(timeIntervalSince1970: 1), "the property is the mock's")
        expect(scheduled.cancelCallCount == 1, "the method an extension implements is left to it")
    }
}

extension Driver {
    static func redeclared() {
        let narrow = NarrowSlotsMock()
        expect(!(narrow as AnyObject is SlotsMock), "a mock of its own, not a subclass")
        narrow.loadIntStringHandler = { "narrow \($0)" }
        narrow.loadIntStringOptionalHandler = { _ in nil }
        let wide: String? = (narrow as any Slots).load(1)
        let exact: String = narrow.load(2)
        expect(exact == "narrow 2", "the child's call answers its own way")
        expect(wide == nil, "the parent's call is witnessed separately")
        narrow.subscriptIntString2Handler = { "key \($0)" }
        narrow.subscriptIntStringOptional2Handler = { _ in nil }
        expect(narrow[3] == "key 3", "the child's subscript")
        NarrowSlotsMock.makeIntStringHandler = { "made \($0)" }
        expect(NarrowSlotsMock.make(4) == "made 4", "the child's static method")
    }
}

extension Driver {
    static func borrowed() async throws {
        let provider = ProviderMock()
        provider.makeHandler = { @Sendable (key: String) -> Ticket in Ticket(number: key.count) }
        let ticket: Ticket = provider.make("four")
        expect(ticket.number == 4, "a noncopyable result comes from its typed handler")
        provider.makeHandler = { @Sendable (key: String) -> Int in key.count * 2 }
        let copyable: Int = provider.make("ab")
        expect(copyable == 4, "the same requirement answers a copyable type too")
        expect(provider.makeCallArgs == ["four", "ab"], "both calls are logged")
        provider.lookupHandler = { @Sendable (key: String) async throws -> Ticket? in Ticket(number: 9) }
        let found: Ticket? = try await provider.lookup("x")
        switch consume found {
        case .some(let ticket): expect(ticket.number == 9, "an optional noncopyable result")
        case .none: expect(false, "an optional noncopyable result")
        }
        provider.watchHandler = {
            @Sendable (key: String, updates: (String) async throws -> Ticket) async throws -> Ticket in
            try await updates(key + "!")
        }
        let watched: Ticket = try await provider.watch("abc") { Ticket(number: $0.count) }
        expect(watched.number == 4, "the handler hands the caller's own closure its value")
        expect(provider.watchCallArgs == ["abc"], "the closure is not logged")

        let reader = ByteReaderMock()
        reader.checksumHandler = { bytes in
            var sum = 0
            for index in bytes.indices { sum += Int(bytes[index]) }
            return sum
        }
        let bytes: [UInt8] = [1, 2, 3]
        expect(reader.checksum(bytes.span) == 6, "the handler reads the span during the call")
        reader.write(bytes.span.bytes, tag: "head")
        expect(reader.writeCallArgs == ["head"], "the log keeps what may outlive the call")
        expect(reader.checksumCallCount == 1 && reader.writeCallCount == 1, "both calls are counted")
    }
}

/// A box a Sendable closure may write to in a single-threaded driver.
final class Recorder<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension Driver {
    static func executors() {
        let loop = SerialJobLoopMock()
        expect(loop as AnyObject is JobLoopMock, "the child subclasses the parent's mock")
        loop.runHandler = {}
        loop.run()
        expect(loop.runCallCount == 1, "the parent's method")
        expect(loop.enqueueCallCount == 0, "one enqueue witness, the parent's")
        let emitter = EmittingMock()
        emitter.emittedHandler = { 3 }
        expect(emitter.emitted() == 3, "a method beside one that takes Never")
        expect(emitter.wrapCallCount == 0, "the Never method keeps its tracking members")
    }
}

extension Driver {
    static func shadowing() {
        let subject = SubjectLikeMock<PrintingListener>()
        subject.subscribeHandler = { observer in observer is PrintingListener ? 7 : 0 }
        expect(
            subject.subscribe(PrintingListener()) == 7, "the renamed generic parameter still takes the caller's type")
        subject.asObserverHandler = { PrintingListener() }
        _ = subject.asObserver()
        expect(subject.asObserverCallCount == 1, "the mock's own generic parameter")
    }
}
