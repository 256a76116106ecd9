import Foundation
import MockCorpus
import MockDiscovery
import MockModel
import Testing

/// Discoveries for the codec tests: a hand-made one that spells every case of the model, and
/// real ones read from the fixtures, goldens and seeded synthesized sources.
enum DiscoveryCodecSamples {
    static let path = "Sources/Café/Services 🚀.swift"
    static let here = MockModel.SourceLocation(file: path, line: 3, column: 5)
    static let elsewhere = MockModel.SourceLocation(file: "Other/Ünïcode.swift", line: 12, column: 40)

    static let function = FunctionTypeRef(
        parameters: [
            TupleTypeElement(label: "_", type: .simple("Int")), TupleTypeElement(label: nil, type: .simple("String")),
        ],
        isAsync: true, throwsClause: .typed(.simple("FetchError")), result: .void)

    /// One of every `TypeRef` case and of every `ThrowsClause`, optional labels set and unset.
    static let types: [TypeRef] = [
        .simple("Int"),
        .simple("Café"),
        .named([]),
        .named([TypeComponent("Swift"), TypeComponent("Array", genericArguments: [.simple("T")])]),
        .named([TypeComponent("Result", genericArguments: [.simple("Int"), .simple("any Error")])]),
        .optional(.simple("String")),
        .implicitlyUnwrapped(.simple("Date")),
        .array(.array(.simple("Int"))),
        .dictionary(key: .simple("String"), value: .optional(.simple("Int"))),
        .void,
        .tuple([TupleTypeElement(label: "a", type: .simple("Int")), TupleTypeElement(label: nil, type: .void)]),
        .function(function),
        .function(FunctionTypeRef(parameters: [], isAsync: false, throwsClause: .none, result: .simple("Int"))),
        .function(FunctionTypeRef(parameters: [], isAsync: false, throwsClause: .untyped, result: .void)),
        .function(FunctionTypeRef(parameters: [], isAsync: true, throwsClause: .rethrows, result: .void)),
        .metatype(.simple("T"), kind: "Type"),
        .metatype(.keyword("any", .simple("P")), kind: "Protocol"),
        .keyword("some", .simple("Collection")),
        .keyword("each", .simple("T")),
        .composition([.simple("Decodable"), .simple("Sendable")]),
        .composition([]),
        .attributed(.function(function), specifiers: ["sending"], attributes: ["@escaping", "@Sendable"]),
        .attributed(.simple("Int"), specifiers: [], attributes: []),
        .verbatim("repeat each T 🎉"),
        .verbatim(""),
    ]

    static func info(_ location: MockModel.SourceLocation = here) -> DeclarationInfo {
        DeclarationInfo(
            location: location, attributes: ["@MainActor", "@available(*, deprecated)"], modifiers: ["static"],
            annotations: ["sourcery: if = \"canImport(UIKit)\"", "@Ignored", ""])
    }

    static let parameters = [
        Parameter(firstName: "_", secondName: "value", type: .simple("T")),
        Parameter(firstName: "from", secondName: nil, type: .simple("URL"), specifiers: ["inout"]),
        Parameter(
            firstName: "handler", secondName: "héllo", type: .function(function), specifiers: ["borrowing"],
            attributes: ["@escaping", "@autoclosure"], isVariadic: true),
    ]

