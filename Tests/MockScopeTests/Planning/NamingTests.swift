import MockModel
import Testing

@testable import MockPlanning

/// The README's naming examples, through the allocator that names every tracked requirement.
struct NamingTests {
    func method(
        _ name: String, _ parameters: [String], returns: String? = nil, async: Bool = false, throws: Bool = false
    )
        -> NamingCandidate
    {
        NamingCandidate(
            base: name, declaredName: name, parameterTypes: parameters,
            returnType: returns.map { TypeRef.simple($0) }, isAsync: async, isThrowing: `throws`, alwaysSuffixed: false)
    }

    func allocate(_ candidates: [NamingCandidate]) -> [String] {
        NameAllocator.allocate(candidates, reserved: Set(candidates.compactMap(\.declaredName)))
    }

    @Test func plainMethodKeepsItsName() {
        #expect(allocate([method("fetch", ["Int"])]) == ["fetch"])
    }

    @Test func overloadsByReturnTypeAndEffects() {
        let names = allocate([
            method("get", ["URL"], returns: "String", async: true),
            method("get", ["URL"], returns: "Data", async: true, throws: true),
        ])
        #expect(names == ["getURLStringAsync", "getURLDataAsyncThrowing"])
    }

    @Test func declaredNameWinsWhicheverComesFirst() {
        let order1 = allocate([method("load", []), method("load", ["Item"]), method("loadItem", [])])
        #expect(order1 == ["load", "loadItem2", "loadItem"])
        let order2 = allocate([method("loadItem", []), method("load", ["Item"]), method("load", [])])
        #expect(order2 == ["loadItem", "loadItem2", "load"])
    }

    @Test func initializersAndSubscripts() {
        let inits = [["String"], ["String", "Int"]].map {
            NamingCandidate(
                base: "init", declaredName: nil, parameterTypes: $0, returnType: nil,
                isAsync: false, isThrowing: false, alwaysSuffixed: false)
        }
        #expect(allocate(inits) == ["initString", "initStringInt"])
        let sole = NamingCandidate(
            base: "init", declaredName: nil, parameterTypes: ["Configuration"], returnType: nil,
            isAsync: false, isThrowing: false, alwaysSuffixed: false)
        #expect(allocate([sole]) == ["init"])
        let subscriptCandidate = NamingCandidate(
            base: "subscript", declaredName: nil, parameterTypes: ["Int"], returnType: .simple("String"),
            isAsync: false, isThrowing: false, alwaysSuffixed: true)
        #expect(allocate([subscriptCandidate]) == ["subscriptInt"])
    }

    @Test func identicalSignaturesGetOrdinals() {
        #expect(allocate([method("f", ["Int"]), method("f", ["Int"])]) == ["fInt", "fInt2"])
    }

    @Test func sanitizedTypeNames() {
        #expect(TypeNaming.sanitized(spelling: TypeRef.optional(.simple("String")).description) == "StringOptional")
        #expect(TypeNaming.sanitized(spelling: TypeRef.array(.simple("Int")).description) == "IntArray")
        #expect(
            TypeNaming.sanitized(
                spelling: TypeRef.dictionary(key: .simple("String"), value: .simple("Int")).description)
                == "StringIntArray")
        #expect(
            TypeNaming.sanitized(
                spelling: TypeRef.named([
                    TypeComponent("Swift"),
                    TypeComponent("Result", genericArguments: [.simple("Int"), .simple("Error")]),
                ]).description)
                == "SwiftResultIntError")
        let spelled = [
            "@escaping () -> Void": "EscapingVoid", "@autoclosure () -> String": "AutoclosureString",
            "(() -> Void)?": "VoidOptional", "[String: [Int]]": "StringIntArray", "inout [Int]": "InoutInt",
            "Dictionary<String, [Int?]>": "DictionaryStringIntOptionalArray", "T!": "TImplicitlyUnwrapped",
        ]
        for (spelling, name) in spelled {
            #expect(TypeNaming.sanitized(spelling: spelling) == name, "\(spelling)")
        }
    }

    @Test func erasure() {
        let erasure = TypeErasure(generics: ["T"])
        #expect(erasure.erase(.array(.simple("T"))).description == "[Any]")
        #expect(erasure.erase(.dictionary(key: .simple("String"), value: .simple("T"))).description == "[String: Any]")
        #expect(erasure.erase(.dictionary(key: .simple("T"), value: .simple("String"))).description == "Any")
        #expect(erasure.erase(.named([TypeComponent("Box", genericArguments: [.simple("T")])])).description == "Any")
        #expect(erasure.erase(.named([TypeComponent("T"), TypeComponent("Element")])).description == "Any")
        let closure = TypeRef.optional(
            .function(FunctionTypeRef(parameters: [], isAsync: false, throwsClause: .none, result: .simple("T"))))
        #expect(erasure.erase(closure).description == "(() -> Any)?")
        #expect(erasure.erase(.simple("Int")).description == "Int")
    }
}
