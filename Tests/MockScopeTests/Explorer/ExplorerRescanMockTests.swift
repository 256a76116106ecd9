@testable import ExplorerCore
import MockModel
import MockPipeline
import Testing

/// A mock asked of one scan's generator and delivered after a rescan finished belongs to a
/// protocol that may have changed since: it is dropped, and the new scan's mock is taken.
@Suite("Explorer reducer: mocks across a rescan")
struct ExplorerRescanMockTests {
    typealias F = ExplorerFixtures

    @Test func aMockMadeBeforeARescanIsDroppedAndTheNewOneTaken() throws {
        var state = F.scannedState()
        let model = try #require(state.focusedProtocol)
        let options = state.options(for: model)
        let oldGenerator = try #require(state.scan.generator)
        var stale = MockView(
            mock: oldGenerator.mock(for: model, options: options), lines: [StyledLine(plain: "old")],
            requestedOptions: options)
        stale.generation = state.scan.generation

        _ = F.apply([.rescan, .scanFinished(F.scan(), scan: state.scan.number + 1)], to: &state)
        let generation = state.scan.generation
        #expect(generation != stale.generation)
        #expect(state.contents.requestedMocks.contains { $0.protocolID == model.id && $0.generation == generation })

        _ = reduce(&state, .mocksGenerated([stale]))
        #expect(state.contents.mocks[model.id] == nil, "the old scan's mock must not stand for the new one")

        var fresh = MockView(
            mock: try #require(state.scan.generator).mock(for: model, options: options),
            lines: [StyledLine(plain: "new")], requestedOptions: options)
        fresh.generation = generation
        _ = reduce(&state, .mocksGenerated([fresh]))
        #expect(state.contents.mocks[model.id]?.lines == [StyledLine(plain: "new")])
    }
}