    /// One of every `Member` case, every optional field both set and unset.
    static let members: [Member] = [
        .method(MethodRequirement(name: "plain", info: DeclarationInfo(location: here), parameters: [])),
        .method(
            MethodRequirement(
                name: "load", info: info(elsewhere),
                genericParameters: [
                    GenericParameter(name: "T"), GenericParameter(name: "U", constraint: "Decodable & Sendable"),
                    GenericParameter(name: "V", isPack: true),
                ],
                whereClause: "T: Hashable", parameters: parameters,
                effects: Effects(isAsync: true, throwsClause: .typed(.simple("E"))), returnType: .array(.simple("T")))),
        .property(PropertyRequirement(name: "count", info: info(), type: .simple("Int"), hasSetter: false)),
        .property(
            PropertyRequirement(
                name: "token", info: info(), type: .optional(.simple("String")), hasSetter: true,
                getterEffects: Effects(isAsync: true, throwsClause: .untyped))),
        .subscript(SubscriptRequirement(info: info(), parameters: [], returnType: .simple("Int"), hasSetter: false)),
        .subscript(
            SubscriptRequirement(
                info: info(), genericParameters: [GenericParameter(name: "K")], whereClause: "K: Sendable",
                parameters: parameters, returnType: .optional(.simple("K")), hasSetter: true,
                getterEffects: Effects(isAsync: false, throwsClause: .rethrows))),
        .initializer(InitializerRequirement(info: info(), parameters: [])),
        .initializer(
            InitializerRequirement(
                info: info(), failability: "?", genericParameters: [GenericParameter(name: "S")],
                whereClause: "S: Sequence", parameters: parameters, effects: Effects(isAsync: true))),
        .associatedType(
            AssociatedTypeRequirement(name: "Item", info: info(), inheritance: nil, defaultType: nil, whereClause: nil)),
        .associatedType(
            AssociatedTypeRequirement(
                name: "Key", info: info(), inheritance: "Hashable & Sendable", defaultType: "String",
                whereClause: "Key: Comparable")),
        .typealias(TypealiasDeclaration(name: "Handler", info: info(), text: "typealias Handler<T> = (T) -> Void")),
        .typealias(TypealiasDeclaration(name: "Body", info: info(), text: "typealias Body = _Body", target: "_Body")),
        .conditional(
            ConditionalBlock(
                clauses: [
                    ConditionalBlock.Clause(
                        keyword: "#if", condition: "DEBUG",
                        members: [
                            .method(MethodRequirement(name: "traced", info: info(), parameters: [])),
                            .conditional(
                                ConditionalBlock(
                                    clauses: [
                                        ConditionalBlock.Clause(keyword: "#if", condition: "os(Linux)", members: [])
                                    ],
                                    location: elsewhere)),
                        ]),
                    ConditionalBlock.Clause(
                        keyword: "#elseif", condition: "canImport(UIKit)", members: [],
                        annotations: ["// sourcery:end"]),
                    ConditionalBlock.Clause(
                        keyword: "#else", condition: nil,
                        members: [.property(PropertyRequirement(name: "x", info: info(), type: .void, hasSetter: true))]
                    ),
                ],
                location: here, closingAnnotations: ["// sourcery:begin: if = \"X\""])),
        .conditional(ConditionalBlock(clauses: [], location: elsewhere)),
        .unsupported(kind: "operator", name: "==", location: here, code: .operatorRequirement),
        .unsupported(kind: "macro", name: "", location: elsewhere, code: .styleWritesNoSubscripts),
    ]

    static var protocols: [ProtocolModel] {
        var full = ProtocolModel(
            name: "Service", qualifiedName: "Outer.Service", location: here, access: .public,
            attributes: ["@MainActor", "@preconcurrency"], inherited: types, primaryAssociatedTypes: ["Item", "Key"],
            whereClause: "Item: Sendable", members: members,
            marker: Marker(kind: .attribute, options: MockOptions(condition: .custom("DEBUG && os(Linux)"))),
            lineRange: 3...40)
        full.annotations = ["sourcery: ProtocolMock", "sourcery: import = \"Combine\"", "@Mock(.public)"]
        full.branch = DeclarationBranch(
            expression: "!(A) && (os(Linux))",
            clauses: [.init(blockLine: 1, blockColumn: 1, index: 1), .init(blockLine: 9, blockColumn: 5, index: 0)])
        let bare = ProtocolModel(name: "Bare", location: elsewhere, access: nil, members: [])
        let markers = [
            Marker(kind: .attribute), Marker(kind: .docComment, options: MockOptions(condition: .debug)),
            Marker(kind: .sourcery, options: MockOptions(condition: .always)),
            Marker(kind: .attribute, options: MockOptions(condition: .debug, access: .open, sendable: .locked)),
            Marker(kind: .attribute, options: MockOptions(access: .package)),
            Marker(kind: .attribute, options: MockOptions(sendable: .auto)),
            Marker(kind: .mockAttribute, options: MockOptions(style: .ozon)),
            Marker(kind: .mockDocComment, options: MockOptions(access: .open, style: .ozon)),
            Marker(kind: .sourcery, options: MockOptions(style: .sourcery)),
            Marker(kind: .attribute, options: MockOptions(style: .mockable)),
            Marker(kind: .attribute, options: MockOptions(style: .strict)),
            ozonMarker(
                OzonArguments(
                    associatedTypes: [.init(name: "Path", type: "String"), .init(name: "Ü", type: "[Int: String]")],
                    access: .open, heritability: .inheritable)),
            ozonMarker(OzonArguments()),
        ]
        let extremes = [
            MockModel.SourceLocation(file: path, line: 0, column: 0),
            MockModel.SourceLocation(file: path, line: Int.max, column: Int.min),
            MockModel.SourceLocation(file: "", line: -1, column: 1 << 40),
        ]
        // One variant per marker, so every marker kind and style is encoded; access levels cycle.
        let variants = markers.indices.map { index in
            let access = AccessLevel.allCases[index % AccessLevel.allCases.count]
            return ProtocolModel(
                name: "Ünïcode\(index)", location: extremes[index % extremes.count], access: access,
                members: [members[index % members.count]], marker: markers[index % markers.count],
                lineRange: Int.min...Int.max)
        }
        return [full, bare] + variants
    }

