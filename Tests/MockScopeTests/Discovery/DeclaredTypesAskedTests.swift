import Foundation
import MockModel
import Testing

@testable import MockPipeline

/// The module's own types are read only for what can use them: mocks that may be public, and
/// the files that may declare a name their requirements spell.
@Suite struct DeclaredTypesAskedTests {
    static let files = [
        "Sources/App/Event.swift": "public struct Event: Sendable {}\n",
        "Sources/App/Unrelated.swift": "public struct Unrelated {}\nextension Event {}\n",
        "Sources/App/Reporter.swift": """
        public import Foundation
        public protocol Reporter { func report(_ event: Event) }
        """,
    ]

    func scan(access: AccessLevel?) throws -> ScanResult {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in Self.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let request = GenerateRequest(
            path: folder.path, selection: Selection(overrides: MockOptions(access: access), all: true))
        return try Pipeline().generate(request).scan
    }

    @Test func publicMocksReadOnlyTheFilesThatMayDeclareTheirNames() throws {
        let scan = try scan(access: nil)
        #expect(scan.declaredTypes["Event"]?.count == 1)
        // `extension Event` matters only to a name spelled `Event.Something`.
        #expect(scan.declaredTypes["Unrelated"] == nil)
    }

    @Test func internalMocksReadNothing() throws {
        #expect(try scan(access: .internal).declaredTypes.isEmpty)
    }
}
