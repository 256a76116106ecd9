@testable import ExplorerCore
import Foundation
import MockModel
import Testing

/// The command line and the explorer show and take every option of the registry.
@Suite struct OptionRegistryFrontTests {
    typealias F = ExplorerFixtures

    @Test(arguments: ["list", "generate", "check"])
    func helpListsEveryOptionWithItsValues(command: String) throws {
        let help = try TemporaryProject().run(command, "--help").stdout
        for option in MockOption.allCases {
            #expect(help.contains("  \(option.spec.flag) \(option.spec.valueList)  "), "no \(option.spec.flag)")
        }
    }

    /// Each flag set to its last value, which is never the default, shows in `list --json`.
    @Test func everyFlagReachesTheListedOptions() throws {
        let project = try TemporaryProject(["Sources/Clock.swift": Fixture.clock])
        let chosen = MockOption.allCases.map { ($0, $0.spec.choices.last!) }
        let flags = chosen.flatMap { [$0.0.spec.flag, $0.1] }
        let result = try CLIRunner.run(["list", "--json"] + flags, in: project.url)
        #expect(result.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let entry = try #require((document["protocols"] as? [[String: Any]])?.first)
        let options = try #require(entry["options"] as? [String: String])
        #expect(options == Dictionary(uniqueKeysWithValues: chosen.map { ($0.0.spec.configKey, $0.1) }))
    }

    @Test(arguments: MockOption.allCases)
    func aWrongFlagValueIsAUsageErrorNamingTheFlag(option: MockOption) throws {
        let result = try TemporaryProject().run("list", option.spec.flag, "not a value ||")
        #expect(result.status == 64)
        #expect(result.stderr.contains(option.spec.flag))
    }

    @Test func everyOptionHasItsKeysInTheHelp() {
        func bindings(_ option: MockOption, backward: Bool, in context: KeyContext) -> [KeyBinding] {
            Keymap.bindings.filter { binding in
                guard case .cycleOption(let cycled, let isBackward) = binding.action else { return false }
                return cycled == option && isBackward == backward && binding.context == context
            }
        }
        for option in MockOption.allCases {
            let forward = bindings(option, backward: false, in: .main)
            #expect(forward.map(\.keys) == [Key.chars(option.spec.key)])
            #expect(bindings(option, backward: true, in: .main).map(\.keys) == [Key.chars(option.spec.backwardKey)])
            #expect(bindings(option, backward: false, in: .options).map(\.keys) == [Key.chars(option.spec.key)])
            #expect(forward.first?.description.contains(option.spec.choices.last!) == true)
        }
    }

    @Test func theOptionsBoxHasARowPerOption() {
        var state = F.scannedState()
        F.apply([.openOptions], to: &state)
        let screen = layout(state, size: state.display.size).lines.joined(separator: "\n")
        for option in MockOption.allCases {
            #expect(screen.contains("\(option.spec.label) "), "no row for \(option.spec.name)")
        }
    }

    /// Each row says where its value comes from; a value the marker writes comes from the marker,
    /// whichever option it is.
    @Test func theOptionsBoxNamesTheMarkerAsTheOriginOfEveryOptionItSets() {
        var options = MockOptions()
        let offered = MockOption.allCases.filter(\.spec.offeredByMacro)
        for option in offered { option.spec.set(option.spec.choices.last!, in: &options) }
        var marked = F.model("Marked", line: 1)
        marked.marker = Marker(kind: .attribute, options: options)
        var state = F.scannedState(F.scan([marked]))
        F.apply([.openOptions], to: &state)
        let screen = layout(state, size: state.display.size).lines.joined(separator: "\n")
        #expect(screen.components(separatedBy: "(from @Mockable)").count - 1 == offered.count)
    }

    /// Every key walks its option through every named value but the one in force as declared
    /// (for access left to the protocol's own, that protocol's level), and back to "as
    /// declared"; each change may change the mocks, so verification is asked for again.
    @Test(arguments: MockOption.allCases)
    func everyKeyCyclesItsOptionThroughEveryValue(option: MockOption) {
        #expect(ExplorerAction.cycleOption(option).mayChangeMocks)
        var state = F.scannedState()
        let name = state.focusedProtocol?.name ?? ""
        var seen: [String] = []
        for _ in 0..<10 {
            F.apply([.cycleOption(option)], to: &state)
            // Nothing typed for a free-form value: the cycle goes on to "as declared".
            if state.overlays.prompt != nil { F.apply([.submitPrompt], to: &state) }
            let stored = state.config.working.protocols[name]?.options ?? MockOptions()
            guard let spelling = option.spec.spelling(in: stored) else { break }
            seen.append(spelling)
        }
        let declared = state.declaredSpelling(of: option, project: false)
        #expect(declared != nil, "every option has a value in force")
        #expect(seen == option.spec.choices.filter { $0 != declared })
    }

    @Test func theStatusLineDescribesTheOptionsInForce() {
        var chosen = MockOptions()
        for option in MockOption.allCases { option.spec.set(option.spec.choices.last!, in: &chosen) }
        var state = F.scannedState(config: ProjectConfig(defaults: chosen))
        state.display.size = Size(width: 200, height: 48)
        let screen = layout(state, size: state.display.size).lines.joined(separator: "\n")
        let inForce = EffectiveOptions(chosen, marker: nil)
        for option in MockOption.allCases {
            let words = option.spec.status(inForce, compact: false)
            #expect(words.map(screen.contains) ?? true, "the status line lacks \(option.spec.name)")
        }
    }
}
