import Foundation
import MockCache
import MockCorpus
import MockDiscovery
import MockModel
import MockPipeline
import Testing

/// Every discovery decodes back to exactly what was encoded, field by field.
struct DiscoveryCodecTests {
    func expectRoundTrip(_ discovery: FileDiscovery, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let bytes = DiscoveryCodec.encode(discovery)
        #expect(bytes.first == DiscoveryCodec.formatVersion, sourceLocation: sourceLocation)
        let decoded = DiscoveryCodec.decode(bytes[...])
        expectSameDiscovery(decoded, discovery, sourceLocation: sourceLocation)
        if let decoded {
            #expect(DiscoveryCodec.encode(decoded) == bytes, "encoding is not stable", sourceLocation: sourceLocation)
        }
    }

    @Test func everyModelCaseRoundTrips() {
        let discovery = DiscoveryCodecSamples.everyCase
        #expect(discovery.protocols.count == 2 + 13)
        #expect(Set(discovery.protocols.compactMap(\.marker?.kind)).count == 5)
        #expect(Set(discovery.protocols.compactMap(\.marker?.style)) == Set(MockStyle.allCases))
        #expect(discovery.protocols.contains { $0.marker?.ozon?.associatedTypes.count == 2 })
        #expect(discovery.diagnostics.count == DiagnosticCode.allCases.count)
        expectRoundTrip(discovery)
    }

    @Test func emptyDiscoveryRoundTrips() {
        expectRoundTrip(DiscoveryCodecSamples.empty)
    }

    @Test func eachTypeAndMemberRoundTripsAlone() {
        let here = DiscoveryCodecSamples.here
        for type in DiscoveryCodecSamples.types {
            let model = ProtocolModel(name: "P", location: here, access: nil, inherited: [type], members: [])
            expectRoundTrip(FileDiscovery(path: here.file, protocols: [model], diagnostics: []))
        }
        for member in DiscoveryCodecSamples.members {
            let model = ProtocolModel(name: "P", location: here, access: nil, members: [member])
            expectRoundTrip(FileDiscovery(path: here.file, protocols: [model], diagnostics: []))
        }
    }

    /// A slice that does not start at index 0 decodes the same.
    @Test func decodesFromAnInnerSlice() {
        let discovery = DiscoveryCodecSamples.everyCase
        let framed = [0xAB, 0xCD] + DiscoveryCodec.encode(discovery) + [0xEF]
        expectSameDiscovery(DiscoveryCodec.decode(framed[2..<(framed.count - 1)]), discovery)
    }

    @Test func fixturesGoldensAndTrickySourcesRoundTrip() throws {
        let discoveries = try DiscoveryCodecSamples.realDiscoveries()
        #expect(discoveries.count > 20)
        #expect(discoveries.contains { !$0.brokenProtocols.isEmpty })
        #expect(discoveries.contains { $0.imports.contains { $0.condition != nil } })
        #expect(discoveries.contains { $0.diagnostics.contains { $0.code == .syntaxError } })
        for discovery in discoveries { expectRoundTrip(discovery) }
    }

    @Test func synthesizedSourcesRoundTrip() {
        let discoveries = DiscoveryCodecSamples.synthesizedDiscoveries(
            seeds: [1, 2, 3, 7, 2026], protocolsPerSource: 40)
        #expect(discoveries.allSatisfy { $0.protocols.count == 40 })
        for discovery in discoveries { expectRoundTrip(discovery) }
    }

