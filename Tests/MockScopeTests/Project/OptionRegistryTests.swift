import Foundation
import MockCache
import MockConfig
import MockDiscovery
import MockModel
import Testing

/// Every option of the registry reaches every reader and writer of options without being named
/// there: a new option that one of them misses fails here.
@Suite struct OptionRegistryTests {
    /// Each option with each of its values, spelled.
    static let values: [(MockOption, String)] = MockOption.allCases.flatMap { option in
        option.spec.choices.map { (option, $0) }
    }

    @Test func everyOptionIsOneTypedFieldAndEveryFieldAnOption() {
        let fields = Mirror(reflecting: MockOptions()).children.compactMap(\.label)
        #expect(fields == MockOption.allCases.map(\.rawValue))
        #expect(MockOption.allCases.allSatisfy { $0.spec.name == $0.rawValue })
    }

    @Test func namesAndKeysAreUnique() {
        let specs = MockOption.allCases.map(\.spec)
        let keys = specs.flatMap { [$0.key, $0.backwardKey] }
        #expect(Set(keys).count == keys.count)
        #expect(Set(specs.map(\.label)).count == specs.count)
        #expect(specs.allSatisfy { !$0.choices.isEmpty && Set($0.choices).count == $0.choices.count })
    }

    /// The style option's help is read from the styles' own declarations.
    @Test func theStyleHelpNamesEveryStyleWithItsSummary() {
        let help = MockOption.style.spec.flagHelp
        for style in MockStyle.allCases {
            #expect(help.contains("\(style.rawValue) (\(style.summary))"), "\(style) is not in the help")
        }
    }

    @Test(arguments: values)
    func everyValueIsReadFromTheConfigurationAndWrittenBack(option: MockOption, spelling: String) throws {
        let key = option.spec.configKey
        let text = """
            {"defaults": {"\(key)": "\(spelling)"}, "protocols": {"Store": {"\(key)": "\(spelling)"}}}
            """
        let loaded = ConfigFile.parse(text, path: ".mockscope.json")
        #expect(loaded.diagnostics.isEmpty)
        #expect(option.spec.spelling(in: loaded.config.defaults) == spelling)
        #expect(option.spec.spelling(in: try #require(loaded.config.protocols["Store"]).options) == spelling)
        let written = String(decoding: ConfigFile.encoded(loaded.config), as: UTF8.self)
        #expect(ConfigFile.parse(written, path: ".mockscope.json").config == loaded.config)
        #expect(written.contains("\"\(key)\" : \"\(spelling)\""))
    }

    @Test(arguments: MockOption.allCases)
    func aWrongValueInTheConfigurationIsAnErrorNamingTheOption(option: MockOption) {
        let loaded = ConfigFile.parse("{\"defaults\": {\"\(option.rawValue)\": 7}}", path: ".mockscope.json")
        #expect(loaded.hasErrors)
        #expect(loaded.diagnostics.first?.message.hasPrefix("'defaults.\(option.rawValue)' must be") == true)
    }

    @Test func theConfigurationWarnsOfUnknownKeysListingEveryOption() {
        let loaded = ConfigFile.parse("{\"defaults\": {\"zzzzzzzzzzzz\": 1}}", path: ".mockscope.json")
        let message = loaded.diagnostics.first?.message ?? ""
        #expect(MockOption.allCases.allSatisfy { message.contains($0.rawValue) })
    }

    /// Each value of an option `@Mockable(…)` offers.
    static let markerValues = values.filter { $0.0.spec.offeredByMacro }

    @Test(arguments: markerValues)
    func everyValueIsReadFromTheMarker(option: MockOption, spelling: String) throws {
        let source = "@Mockable(\(option.spec.markerArgument): .\(spelling))\nprotocol P {}\n"
        let discovery = FileDiscovery.discover(source: source, path: "P.swift")
        #expect(discovery.diagnostics.isEmpty)
        let marker = try #require(discovery.protocols.first?.marker)
        #expect(option.spec.spelling(in: marker.options) == spelling)
    }

    @Test func theMarkersMessageNamesEveryArgument() {
        let discovery = FileDiscovery.discover(source: "@Mockable(nope: .x)\nprotocol P {}\n", path: "P.swift")
        let message = discovery.diagnostics.first?.message ?? ""
        for option in MockOption.allCases {
            #expect(message.contains("`\(option.spec.markerArgument):`") == option.spec.offeredByMacro)
        }
    }

    @Test(arguments: MockOption.allCases.filter(\.spec.offeredByMacro))
    func aMarkerValueThatIsNoCaseIsAnError(option: MockOption) {
        let source = "@Mockable(\(option.spec.markerArgument): .notAValue)\nprotocol P {}\n"
        let discovery = FileDiscovery.discover(source: source, path: "P.swift")
        #expect(discovery.diagnostics.map(\.code) == [option.spec.markerCode])
        #expect(discovery.protocols.first?.marker?.options == MockOptions())
    }

    @Test func theDiscoveryCacheKeepsEveryOptionAMarkerSets() throws {
        for (option, spelling) in Self.values {
            var marker = Marker(kind: .attribute)
            option.spec.set(spelling, in: &marker.options)
            let model = ProtocolModel(
                name: "P", location: SourceLocation(file: "P.swift", line: 1, column: 1), access: nil, members: [],
                marker: marker, lineRange: 1...1)
            let discovery = FileDiscovery(path: "P.swift", protocols: [model], diagnostics: [])
            let decoded = try #require(DiscoveryCodec.decode(DiscoveryCodec.encode(discovery)[...]))
            #expect(decoded.protocols.first?.marker == marker)
        }
    }

    @Test func aFreeFormValueSpelledLikeANamedOneStaysFreeInTheCache() throws {
        for text in ["always", "debug", "DEBUG"] {
            let marker = Marker(kind: .attribute, options: MockOptions(condition: .custom(text)))
            let model = ProtocolModel(
                name: "P", location: SourceLocation(file: "P.swift", line: 1, column: 1), access: nil, members: [],
                marker: marker, lineRange: 1...1)
            let discovery = FileDiscovery(path: "P.swift", protocols: [model], diagnostics: [])
            let decoded = try #require(DiscoveryCodec.decode(DiscoveryCodec.encode(discovery)[...]))
            #expect(decoded.protocols.first?.marker == marker)
        }
    }

    /// The macro is declared in the client's module, which cannot import the registry: its
    /// parameters and enums are compared with the registry as text.
    @Test func theMacroTakesEveryOptionWithEveryValue() throws {
        let path = ExplorerFixtures.packageRoot.appendingPathComponent("Sources/MockScope/Mockable.swift").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let signature = try #require(text.range(of: "public macro Mockable(")).upperBound
        let end = try #require(text.range(of: "#externalMacro", range: signature..<text.endIndex)).lowerBound
        let parameters = text[signature..<end]
        for option in MockOption.allCases where option.spec.offeredByMacro {
            let spec = option.spec
            let type = try #require(spec.macroTypes.first)
            #expect(parameters.contains("\(spec.markerArgument): \(type)"), "\(spec.name) is no macro parameter")
            let declaration = try #require(text.range(of: "public enum \(type)"), "\(type) is not declared")
            let body = text[declaration.upperBound...].prefix { $0 != "}" }
            // The macro writes only the styles it can expand; every other option takes every value.
            for choice in spec.choices
            where option != .style || MockStyle(rawValue: choice)?.isExpandedByTheMacro == true {
                #expect(body.contains(choice), "\(type) has no case \(choice)")
            }
        }
    }
}
