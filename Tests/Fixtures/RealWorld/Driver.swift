import Foundation

@main
struct Driver {
    static func main() async throws {
        hygiene()
        parameterShapes()
        shadowing()
        try lazy()
        inheritance()
        await actors()
        try await genericClosures()
        try standardParents()
        associatedTypes()
        await typedNever()
        names()
        restated()
        try closureAlias()
        try await isolation()
        if failures > 0 { exit(1) }
        print("OK")
    }

    static func hygiene() {
        let vault = VaultMock()
        vault.store(Storage(bytes: [1]))
        expect(vault.storeCallArgs.map(\.bytes) == [[1]], "the module's own Storage is recorded")
        expect(vault.load() == nil, "optional result defaults to nil")
    }

    static func parameterShapes() {
        let sink = ByteSinkMock()
        sink.write(bytes: [1, 2, 3])
        expect(sink.writeCallArgs.map { Array($0) } == [[1, 2, 3]], "some Sequence recorded as any")
        sink.decodeHandler = { value in (value as! Int) + 1 }
        var number = 41
        sink.decode(value: &number)
        expect(number == 42, "generic inout written back through a cast")
        sink.advanceHandler = { cursor in (returnValue: (cursor as! String) + "!", inoutArgs: "next") }
        var cursor = "a"
        let advanced: String? = sink.advance(&cursor)
        expect(advanced == "a!" && cursor == "next", "generic result and inout cast back")

        let gate = GateMock()
        gate.admitHandler = { ticket in ticket.number * 2 }
        expect(gate.admit(Ticket(number: 21)) == 42, "a non-copyable argument reaches the handler")
        gate.admitAny(Token(id: 1))
        expect(gate.admitAnyCallCount == 1 && gate.admitAnyCallArgs.count == 1, "the call is counted")

        let legacy = LegacyMock()
        expect(legacy.delegate == nil, "implicitly unwrapped property starts nil")
        legacy.configureHandler = { timeout in timeout.map { $0 * 2 } }
        expect(legacy.configure(timeout: 4) == 8, "implicitly unwrapped parameter and result")
        expect(legacy.configureCallArgs == [4], "recorded as optional")
    }

    static func shadowing() {
        let mock = ShadowingMock()
        mock.applyHandler = { a, b, storage, handler, newValue, count in
            expect(storage == "s" && a + b + handler + newValue + count == 15, "arguments forwarded in order")
        }
        mock.apply(param0: 1, 2, storage: "s", _handler: 3, newValue: 4, applyCallCount: 5)
        expect(mock.applyCallCount == 1, "the count is the mock's, not the parameter")
        expect(mock.applyCallArgs.first?.param0 == 1 && mock.applyCallArgs.first?.second == 2, "labels")
        expect(mock.applyCallArgs.first?.storage == "s", "a parameter named storage is recorded")
        let stored = Recorder<[Int]>([])
        mock.subscriptIntSetHandler = { key, value in stored.value += [key, value] }
        mock[7] = 70
        expect(stored.value == [7, 70], "subscript parameter named newValue keeps both values apart")
    }

    static func lazy() throws {
        let mock = LazyMock()
        let seen = Recorder<[Bool]>([])
        mock.checkHandler = { condition in seen.value.append((try? condition()) ?? false) }
        mock.check(true)
        expect(seen.value == [true], "a throwing autoclosure reaches the handler unevaluated")
        expect(mock.checkCallCount == 1, "counted")
    }
}

extension Driver {
    static func inheritance() {
        let child = StringDecodingMock()
        child.decodeHandler = { 1 }
        child.decodeStringHandler = { text in text.count }
        expect(child.decode() == 1 && child.decode("four") == 4, "parent and child decode apart")
        expect(child.decodeCallCount == 1 && child.decodeStringCallArgs == ["four"], "tracked apart")
        child.resetMock()
        expect(child.decodeCallCount == 0 && child.decodeStringCallCount == 0, "reset reaches both")

        let pipeline = PipelineMock()
        pipeline.customize()
        expect(pipeline.customizeCallCount == 1, "a requirement reached twice is witnessed once")
        let asDecoding: any Decoding = pipeline
        asDecoding.customize()
        expect(pipeline.customizeCallCount == 2, "the same witness through either parent")

        let marked = MarkedMock()
        marked.baseHandler = { "base" }
        expect(marked.base() == "base", "an unmarked parent is witnessed by the child")

        let constructed = ConstructedChildMock(size: 3)
        expect(constructed.initCallArgs == [3], "an init on an inheriting protocol")
        constructed.start()
        expect(constructed.startCallCount == 1, "with the parent's requirements beside it")

        let upload = UploadMock()
        upload.bodyHandler = { Data([1]) }
        expect(upload.body() == Data([1]), "a composition parent is split into its parents")

        let failure: any Error = FailureMock()
        expect(failure is FailureMock, "an Error mock is Sendable")
        let channel = ChannelMock()
        channel.write(1)
        expect(channel.writeCallArgs == [1], "Sendable through a parent")
    }

