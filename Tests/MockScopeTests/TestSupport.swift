import Foundation
import MockModel
import MockPipeline

/// Paths and helpers shared by the test suites.
enum TestSupport {
    /// The folder holding `Package.swift`, found by walking up from this file, so a test file
    /// may sit at any depth of the test folders.
    static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            let parent = folder.deletingLastPathComponent()
            precondition(parent.path != folder.path, "no Package.swift above \(#filePath)")
            folder = parent
        }
        return folder
    }()

    static func fixture(_ name: String) -> URL {
        packageRoot.appendingPathComponent("Tests/Fixtures/\(name)")
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mockscope-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Generates the mocks of every marked protocol in `path`, as `mockscope generate` would.
    static func generate(
        _ path: String, options: MockOptions = MockOptions(), imports: [String] = ["Foundation"]
    )
        throws -> GenerateOutcome
    {
        try Pipeline().generate(
            GenerateRequest(path: path, selection: Selection(overrides: options), imports: imports))
    }

    /// Runs a program to completion, returning its exit status and combined output.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // The compilers' own temporary folders go with the run instead of piling up in TMPDIR.
        let temporary = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        if let folder { process.currentDirectoryURL = folder }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static var swiftc: String { tool("swiftc") }

    /// A toolchain program, found on PATH.
    static func tool(_ name: String) -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/\(name)"
    }
}
