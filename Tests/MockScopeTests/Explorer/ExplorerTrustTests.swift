import ExplorerCore
import ExplorerScripting
import Foundation
import MockModel
import MockPipeline
import MockVerification
import Testing

/// Verification of a package runs the package's own code, so the explorer asks first: the
/// question's states in memory, and an untrusted package that runs nothing.
@Suite("Explorer trust")
struct ExplorerTrustTests {
    /// The question's "no" names the key that asks it again: the one bound to asking.
    @Test func theKeyThatAsksAgainIsTheOneNamed() {
        let asking = Keymap.bindings.filter {
            if case .askTrust = $0.action { true } else { false }
        }.flatMap(\.keys).map(\.label)
        let named = Keymap.bindings.compactMap { binding -> String? in
            guard let end = binding.description.range(of: " asks again") else { return nil }
            return binding.description[..<end.lowerBound].split(separator: "(").last.map(String.init)
        }
        #expect(!named.isEmpty)
        for key in named { #expect(asking.contains(key), "the help says \(key) asks again") }
    }

    static let code = ProjectCode(folder: "/work/App", digest: String(repeating: "a", count: 64), isPackage: true)

    /// Every mock generated, with verification on: the moment a run would start.
    func generated(
        trustGiven: Bool = false, size: Size = Size(width: 160, height: 48), cursor: Int = 0,
        scan: ScanResult = ExplorerFixtures.scan()
    ) -> (state: ExplorerState, effects: [Effect]) {
        var state = ExplorerFixtures.scannedState(scan, size: size)
        _ = reduce(&state, .move(cursor))
        state.verification.isEnabled = true
        if trustGiven { state.verification.trust = .given }
        let generator = MockGenerator(scan: scan)
        let views = state.protocols.map { model in
            var mock = generator.mock(for: model, options: state.options(for: model))
            mock.text = "final class \(model.name)Mock {}"
            return MockView(
                mock: mock, lines: [StyledLine(plain: mock.text!)], requestedOptions: state.options(for: model))
        }
        let effects = reduce(&state, .mocksGenerated(views))
        return (state, effects)
    }

    func verifyRequests(_ effects: [Effect]) -> [VerificationRequest] {
        effects.compactMap { if case .verify(let request) = $0 { request } else { nil } }
    }

    /// The focused protocol first, then the rest of the list's page, then the others: the
    /// first compiler job holds what is on screen.
    @Test func theMocksOnScreenAreVerifiedFirst() throws {
        let many = (0..<60).map { ExplorerFixtures.model("Service\($0)", file: "Project/S.swift", line: 1 + $0 * 4) }
        let (state, effects) = generated(
            trustGiven: true, size: Size(width: 80, height: 24), cursor: 30, scan: ExplorerFixtures.scan(many))
        let request = try #require(verifyRequests(effects).first)
        let rows = state.list.visible.map(\.id)
        let viewport = state.list.viewport
        #expect(viewport.height < rows.count, "the page must not hold every row for this test to mean anything")
        let page = Array(rows[viewport.top..<(viewport.top + viewport.height)])
        let order = request.mocks.map(\.protocolID)
        #expect(viewport.cursor == 30)
        #expect(order.first == rows[30])
        #expect(Set(order.prefix(page.count)) == Set(page))
        #expect(Set(order) == Set(rows))
    }

    @Test func aRunDueLooksTheProjectUpFirstAndVerifiesNothingYet() {
        var (state, effects) = generated()
        #expect(effects.map(\.name) == ["checkTrust"])
        #expect(state.verification.trust == .checking)
        #expect(state.verification.checking.isEmpty, "no row says checking while nothing runs")
        // Another change meanwhile does not look it up twice.
        #expect(reduce(&state, .cycleOption(.access)).allSatisfy { $0.name != "checkTrust" && $0.name != "verify" })
    }

    @Test func anUnknownPackageAsksOnceAndVerificationStaysOffUntilTrusted() throws {
        var (state, _) = generated()
        let effects = reduce(&state, .trustChecked(.unknown(Self.code)))
        #expect(effects.isEmpty)
        #expect(state.overlays.box == .trust(Self.code))
        let screen = layout(state, size: state.display.size).lines.joined(separator: "\n")
        #expect(screen.contains("Verification builds this package and runs its Package.swift and plugins:"))
        #expect(screen.contains("/work/App"))
        #expect(screen.contains("y this session    A always    n no"))

        // n: no, for now. The pane says why verification is off and which key grants it.
        #expect(ExplorerFixtures.apply([Keymap.action(for: .character("n"), in: state)!], to: &state).isEmpty)
        #expect(state.overlays.box == nil)
        #expect(state.verification.trust == .untrusted(Self.code))
        #expect(
            state.diagnosticRows.map(\.message) == [
                "verification is off: press A to trust /work/App "
                    + "(verification builds this package and runs its Package.swift and plugins)"
            ])
        let title = layout(state, size: state.display.size).lines[0]
        #expect(title.contains("· not verified (A trusts)"))
        #expect(Keymap.hints(for: state).contains { $0 == ("A", "trust") })
        var narrow = state
        _ = reduce(&narrow, .resize(Size(width: 80, height: 24)))
        #expect(layout(narrow, size: narrow.display.size).lines.last?.contains("A trust") == true, "at 80 columns too")
        #expect(state.verificationMark(for: state.protocols[0]) == nil)
        // Nothing a person does meanwhile starts a run.
        #expect(verifyRequests(ExplorerFixtures.apply([.cycleOption(.access), .rescan], to: &state)).isEmpty)

        // A asks again; y trusts for this session: the run starts, nothing is remembered.
        _ = reduce(&state, Keymap.action(for: .character("A"), in: state)!)
        #expect(state.overlays.box == .trust(Self.code))
    }

