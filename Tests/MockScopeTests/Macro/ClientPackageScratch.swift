import Foundation

/// The one scratch folder every client package of the suite is built in (the demo, the strict
/// runtime's client, the plugin's client, the demo's exported copy). They all depend on this
/// package by the same absolute path, so MockScope's targets (its runtime, its macro, its
/// generator for the plugin) are compiled once per test run and each later client compiles only
/// its own targets. The folder is emptied when a test process first uses it: an expansion from an
/// earlier macro must not survive (SwiftPM does not recompile the users of a changed macro).
///
/// One client at a time: a test's builds run in a row with nothing of another client's in
/// between, so what it proves about a rebuild is about its own package. Waiting for the folder is
/// a suspension, not a held thread.
actor ClientPackageScratch {
    static let shared = ClientPackageScratch()

    let folder = TestSupport.packageRoot.appendingPathComponent(".build/client-packages")
    private var emptied = false
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` with the scratch folder to itself.
    func exclusively<Result: Sendable>(_ body: @Sendable (URL) async throws -> Result) async throws -> Result {
        await acquire()
        defer { release() }
        if !emptied {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            emptied = true
        }
        return try await body(folder)
    }

    private func acquire() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the folder to the next waiter, or frees it.
    private func release() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }

    /// `swift` with `arguments`, its output in `log` under the folder. At the suite's own
    /// priority: the client builds are the run's longest chain, and at the lowest priority they
    /// were left to run alone after every other test had finished.
    static func swiftPM(_ arguments: [String], in folder: URL, log: String) async throws -> (
        status: Int32, output: String
    ) {
        try await run(
            TestSupport.tool("swift"), arguments + ["--scratch-path", folder.path],
            log: folder.appendingPathComponent(log))
    }

    /// The build takes a minute or more: waiting for it must not hold one of the few threads the
    /// other tests run on, so the output goes to a file and the wait is a suspension.
    static func run(_ executable: String, _ arguments: [String], log: URL) async throws -> (
        status: Int32, output: String
    ) {
        try Data().write(to: log)
        let output = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = output
        let status = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try output.close()
        return (status, try String(contentsOf: log, encoding: .utf8))
    }
}
