@testable import ExplorerCore
import Foundation
import MockConfig
import MockDiscovery
@testable import MockModel
import Testing

/// What the registry says beyond names and values: free-form values of any option read the same
/// way at every front, an option the macro does not offer is refused with its reason, and an
/// option added later shows nothing unless it asks to.
@Suite struct OptionRegistryFreeFormTests {
    typealias F = ExplorerFixtures

    /// Every option with free-form values, each with one value its grammar takes and one it
    /// refuses.
    static let freeForms: [(MockOption, valid: String, invalid: String)] = [
        (.condition, "MOCKING || UITESTS", "A &&"),
        (.mockSuffix, "Fake", "Fake Store"),
    ]

    @Test func everyFreeFormOptionIsCovered() {
        #expect(Self.freeForms.map(\.0) == MockOption.allCases.filter { $0.spec.freeForm != nil })
    }

    @Test(arguments: freeForms)
    func theConfigurationTakesAValueItsGrammarAllowsAndRefusesOneItDoesNot(
        option: MockOption, valid: String, invalid: String
    ) {
        let key = option.spec.configKey
        let good = ConfigFile.parse("{\"defaults\": {\"\(key)\": \"\(valid)\"}}", path: ".mockscope.json")
        #expect(good.diagnostics.isEmpty)
        #expect(option.spec.spelling(in: good.config.defaults) == valid)
        let bad = ConfigFile.parse("{\"defaults\": {\"\(key)\": \"\(invalid)\"}}", path: ".mockscope.json")
        #expect(bad.diagnostics.map(\.code) == [.configError])
        #expect(bad.diagnostics.first?.message.contains(option.spec.freeForm!.noun) == true)
    }

    @Test(arguments: freeForms)
    func theFlagTakesAValueItsGrammarAllowsAndRefusesOneItDoesNot(
        option: MockOption, valid: String, invalid: String
    ) throws {
        let project = try TemporaryProject(["Sources/Clock.swift": Fixture.clock])
        #expect(try CLIRunner.run(["list", "--json", option.spec.flag, valid], in: project.url).status == 0)
        let refused = try CLIRunner.run(["list", option.spec.flag, invalid], in: project.url)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("valid \(option.spec.freeForm!.shortNoun)"))
    }

    /// The explorer's prompt judges a typed value as the flag does, and stores it as typed.
    @Test(arguments: freeForms)
    func theExplorersPromptTakesAValueItsGrammarAllows(option: MockOption, valid: String, invalid: String) {
        var state = F.scannedState()
        let name = state.focusedProtocol?.name ?? ""
        for _ in 0..<(option.spec.choices.count + 1) where state.overlays.prompt == nil {
            F.apply([.cycleOption(option)], to: &state)
        }
        #expect(state.overlays.prompt?.kind == .freeForm(option, project: false))
        #expect(state.overlays.prompt?.label == option.spec.freeForm?.promptLabel)
        for character in invalid { F.apply([.type(character)], to: &state) }
        #expect(state.overlays.prompt?.problem != nil, "\(invalid) is refused as it is typed")
        F.apply([.clearPrompt], to: &state)
        for character in valid { F.apply([.type(character)], to: &state) }
        F.apply([.submitPrompt], to: &state)
        #expect(state.overlays.prompt == nil)
        let stored = state.config.working.protocols[name]?.options ?? MockOptions()
        #expect(option.spec.spelling(in: stored) == valid)
    }

    /// A marker argument the macro does not offer is refused with the registry's reason, and
    /// the marker keeps its other arguments.
    @Test(arguments: MockOption.allCases.filter { !$0.spec.offeredByMacro })
    func anOptionTheMacroDoesNotOfferIsRefusedOnTheMarker(option: MockOption) throws {
        let source = "@Mockable(condition: .always, \(option.spec.markerArgument): \"X\")\nprotocol P {}\n"
        let discovery = FileDiscovery.discover(source: source, path: "P.swift")
        let reason = try #require(option.spec.notOfferedReason)
        #expect(discovery.diagnostics.map(\.code) == [.markerArgument])
        #expect(discovery.diagnostics.first?.message.contains(reason) == true)
        #expect(discovery.protocols.first?.marker?.options == MockOptions(condition: .always))
    }

    /// The client's module cannot import the registry: an overload of the macro, unavailable
    /// with the same words, names each option it does not offer, so the compiler gives the reason.
    @Test(arguments: MockOption.allCases.filter { !$0.spec.offeredByMacro })
    func theMacroDeclarationRefusesWhatItDoesNotOffer(option: MockOption) throws {
        let path = ExplorerFixtures.packageRoot.appendingPathComponent("Sources/MockScope/Mockable.swift").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let refusal = Diagnostic.mockableDoesNotOffer(
            option.spec.markerArgument, because: option.spec.notOfferedReason ?? "",
            at: SourceLocation(file: "P.swift", line: 1, column: 1))
        #expect(text.contains("@available(\n    *, unavailable,\n    message:\n        \"\(refusal.message)\""))
        #expect(text.contains("\(option.spec.markerArgument): String\n) = #externalMacro"))
    }

    /// An option added off by default, asking for no title, status or hint: the line above
    /// every mock reads as before for every value of every option there is.
    @Test func anOptionAddedOffByDefaultChangesNoMocksTitleLine() {
        let added = OptionSpec(
            "subclassing", \.sendable, effective: { $0.sendable }, label: "Subclassing", noun: "subclassing",
            flagHelp: "open or final class mocks", macroTypes: [], key: "F", keyTopic: "subclassing")
        let registry = MockOption.allCases.map(\.spec)
        var every = [EffectiveOptions()]
        for option in MockOption.allCases {
            every = every.flatMap { options in
                option.spec.choices.map { spelling in
                    var chosen = options.chosen
                    option.spec.set(spelling, in: &chosen)
                    return EffectiveOptions(chosen, marker: nil)
                }
            }
        }
        #expect(every.count > 40)
        for options in every {
            for compact in [false, true] {
                #expect(
                    MockOption.title(options, compact: compact, specs: registry + [added])
                        == MockOption.title(options, compact: compact))
                #expect(added.status(options, compact: compact) == nil)
            }
        }
        #expect(added.keyHint == nil)
    }

    /// The options a child must share with its parent's mock to subclass it, and no others.
    @Test func theRegistrySaysWhichOptionsMustMatchTheParentsMock() {
        #expect(MockOption.allCases.filter(\.spec.mustMatchParentMock) == [.condition, .style])
        let parent = EffectiveOptions(mockSuffix: MockNameSuffix("Fake"))
        #expect(EffectiveOptions().canSubclassMock(madeWith: parent), "a suffix names, it does not shape")
        #expect(!EffectiveOptions(condition: .always).canSubclassMock(madeWith: parent))
        #expect(
            !EffectiveOptions(condition: .custom("always")).canSubclassMock(
                madeWith: EffectiveOptions(condition: .always)))
    }
}
