import MockDiscovery
import MockModel
import Testing

@testable import MockPipeline

/// Whether an Ozon marker's access above its protocol's can be followed: only when every type
/// the mock's public members would name is known to be public.
struct PublicMockAccessTests {
    func hiddenName(_ source: String) -> String? {
        let protocols = FileDiscovery.discover(source: source, path: "Input.swift").protocols
        let byName = Dictionary(protocols.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return PublicMockAccess(scanned: byName).hiddenName(in: protocols.last!)
    }

    @Test func standardTypesBoundNamesAndPublicProtocolsAreKnown() {
        #expect(
            hiddenName("protocol P {\n    func f(_ a: [String: Int], b: (x: Int) -> Void) async throws -> Bool\n}")
                == nil)
        #expect(
            hiddenName("protocol P {\n    associatedtype Item: Hashable\n    func f<T: Sendable>(_ t: T) -> Item\n}")
                == nil)
        #expect(hiddenName("public protocol Q {}\nprotocol P {\n    var q: any Q { get }\n}") == nil)
        #expect(hiddenName("protocol P {\n    func copy() -> Self\n    func count() -> Self.Index\n}") == nil)
    }

    @Test func internalOrUnknownTypesAreNamed() {
        #expect(hiddenName("protocol P {\n    func f() -> [Blueprint: Int]\n}") == "Blueprint")
        #expect(hiddenName("protocol Q {}\nprotocol P {\n    var q: (any Q)? { get }\n}") == "Q")
        #expect(hiddenName("protocol P {\n    func f<T>(_ t: T) where T: Secret\n}") == "Secret")
        #expect(hiddenName("protocol A {\n    func f() -> Secret\n}\nprotocol P: A {}") == "Secret")
        #expect(
            hiddenName(
                "/// @Mock(associatedTypes: [\"Item\": \"Token\"], .open)\nprotocol P {\n    associatedtype Item\n}")
                == "Token")
    }
}