    @Test func yesTrustsForThisSessionAndAlwaysRemembers() throws {
        for (key, remembered) in [("y", false), ("A", true)] {
            var (state, _) = generated()
            _ = reduce(&state, .trustChecked(.unknown(Self.code)))
            let effects = reduce(&state, Keymap.action(for: .character(Character(key)), in: state)!)
            #expect(state.overlays.box == nil)
            #expect(state.verification.trust == .granted(Self.code, remembered: remembered))
            #expect(effects.contains { $0.name == "rememberTrust" } == remembered, "\(key)")
            let request = try #require(verifyRequests(effects).first)
            #expect(request.consent == .trusted(Self.code), "the run carries what was trusted")
            #expect(state.diagnosticRows.isEmpty)
            #expect(Keymap.action(for: .character("A"), in: state).map { "\($0)" } == nil, "A only when untrusted")
        }
    }

    @Test func aRememberedOrPlainProjectVerifiesWithoutAsking() throws {
        for (answer, consent) in [
            (TrustAnswer.remembered(Self.code), CodeConsent.trusted(Self.code)),
            (.notNeeded, .trusted(nil)),
        ] {
            var (state, _) = generated()
            let effects = reduce(&state, .trustChecked(answer))
            #expect(state.overlays.box == nil)
            #expect(try #require(verifyRequests(effects).first).consent == consent)
        }
        let (_, effects) = generated(trustGiven: true)
        #expect(try #require(verifyRequests(effects).first).consent == .given, "--trust: nothing looked up")
    }

    /// A run trusted for one manifest finds another: the runner asks again instead of running.
    @Test func aChangedManifestAsksAgainAndForgetsEarlierMarks() {
        var (state, _) = generated()
        _ = reduce(&state, .trustChecked(.remembered(Self.code)))
        let changed = ProjectCode(folder: "/work/App", digest: String(repeating: "b", count: 64), isPackage: true)
        _ = reduce(&state, .trustChecked(.unknown(changed)))
        #expect(state.overlays.box == .trust(changed))
        #expect(state.verification.statuses.isEmpty && state.verification.checking.isEmpty)
    }

    @Test func theQuestionWaitsForAPromptInUse() {
        var (state, _) = generated()
        _ = reduce(&state, .startFilter)
        _ = reduce(&state, .trustChecked(.unknown(Self.code)))
        #expect(state.overlays.box == nil, "typing a filter is not an answer")
        _ = reduce(&state, .cancelPrompt)
        _ = reduce(&state, .askTrust)
        #expect(state.overlays.box == .trust(Self.code))
    }

    /// The whole loop in memory on a package whose manifest leaves a mark when evaluated.
    @Test func anUntrustedPackageRunsNothingOfItsOwn() throws {
        let folder = try MarkerPackage.make()
        defer { try? FileManager.default.removeItem(at: folder.scratch) }
        let driver = ScriptedDriver(
            root: folder.package.path, verify: true, trust: TrustSetup(storeFile: folder.store))
        #expect(driver.text.contains("Trust this folder?"))
        #expect(!FileManager.default.fileExists(atPath: folder.marker.path))
        driver.press(.escape)
        #expect(driver.text.contains("verification is off: press A to trust"))
        #expect(!FileManager.default.fileExists(atPath: folder.marker.path))
        #expect(!FileManager.default.fileExists(atPath: folder.store.path), "n remembers nothing")
    }
}