    @Test func synthesizedProjectRoundTrips() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ProjectSynthesizer(files: 40, protocolFiles: 8, protocolsPerFile: 6, seed: 5, fillerInProtocolFiles: true)
            .write(to: folder)
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count == 40)
        for file in files {
            expectRoundTrip(
                FileDiscovery.discover(source: try String(contentsOf: file, encoding: .utf8), path: file.path))
        }
    }

    /// Nesting within the depth limit round-trips; the hostile tests cover beyond it.
    @Test func moderateNestingRoundTrips() {
        let here = DiscoveryCodecSamples.here
        var type = TypeRef.simple("Int")
        for _ in 0..<150 { type = .optional(type) }
        var member = Member.method(MethodRequirement(name: "f", info: DeclarationInfo(location: here), parameters: []))
        for _ in 0..<100 {
            member = .conditional(
                ConditionalBlock(
                    clauses: [ConditionalBlock.Clause(keyword: "#if", condition: "A", members: [member])],
                    location: here))
        }
        let model = ProtocolModel(name: "P", location: here, access: nil, inherited: [type], members: [member])
        expectRoundTrip(FileDiscovery(path: here.file, protocols: [model], diagnostics: []))
    }

    /// Locations in the discovery's own file cost no path: growing the path grows the encoding once.
    @Test func ownPathIsStoredOnce() {
        func size(_ path: String) -> Int {
            var discovery = DiscoveryCodecSamples.everyCase
            discovery.path = path
            discovery.protocols = discovery.protocols.map { model in
                var model = model
                model.location.file = path
                return model
            }
            return DiscoveryCodec.encode(discovery).count
        }
        #expect(size(String(repeating: "x", count: 1_000)) - size("x") == 999 + 1)
    }

    /// A string repeated across the file is written once, then referred to in a byte or two.
    @Test func repeatedStringsAreStoredOnce() {
        let attribute = "@available(*, deprecated, message: \"use the asynchronous variant\")"
        let here = DiscoveryCodecSamples.here
        let model = ProtocolModel(
            name: "P", location: here, access: nil, attributes: Array(repeating: attribute, count: 100), members: [])
        let size = DiscoveryCodec.encode(FileDiscovery(path: here.file, protocols: [model], diagnostics: [])).count
        #expect(size < attribute.utf8.count + here.file.utf8.count + 150)
    }

    /// The codec writes each stored property it knows of; a property added to the model fails
    /// here until the codec (and its format version) learns it.
    @Test func codecKnowsEveryStoredProperty() {
        func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        let here = DiscoveryCodecSamples.here
        let info = DeclarationInfo(location: here)
        let expected: [(Any, [String])] = [
            // `parsing` only measures how a file was read; the cache does not keep it.
            (
                DiscoveryCodecSamples.empty,
                ["path", "protocols", "diagnostics", "brokenProtocols", "imports", "declaredTypes", "parsing"]
            ),
            (
                ProtocolModel(name: "P", location: here, access: nil, members: []),
                [
                    "name", "qualifiedName", "location", "access", "attributes", "inherited", "primaryAssociatedTypes",
                    "whereClause", "members", "marker", "lineRange", "branch", "annotations",
                ]
            ),
            (Marker(kind: .attribute), ["kind", "options", "ozon"]),
            (OzonArguments(), ["associatedTypes", "access", "heritability"]),
            (OzonAssociatedType(name: "A", type: "B"), ["name", "type"]),
            (DeclarationBranch(expression: "", clauses: []), ["expression", "clauses"]),
            (DeclarationBranch.Clause(blockLine: 1, blockColumn: 1, index: 0), ["blockLine", "blockColumn", "index"]),
            (here, ["file", "line", "column"]),
            (MockModel.Diagnostic(.error, .syntaxError, "", at: here), ["severity", "code", "message", "location"]),
            (ImportDeclaration(module: ""), ["attributes", "access", "module", "condition"]),
            (info, ["location", "attributes", "modifiers", "annotations"]),
            (GenericParameter(name: "T"), ["name", "constraint", "isPack"]),
            (Effects(), ["isAsync", "throwsClause"]),
            (
                MethodRequirement(name: "f", info: info, parameters: []),
                ["name", "info", "genericParameters", "whereClause", "parameters", "effects", "returnType"]
            ),
            (
                PropertyRequirement(name: "p", info: info, type: .void, hasSetter: false),
                ["name", "info", "type", "hasSetter", "getterEffects"]
            ),
            (
                SubscriptRequirement(info: info, parameters: [], returnType: .void, hasSetter: false),
                ["info", "genericParameters", "whereClause", "parameters", "returnType", "hasSetter", "getterEffects"]
            ),
            (
                InitializerRequirement(info: info, parameters: []),
                ["info", "failability", "genericParameters", "whereClause", "parameters", "effects"]
            ),
            (
                AssociatedTypeRequirement(name: "A", info: info, inheritance: nil, defaultType: nil, whereClause: nil),
                ["name", "info", "inheritance", "defaultType", "whereClause"]
            ),
            (TypealiasDeclaration(name: "T", info: info, text: ""), ["name", "info", "text", "target"]),
            (ConditionalBlock(clauses: [], location: here), ["clauses", "location", "closingAnnotations"]),
            (
                ConditionalBlock.Clause(keyword: "#else", condition: nil, members: []),
                ["keyword", "condition", "members", "annotations"]
            ),
            (
                Parameter(firstName: "a", secondName: nil, type: .void),
                ["firstName", "secondName", "type", "specifiers", "attributes", "isVariadic"]
            ),
            (TypeComponent("T"), ["name", "genericArguments"]),
            (TupleTypeElement(label: nil, type: .void), ["label", "type"]),
            (DiscoveryCodecSamples.function, ["parameters", "isAsync", "throwsClause", "result"]),
        ]
        for (value, properties) in expected {
            #expect(labels(value) == properties, "\(type(of: value)) changed shape")
        }
    }

    /// The comparison is not vacuous: one changed field anywhere makes the decoded value differ.
    @Test func aChangedFieldIsNoticed() throws {
        let original = DiscoveryCodecSamples.everyCase
        var decoded = try #require(DiscoveryCodec.decode(DiscoveryCodec.encode(original)))
        guard case .method(var method) = decoded.protocols[0].members[1] else {
            Issue.record("sample changed")
            return
        }
        method.parameters[2].isVariadic = false
        decoded.protocols[0].members[1] = .method(method)
        #expect(decoded.protocols != original.protocols)
    }
}
