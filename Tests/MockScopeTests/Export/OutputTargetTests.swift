import FileAccess
import Foundation
import MockModel
import MockPipeline
import Testing

/// Output paths, decided in one place for the command line, the explorer and the export.
struct OutputTargetTests {
    @Test func aConfiguredOutputIsRelativeToTheRoot() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("output-target-\(UUID())").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(OutputTarget.configuredPath("Mocks/", root: root) == root + "/Mocks/")
        #expect(OutputTarget.configuredPath("Mocks/", root: root + "/") == root + "/Mocks/")
        #expect(OutputTarget.configuredPath("/tmp/Mocks.swift", root: root) == "/tmp/Mocks.swift")
        #expect(OutputTarget.configuredPath("Mocks.swift", root: ".") == "Mocks.swift")
        // A root that is a file (one scanned file) leaves the output as written.
        #expect(OutputTarget.configuredPath("Mocks.swift", root: root + "/missing") == "Mocks.swift")
    }

    @Test func eachMockHasItsFile() {
        #expect(OutputTarget.folder("Mocks").file(ofMock: "StoreMock") == "Mocks/StoreMock.swift")
        #expect(OutputTarget.file("All.swift").file(ofMock: "StoreMock") == "All.swift")
        #expect(OutputTarget("Mocks/") == .folder("Mocks"))
    }
}
