import Foundation
import Testing

/// What one run of the `mockscope` executable did.
struct CLIResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs the built `mockscope` binary as a process, in a folder of its own.
enum CLIRunner {
    /// The executable `swift build` / `swift test` put next to the test bundle; `MOCKSCOPE_BINARY` overrides.
    static let binary: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let override = environment["MOCKSCOPE_BINARY"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        var candidates: [URL] = []
        for bundle in [Bundle.main] + Bundle.allBundles {
            candidates.append(
                bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("mockscope"))
            candidates.append(bundle.bundleURL.appendingPathComponent("mockscope"))
        }
        candidates.append(TestSupport.packageRoot.appendingPathComponent(".build/debug/mockscope"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The build plugin's tool, `mockscope-generate`, beside `mockscope`.
    static var pluginTool: URL? {
        binary.map { $0.deletingLastPathComponent().appendingPathComponent("mockscope-generate") }
    }

    /// Runs `mockscope`, or `executable` when given.
    static func run(
        _ arguments: [String], in folder: URL, environment: [String: String] = [:],
        timeout: TimeInterval = 30, executable: URL? = nil
    ) throws -> CLIResult {
        let binary = try #require(
            executable ?? binary, "build the package first: the mockscope executable was not found")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var fullEnvironment = ProcessInfo.processInfo.environment
        fullEnvironment.removeValue(forKey: "NO_COLOR")
        fullEnvironment.merge(environment) { _, new in new }
        process.environment = fullEnvironment
        // Files, not pipes: a large output can never fill a pipe and stall the child.
        let outURL = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errURL = folder.appendingPathComponent(".stderr-\(UUID().uuidString)")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                Issue.record(
                    "mockscope \(arguments.joined(separator: " ")) ran longer than \(Int(timeout)) s")
                break
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return CLIResult(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8))
    }
}

/// A throwaway project folder; removed when the test is done with it.
final class TemporaryProject {
    let url: URL

    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mockscope-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, content) in files { try write(path, content) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    var path: String { url.path }

    func write(_ relative: String, _ content: String) throws {
        try write(relative, data: Data(content.utf8))
    }

    func write(_ relative: String, data: Data) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(relative).path)
    }

    func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(relative).path)[
            .modificationDate]
            as? Date
    }

    @discardableResult
    func run(_ arguments: String..., environment: [String: String] = [:]) throws -> CLIResult {
        try CLIRunner.run(arguments, in: url, environment: environment)
    }
}

/// Sources the tests share. `Clock` is marked; `Store` is not.
enum Fixture {
    static let clock = """
        /// @mockable
        protocol Clock {
            func now() -> Int
        }

        """

    static let store = """
        protocol Store {
            var count: Int { get }
        }

        """
}

extension CLIRunner {
    /// Runs a shell command under `script`, which gives it a pseudo-terminal; returns what it printed.
    static func runThroughTerminal(
        _ command: String, in folder: URL, environment: [String: String] = [:]
    ) throws
        -> String
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-e", "-c", command, "/dev/null"]
        process.currentDirectoryURL = folder
        var fullEnvironment = ProcessInfo.processInfo.environment
        fullEnvironment.removeValue(forKey: "NO_COLOR")
        fullEnvironment["TERM"] = "xterm-256color"
        fullEnvironment.merge(environment) { _, new in new }
        process.environment = fullEnvironment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