    nonisolated static func genericClosures() async throws {
        let events = EventsMock()
        let seen = Recorder<[String]>([])
        events.observeHandler = { handler in handler(5) }
        events.observe { (value: Int) in seen.value.append("observed \(value)") }
        expect(events.observeCallArgs.count == 1, "an escaping generic closure is recorded erased")
        events.eachHandler = { body in body("a") }
        events.each { (text: String) in seen.value.append(text) }
        events.makeSetterHandler = { { value in seen.value.append("set \(value)") } }
        let setter: (Double) -> Void = events.makeSetter()
        setter(1.5)
        events.makeGetterHandler = { { "got" } }
        let getter: () throws -> String = await events.makeGetter()
        expect(try getter() == "got", "a generic result closure casts back")
        expect(seen.value == ["observed 5", "a", "set 1.5"], "closures forwarded both ways: \(seen.value)")
    }

    nonisolated static func actors() async {
        let worker = WorkerMock()
        worker.serveHandler = { 7 }
        let served = await worker.serve()
        await worker.work()
        expect(served == 7 && worker.workCallCount == 1, "an actor parent is flattened into the child")
    }

    static func standardParents() throws {
        let first = EntityMock()
        let second = EntityMock()
        expect(first == first && first != second, "equal when the same instance")
        expect(Set([first, first, second]).count == 2, "hashed by identity")
        expect((first < second) != (second < first), "ordered by identity")
        first._description = "first"
        expect("\(first)" == "first", "description set by the test")
        first.encodeHandler = { encoder in
            var container = encoder.singleValueContainer()
            try container.encode(1)
        }
        expect(try JSONEncoder().encode(first) == Data("1".utf8), "the handler encodes")
        expect(first.encodeCallCount == 1, "encode(to:) recorded")

        let keyed = KeyedMock()
        keyed._id = "key"
        expect(keyed.id == "key", "Identifiable with a bound ID")
        let raw = RawMock(rawValue: 5)
        expect(raw?.initCallArgs.count == 1, "RawRepresentable init recorded")

        let node = PrintableMock(PrintableSeed())!
        expect(node.initCallArgs.count == 1, "a failable initializer from an opaque value is recorded")
        node.writeHandler = { target in (target as! String) + "node" }
        var text = "a "
        node.write(to: &text)
        expect(text == "a node" && node.writeCallCount == 1, "TextOutputStreamable writes through its handler")
        node._customMirror = Mirror(reflecting: [1, 2])
        expect(node.customMirror.children.count == 2, "CustomReflectable answers with the mirror a test sets")
        PrintableMock._kind = "leaf"
        expect(PrintableMock.kind == "leaf", "a static requirement beside them")
    }

    static func typedNever() async {
        let writer = WriterMock()
        await writer.write(Envelope(body: 7))
        expect((writer.writeCallArgs.first as? Envelope<Int>)?.body == 7, "an opaque generic argument recorded as Any")
        writer.flushHandler = { 3 }
        expect(writer.flush() == 3, "throws(Failure) with Failure == Never needs no try")
    }

    static func associatedTypes() {
        let key = StorageKeyMock<Int>()
        key.valueHandler = { 3 }
        expect(key.value() == 3, "a constrained associated type makes the mock generic")
        let numbers = NumericContainerMock<Double>()
        numbers.sumHandler = { 1.5 }
        expect(numbers.sum() == 1.5, "where clauses on inherited associated types are honoured")
        let box = IntBoxMock()
        box.getHandler = { 9 }
        let value: Int = box.get()
        expect(value == 9, "a parent's generic argument binds its associated type")
        let routed = RoutedMock<AnyRoute>()
        routed._route = AnyRoute()
        expect(routed.route.get() as? String == "home", "a constraint through an unconstrained associated type")
    }

