import Foundation

extension Driver {
    static func concurrency() async throws {
        let screen = await MainActor.run { ScreenPresentingMock() }
        await MainActor.run {
            screen.show(title: "a")
            expect(screen.showArgs == ["a"], "isolated method")
        }
        screen.identifierHandler = { "id" }
        expect(screen.identifier() == "id" && screen.identifierCallCount == 1, "nonisolated member")
        screen._label = "L"
        expect(screen.label == "L" && screen.labelGetCount == 1, "nonisolated property")
        let refreshed = try await MainActor.run {
            screen.refreshHandler = { 3 }
            return screen
        }.refresh()
        expect(refreshed == 3, "async throws on the actor")

        let store = TokenStoringMock()
        let sendable: any Sendable = store
        _ = sendable
        store.tokenHandler = { "secret" }
        let token = await Task.detached { await store.token() }.value
        expect(token == "secret", "Sendable mock crosses tasks")
        store.saveHandler = { _, completion in completion(true) }
        store.save("x") { @Sendable ok in expect(ok, "@Sendable completion") }
        expect(store.saveArgs == ["x"], "closure left out of the record")

        await renderDraw()

        let reporting: any Sendable = ReportingMock()
        (reporting as? ReportingMock)?.report("e")
        expect((reporting as? ReportingMock)?.reportArgs == ["e"], "uncheckedSendable")

        let mixed = MixedIsolationMock()
        mixed.update()
        expect(mixed.updateCallCount == 1 && mixed.plain() == 0, "member actor not propagated")

        CountingMock.makeHandler = { 4 }
        CountingMock.shared = 2
        expect(CountingMock.make() == 4 && CountingMock.sharedSetArgs == [2], "static members")
    }

    @RenderIsolation
    static func renderDraw() {
        let mock = RenderingMock()
        mock.draw(frame: 1)
        expect(mock.drawArgs == [1], "annotated global actor")
    }

    static func conditional() {
        let mock = AvatarRepositoryProtocolMock()
        expect(mock.fetch(id: "1") == "" && mock.fetchArgs == ["1"], "unconditional member")
        mock.sync(force: true)
        expect(mock.syncCallCount == 1 && mock.syncArgs == [true], "one member for two clauses")
        #if FEATURE_A
            mock._badge = 2
            expect(mock.badge == 2, "FEATURE_A badge")
        #else
            mock._badge = "b"
            expect(mock.badge == "b" && mock.badgeGetCount == 1, "other badge")
        #endif
        expect(mock.debugDump() == "" && mock.debugDumpCallCount == 1, "several if lines")
        mock.trace("t")
        expect(mock.traceArgs == ["t"] && mock.traceCount() == 0, "begin/end block")
        let host = HostOnlyMock()
        host.run(on: DispatchQueue.main)
        expect(host.runCallCount == 1, "protocol-level if")

        // Built without FEATURE_X: only the members inside the blocks are left out.
        let feed = FeedLoadingMock()
        expect(feed.inspect() == 0 && feed.inspectCallCount == 1, "a member after a block closed above #if")
        expect(feed.load() == [] && feed.loadCallCount == 1, "and one after a block closed above #endif")
    }
}
