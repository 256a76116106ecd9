import MockModel
import Testing

@testable import MockPlanning

/// A mock's names that stand for `Any`, found from the module's closed set (computed once per
/// planner), are those found from nothing: with and without the mock's own seeds, through
/// chains of the module's typealiases and the protocol's own.
struct ModuleAnyAliasesTests {
    static let facts = TypeFacts(aliases: [
        "Payload": [.simple("Any")],
        "Wrapped": [.simple("Payload")],
        "Boxed": [.simple("Wrapped"), .simple("Payload")],
        "Mixed": [.simple("Payload"), .simple("Int")],
        "FromSeed": [.simple("Element")],
        "FromSeedTwice": [.simple("FromSeed")],
        "FromDeclared": [.simple("Local")],
        "Qualified": [.named([TypeComponent("Swift"), TypeComponent("Any")])],
        "Empty": [],
    ])

    static func declared(_ name: String, _ target: String) -> TypealiasDeclaration {
        TypealiasDeclaration(
            name: name, info: DeclarationInfo(location: SourceLocation(file: "P.swift", line: 1, column: 1)),
            text: "typealias \(name) = \(target)", target: target)
    }

    static let cases: [(typealiases: [PlannedTypealias], declared: [TypealiasDeclaration])] = [
        ([], []),
        ([.associatedType(name: "Element", target: "Any")], []),
        ([.associatedType(name: "Element", target: "Int")], []),
        ([.associatedType(name: "Payload", target: "Swift.Any")], []),
        ([], [declared("Local", "Self.Wrapped")]),
        ([], [declared("Local", "Int")]),
        ([.associatedType(name: "Element", target: "Any")], [declared("Local", "FromSeedTwice")]),
    ]

    @Test func closedOnceFindsWhatEachMockFindsAlone() {
        let facts = Self.facts
        let closed = facts.moduleAnyAliases()
        #expect(closed == ["Payload", "Wrapped", "Boxed", "Qualified"])
        for (typealiases, declared) in Self.cases {
            #expect(
                facts.anyAliases(boundTo: typealiases, declared: declared, closed: closed)
                    == facts.anyAliases(boundTo: typealiases, declared: declared), "\(typealiases) \(declared)")
        }
        let seeded = facts.anyAliases(
            boundTo: [.associatedType(name: "Element", target: "Any")], declared: [Self.declared("Local", "FromSeed")],
            closed: closed)
        #expect(seeded.isSuperset(of: ["Element", "FromSeed", "FromSeedTwice", "Local", "FromDeclared"]))
    }
}
