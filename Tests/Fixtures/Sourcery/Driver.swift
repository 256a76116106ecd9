import Foundation

@main
struct Driver {
    static func main() async throws {
        recordedArguments()
        naming()
        messaging()
        try await properties()
        try await effectfulReads()
        try await concurrency()
        conditional()
        try await shapes()
        if failures > 0 { exit(1) }
        print("OK")
    }

    /// The DataService example and the recorded-arguments section, as written.
    static func recordedArguments() {
        let service = DataServiceMock()
        let registry = AppServicesRegisteringMock()
        let player = AudioPlayingMock()
        let sut = Loader(service: service, registry: registry, player: player)
        var delivered: String?
        service.fetchDataHandler = { id, completion in
            completion("payload-\(id)", nil)
        }
        service.fetchDataHandler = { (_ id: String, _ completion: @escaping (String?, Error?) -> Void) -> () in
            delivered = id
            completion(nil, nil)
        }
        sut.load(id: "m1")
        expect(service.fetchDataArgs == ["m1"], "one parameter: its own type")
        expect(service.fetchDataCallCount == 1, "call counted")
        expect(delivered == "m1", "handler called with the arguments")
        expect(registry.registerURLHandlerArgs.last?.priority == 3, "two: a labelled tuple")
        expect(registry.registerURLHandlerArgs.last?.tag == "loader", "labelled by parameter name")
        service.fetchDataArgs = []
        expect(service.fetchDataArgs.isEmpty, "clearing it is the reset")

        var seen: [Int] = []
        player.volumeSetHandler = { _ in seen.append(player._volume) }
        sut.mute()
        expect(player.volumeSetArgs == [0], "writes recorded")
        expect(player.volumeSetCount == 1, "writes counted")
        expect(seen == [0], "the store is assigned before the handler runs")
        player._draft = "note"
        expect(player.draftGetCount == 0 && player.draftSetArgs.isEmpty, "seeding moves nothing")
        expect(player.draft == "note" && player.draftGetCount == 1, "the read answers the store")
        player.draftGetHandler = { "from handler" }
        expect(player.draft == "from handler", "the get handler answers")
        player.onFinish = {}
        expect(player.onFinishSetCount == 1 && player.onFinish != nil, "closure property stored, not recorded")
    }

    static func naming() {
        let mock = NamingRulesMock()
        mock.perform1_0()
        mock.ID()
        mock.do()
        _ = mock.setting4_2
        mock.load()
        mock.load("a")
        mock.load(id: 1, force: true)
        mock.store(7)
        mock.storeKeyValueHandler = { _, value in value > 0 }
        expect(mock.store(key: "k", 2), "overload handler")
        mock.reload(all: true)
        expect(mock.perform1_0CallCount == 1 && mock.IDCallCount == 1 && mock.doCallCount == 1, "verbatim names")
        expect(mock.setting4_2GetCount == 1, "property name verbatim")
        expect(mock.loadCallCount == 1 && mock.loadItemCallCount == 1 && mock.loadIdForceCallCount == 1, "overloads")
        expect(mock.loadItemArgs == ["a"] && mock.loadIdForceArgs.first?.force == true, "overload args")
        expect(mock.storeArgs == [7] && mock.storeKeyValueArgs.first?.key == "k", "label or parameter name")
        expect(mock.reloadEverythingCallCount == 1 && mock.reloadEverythingArgs == [true], "methodName")
    }

    static func messaging() {
        let mock = MessagingMock()
        mock.ping()
        expect(mock.pingCallCount == 1, "no Args for no parameters")
        var finished = false
        mock.sendHandler = { _, _, onDone in onDone() }
        mock.send("hello", retries: 2, onDone: { finished = true })
        expect(
            mock.sendArgs.count == 1 && mock.sendArgs[0].message == "hello" && mock.sendArgs[0].retries == 2,
            "closure not recorded")
        expect(finished, "the handler hands over the closure")
        var value = 5
        mock.adjustHandler = { value in value *= 2 }
        mock.adjust(&value)
        expect(mock.adjustArgs == [5] && value == 10, "inout records what was passed in")
        mock.decodeHandler = { _, _ in Payload(size: 3) }
        expect(mock.decode(Payload.self, from: Data()) == Payload(size: 3), "generic method answered by its handler")
        expect(mock.decodeCallCount == 1, "generic method counted")
        mock.retain(NSObject())
        expect(mock.retainCallCount == 1, "skipArgumentRecording keeps counting")
        mock.totalHandler = { values in values.reduce(0, +) }
        expect(mock.total(1, 2, 3) == 6 && mock.totalArgs == [[1, 2, 3]], "variadic recorded as an array")
        mock.transformHandler = { body in body(4) }
        expect(mock.transform { $0 + 1 } == 5 && mock.transformCallCount == 1, "non-escaping closure handed over")
        let unrecorded = UnrecordedMock()
        unrecorded.put(1)
        unrecorded.level = 3
        expect(
            unrecorded.putCallCount == 1 && unrecorded.levelSetCount == 1 && unrecorded.level == 3, "protocol-wide skip"
        )
    }

    static func properties() async throws {
        let identifier = UUID()
        let mock = SettingsProvidingMock(session: Session(user: "ada"), title: "Home", identifier: identifier)
        expect(mock.name == "" && mock.count == 0 && mock.ratio == 0 && mock.flags.isEmpty, "smart defaults")
        expect(mock.session.user == "ada" && mock.title == "Home", "initializer seeds the stores")
        expect(mock.identifier == identifier, "const is a let")
        expect(mock.current == nil && mock.currentGetCount == 1, "optional store")
        expect(mock.compute() == 0 && mock.names() == [] && mock.lookup() == [:], "smart return defaults")
        expect(mock.find(id: 1) == nil && mock.findArgs == [1], "optional return")
        mock.makeSessionHandler = { Session(user: "grace") }
        expect(mock.makeSession().user == "grace", "a return without default comes from the handler")
        mock.tokenGetHandler = { Token(value: "t") }
        var written: [Token] = []
        mock.tokenSetHandler = { written.append($0) }
        mock.token = Token(value: "w")
        expect(mock.token == Token(value: "t") && written == [Token(value: "w")], "handler property")
        expect(mock.tokenSetArgs == [Token(value: "w")] && mock.tokenGetCount == 1, "handler property counts")
        mock.count = 4
        mock._count = 9
        expect(mock.count == 9 && mock.countSetArgs == [4], "store seeded without recording")
    }

    static func effectfulReads() async throws {
        let mock = EffectfulReadingMock()
        mock.readyGetHandler = { true }
        expect(await mock.ready, "get async")
        mock.configGetHandler = { throw ReadError.missing }
        expect((try? mock.config) == nil, "get throws")
        mock._remote = 8
        expect(try await mock.remote == 8 && mock.remoteGetCount == 1, "get async throws reads the store")
        mock.loadHandler = { id in
            try await Task.sleep(nanoseconds: 1); return "loaded \(id)"
        }
        expect(try await mock.load(id: "x") == "loaded x", "async throws handler awaited")
    }
}
