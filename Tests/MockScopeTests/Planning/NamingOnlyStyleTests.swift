import MacroMockGeneration
import MockDiscovery
import MockModel
import Testing

@testable import MockPipeline

/// A style that keeps the default members and names them otherwise is its naming alone: the
/// default generator writes the same mock under the names it gives.
struct NamingOnlyStyleTests {
    static let source = """
        protocol Feed: Sendable {
            func load(page: Int) async throws -> [String]
            var title: String { get set }
            static func reset()
        }
        """

    /// The default mock and the one whose handlers are renamed `…Stub`.
    static func mocks() throws -> (plain: String, renamed: String) {
        let model = try #require(FileDiscovery.discover(source: source, path: "Feed.swift").protocols.first)
        let scan = ScanResult(root: ".", files: ["Feed.swift"], protocols: [model], diagnostics: [])
        let generator = MockGenerator(scan: scan)
        let options = EffectiveOptions(MockOptions(condition: .always), marker: nil)
        let stubs = DefaultStyle { plan in
            var plan = plan
            plan.body = plan.body.map { node in
                node.map { witness in
                    var witness = witness
                    witness.tracking.updateSlots { slot in
                        if case .handler = slot.content { slot.name = slot.name.replacing("Handler", with: "Stub") }
                    }
                    return witness
                }
            }
            return plan
        }
        let plain = try #require(DefaultStyle().mock(for: model, options: options, in: generator).text)
        let renamed = try #require(stubs.mock(for: model, options: options, in: generator).text)
        return (plain, renamed)
    }

    @Test func theDefaultMembersAreWrittenUnderTheStylesNames() throws {
        let (plain, renamed) = try Self.mocks()
        #expect(plain.contains("loadHandler"))
        #expect(plain.contains("resetHandler"))
        #expect(renamed == plain.replacing("Handler", with: "Stub"))
    }
}