    static var diagnostics: [MockModel.Diagnostic] {
        let severities: [MockModel.Diagnostic.Severity] = [.error, .warning, .note]
        return DiagnosticCode.allCases.enumerated().map { index, code in
            MockModel.Diagnostic(
                severities[index % severities.count], code, index == 0 ? "" : "message \(index) — café ☕️",
                at: index.isMultiple(of: 2) ? here : elsewhere)
        }
    }

    /// Every field of the model set somewhere, every optional both set and unset.
    static var everyCase: FileDiscovery {
        var discovery = FileDiscovery(
            path: path, protocols: protocols, diagnostics: diagnostics,
            brokenProtocols: ["\(path)#Outer.Service", "\(path)#Bare", "é"])
        discovery.imports = [
            ImportDeclaration(module: "Foundation"),
            ImportDeclaration(module: "Dispatch", attributes: ["@preconcurrency"], condition: "canImport(Dispatch)"),
        ]
        discovery.declaredTypes = ["AccessEvent", "AccessEvent.Metadata", "Foundation"]
        return discovery
    }

    static let empty = FileDiscovery(path: "", protocols: [], diagnostics: [])

    /// Every Swift source in the test fixtures and goldens, and a few tricky sources. Discovered
    /// once per run: discovery is deterministic, and six tests read them.
    static func realDiscoveries() throws -> [FileDiscovery] { try discoveredOnce.get() }

    private static let discoveredOnce = Result { try discoverRealSources() }

    private static func discoverRealSources() throws -> [FileDiscovery] {
        var files: [URL] = []
        let fileManager = FileManager.default
        for folder in ["Tests/Fixtures", "Tests/Goldens"] {
            let root = TestSupport.packageRoot.appendingPathComponent(folder)
            let enumerator = fileManager.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "swift" || url.lastPathComponent.hasSuffix(".swift.txt")
                    || url.lastPathComponent == "Input.txt"
                {
                    files.append(url)
                }
            }
        }
        var discoveries = try files.sorted { $0.path < $1.path }.map { url in
            FileDiscovery.discover(source: try String(contentsOf: url, encoding: .utf8), path: url.path)
        }
        discoveries += PrefilterTests.tricky.sorted { $0.key < $1.key }.map { name, source in
            FileDiscovery.discover(source: source, path: name)
        }
        return discoveries
    }

    /// Seeded synthesized protocols, as the stress tests and benchmarks write them.
    static func synthesizedDiscoveries(seeds: [UInt64], protocolsPerSource: Int) -> [FileDiscovery] {
        seeds.map { seed in
            var synthesizer = ProtocolSynthesizer(seed: seed)
            let protocols = (0..<protocolsPerSource).map { synthesizer.protocolDeclaration(named: "Synth\($0)") }
            let source = ([ProtocolSynthesizer.supportDeclarations] + protocols).joined(separator: "\n\n")
            return FileDiscovery.discover(source: source, path: "Synthesized\(seed).swift")
        }
    }
}

/// Compares every field of two discoveries (`FileDiscovery` itself is not Equatable).
func expectSameDiscovery(
    _ decoded: FileDiscovery?, _ original: FileDiscovery, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard let decoded else {
        Issue.record("\(original.path) did not decode", sourceLocation: sourceLocation)
        return
    }
    #expect(decoded.path == original.path, sourceLocation: sourceLocation)
    #expect(decoded.protocols == original.protocols, "protocols of \(original.path)", sourceLocation: sourceLocation)
    #expect(decoded.diagnostics == original.diagnostics, sourceLocation: sourceLocation)
    #expect(decoded.brokenProtocols == original.brokenProtocols, sourceLocation: sourceLocation)
    #expect(decoded.imports == original.imports, sourceLocation: sourceLocation)
    #expect(decoded.declaredTypes == original.declaredTypes, sourceLocation: sourceLocation)
}

/// A marker carrying Ozon `@Mock(…)` arguments, for round trips.
private func ozonMarker(_ arguments: OzonArguments) -> Marker {
    var marker = Marker(kind: .mockAttribute, options: MockOptions(style: .ozon))
    marker.ozon = arguments
    return marker
}