    static func names() {
        let router = RouterMock()
        router.forHandler = { $0.count }
        expect(router.for("abc") == 3 && router.forCallCount == 1, "backticked names keep their witness")
        router._default = 4
        expect(router.default == 4, "backticked property")
        RouterMock.subscriptIntHandler = { "#\($0)" }
        expect(RouterMock[2] == "#2" && RouterMock.subscriptIntCallCount == 1, "static subscript")
        router.resetMock()
        expect(RouterMock.subscriptIntCallCount == 0, "reset reaches static state")
        let compat = CompatMock()
        compat.helloHandler = { "hi" }
        expect(compat.hello() == "hi", "a parent spelled through a typealias")
        let original = Copyable2Mock()
        let shared = Recorder(Copyable2Mock())
        let duplicate = shared.value
        original.copyHandler = { shared.value }
        original.mergeHandler = { other in other === shared.value }
        expect(original.copy() === duplicate && original.merge(with: duplicate), "Self as the mock's own name")
        expect(Copyable2Mock.make() == nil, "static Self? defaults to nil")
        let code = CodeMock(rawValue: 3)
        code?._rawValue = 3
        expect(code?.rawValue == 3 && code?.initCallArgs == [3], "RawValue bound by the restated requirement")
        let field = FieldMock()
        field.hashHandler = { hasher in
            var hasher = hasher
            hasher.combine(1)
            return hasher
        }
        var hasher = Hasher()
        field.hash(into: &hasher)
        expect(field.hashCallCount == 1, "a restated hash(into:) is the declared witness")
        let tagged = TaggedMock<String>()
        tagged.tagHandler = { "t" }
        expect(tagged.tag() == "t", "an associated type with a comma-separated constraint list")
        let narrow = NarrowMock()
        narrow.getHandler = { 2 }
        let item: Int = narrow.get()
        expect(item == 2, "a same-type requirement written the other way round")
        let storing = StoringMock()
        storing.connect(adapter: "a")
        storing.connect(adapter: 1)
        expect(storing.connectTCallCount + storing.connectT2CallCount == 2, "overloads by constraint alone")
        let indexed = IndexedMock()
        indexed.subscriptIntImplicitlyUnwrappedHandler = { $0 }
        expect(indexed[4] == 4, "implicitly unwrapped subscript")
        let labelled = LabelledMock<Substring>()
        labelled.labelHandler = { "ab"[...] }
        expect(labelled.label() == "ab", "constraints of two parents on one associated type")
        let sized = SizedMock<[Int]>()
        sized.sizeHandler = { [1] }
        expect(sized.size() == [1], "a where clause overrules a default it rules out")
        let linked = LinkedMock<[Any]>()
        linked.pathHandler = { [1, 2] }
        expect(linked.path().count == 2, "a class where clause spells the aliases it mentions")
        let choices = [ChoiceMock(), ChoiceMock()]
        ChoiceMock._allCases = choices
        expect(ChoiceMock.allCases == choices, "CaseIterable lists the instances a test gives it")
        ChoiceMock._allCases = nil
        FieldKindMock<Int>.decodeHandler = { $0 * 2 }
        FieldKindMock<String>.decodeHandler = { "\($0)" }
        expect(
            FieldKindMock<Int>.decode(2) == 4 && FieldKindMock<String>.decode(2) == "2",
            "static state per specialization")
        FieldKindMock<Int>._name = "int"
        expect(FieldKindMock<Int>.name == "int" && FieldKindMock<Int>.decodeCallCount == 1, "static tracking")
        FieldKindMock<Int>().resetMock()
        expect(
            FieldKindMock<Int>.decodeCallCount == 0 && FieldKindMock<String>.decodeCallCount == 1,
            "reset per specialization")
        let versioned = VersionedMock()
        versioned.currentHandler = { 6 }
        expect(versioned.current() == 6, "the mock of the branch that is compiled")
    }
}

struct Token: ~Copyable { var id: Int }

/// A value the drivers' handlers write to; tests run them on one thread.
final class Recorder<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
