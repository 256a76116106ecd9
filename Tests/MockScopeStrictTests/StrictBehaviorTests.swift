import MockScope
import MockScopeTesting
import Testing

@Suite("Generated strict mocks: strict behavior")
struct StrictBehaviorTests {
    @Test func unstubbedUntypedThrowingMembersThrow() async {
        let weather = WeatherServiceMock()
        await #expect(
            throws: MockError.unstubbed(
                member: "WeatherServiceMock.temperature(for:)", arguments: "(\"Paris\")",
                hint: "Given(mock).temperature(for: …).willReturn(…)")
        ) { try await weather.temperature(for: "Paris") }
        let service = ServiceMock(defaults: .voidAndOptional)
        #expect(throws: MockError.self) { try service.save("x") }
    }

    @Test func performSatisfiesVoidMembers() throws {
        let service = ServiceMock()
        let saved = Recorder<String>()
        Perform(service).ping {}
        Perform(service).save(.any) { saved.record($0) }
        service.ping()
        try service.save("kept")
        #expect(saved.values == ["kept"])
    }

    @Test func overloadsHaveTheirOwnChannels() throws {
        let formatter = FormatterMock()
        Given(formatter).make().willReturn(1)
        Given(formatter).make(returning: String.self).willReturn("one")
        let number: Int = formatter.make()
        let text: String = formatter.make()
        #expect(number == 1 && text == "one")
        Verify(formatter, 1).make()
        Verify(formatter, 1).make(returning: String.self)
    }

    @Test func variadicsInoutRethrowsAndAutoclosures() throws {
        let formatter = FormatterMock(defaults: .void)
        formatter.log("a", "b")
        var value = 3
        formatter.bump(&value)
        let seen = Recorder<Int>()
        Perform(formatter).each { _, body in try? body(5) }
        formatter.each { seen.record($0) }
        Given(formatter).compute(.value(4)).willReturn(40)
        #expect(formatter.compute(2 + 2) == 40)
        Given(formatter).score(.any).willAnswer { $0 * 2 }
        #expect(try formatter.score(21) == 42)
        #expect(throws: ServiceError.offline) { try formatter.score(try { throw ServiceError.offline }()) }
        Verify(formatter, 1).score(.value(21))
        #expect(seen.values == [5])
        Verify(formatter, 1).log(.value(["a", "b"]))
        Verify(formatter, 1).bump(.value(3))
        Verify(formatter, 1).each()
    }

    @Test func genericsAndAssociatedTypes() {
        let converter = ConverterMock()
        Given(converter).convert(.any, as: Int.self).willReturn(7)
        let number: Int = converter.convert("7")
        #expect(number == 7)
        Given(converter).store(.value(3))
        converter.store(3)
        Verify(converter, 1).store(.value(3))
        let store = StoreMock<String>()
        Given(store).put(.any)
        Given(store).all().willReturn(["a"])
        store.put("a")
        #expect(store.all() == ["a"])
        Verify(store, 1).put(.value("a"))
    }

    @Test func actorMocks() async {
        let counter = CounterMock()
        Given(counter).next().willReturn(1, 2)
        Given(counter).name().willReturn("counter")
        #expect(await counter.next() == 1)
        #expect(await counter.next() == 2)
        #expect(counter.name() == "counter")
        Verify(counter, 2).next()
        Perform(counter).add(.value(2)) { value, done in done(value + 1) }
        let seen = Recorder<Int>()
        await counter.add(2) { seen.record($0) }
        #expect(seen.values == [3])
    }

    @MainActor
    @Test func isolatedAsyncWitnessesSendTheirArguments() async {
        let screen = ScreenMock()
        Given(screen).render(.any, when: .any).willAnswer { canvas, ready in canvas.strokes.isEmpty && ready() }
        #expect(await screen.render(Canvas()) { true })
        Verify(screen).render(.any, when: .any)
    }
}
