import Foundation

@main
struct Driver {
    static func main() async throws {
        let clock = ClockMock()
        clock.nowHandler = { Date(timeIntervalSince1970: 7) }
        expect(clock.now() == Date(timeIntervalSince1970: 7), "a public mock returns Foundation's Date")
        clock._zone = TimeZone(secondsFromGMT: 3_600)!
        expect(clock.zone.secondsFromGMT() == 3_600, "a public property of Foundation's TimeZone")

        let loader = LoaderMock()
        loader.loadHandler = { url in Data(url.path.utf8) }
        let data = try await loader.load(URL(fileURLWithPath: "/a"))
        expect(String(decoding: data, as: UTF8.self) == "/a", "an internal mock beside it")
        expect(loader.loadCallArgs.map(\.path) == ["/a"], "arguments recorded")
        if failures > 0 { exit(1) }
        print("OK")
    }
}
