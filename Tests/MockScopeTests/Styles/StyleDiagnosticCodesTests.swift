import MockDiscovery
import MockModel
import MockPlanning
import Testing

/// What the Ozon and sourcery styles cannot write, each reported with its own code.
struct StyleDiagnosticCodesTests {
    func sourceryCodes(_ source: String) -> [DiagnosticCode] {
        let discovery = FileDiscovery.discover(source: source, path: "Planned.swift")
        guard let model = discovery.protocols.last else { return [] }
        let parents = Dictionary(discovery.protocols.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return SourceryPlanner(parents: parents).plan(model, options: EffectiveOptions(condition: .always))
            .diagnostics.map(\.code)
    }

    func ozonCodes(_ source: String) throws -> [DiagnosticCode] {
        try OzonStyleTests.plan("@Mock\n" + source).diagnostics.map(\.code)
    }

    @Test func ozonStyle() throws {
        #expect(try ozonCodes("protocol P { subscript(index: Int) -> String { get } }") == [])
        #expect(try ozonCodes("protocol P { func view() -> some Equatable }") == [.ozonOpaqueResult])
        #expect(try ozonCodes("protocol P { func update<T>(_ value: inout T) }") == [])
    }

    @Test func sourceryStyle() {
        #expect(sourceryCodes("protocol P { subscript(index: Int) -> String { get } }") == [])
        #expect(sourceryCodes("protocol P { func run(_ body: () throws -> Void) rethrows }") == [])
        #expect(sourceryCodes("protocol P { func each<T>(_ body: @escaping (T) -> Void) }") == [])
        #expect(sourceryCodes("protocol P { func swap<T>(_ values: inout [T]) }") == [])
        #expect(sourceryCodes("protocol P: Actor { func run() }") == [])
        #expect(sourceryCodes("protocol P { associatedtype Key: Hashable\n static func make() -> Key }") == [])
        #expect(sourceryCodes("protocol P { var clock: Clock { get }\n init(seed: Int) }") == [])
        #expect(
            sourceryCodes("protocol P {\n    // sourcery: const\n    var clock: Clock { get }\n    init(seed: Int)\n}")
                == [
                    .sourceryInitializerSeeding
                ])
        #expect(sourceryCodes("protocol P { static func * (lhs: Self, rhs: Self) -> Self }") == [])
    }
}
