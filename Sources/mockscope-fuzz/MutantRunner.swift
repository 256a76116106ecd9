import Foundation
import MockPipeline

/// Runs discovery, generation and the export of one mutant, in-process or through the binary.
struct MutantRunner {
    enum Outcome: Equatable {
        /// The exit status `mockscope generate` has (or would have) for this mutant.
        case exited(Int32)
        /// Killed by a signal (a crash), or stopped after running far past the bound.
        case crashed(Int32)
        case stalled
    }

    let folder: URL
    let binary: String?

    var source: URL { folder.appendingPathComponent("Project/Mutant.swift") }
    var output: URL { folder.appendingPathComponent("Project/Mocks") }

    func run(_ bytes: [UInt8], stallAfter: Double) throws -> Outcome {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data(bytes).write(to: source)
        if let binary { return try runBinary(binary, stallAfter: stallAfter) }
        return runInProcess()
    }

    /// What `mockscope generate --all --output Mocks/` does, without the caches.
    private func runInProcess() -> Outcome {
        let root = source.deletingLastPathComponent().path
        do {
            let scan = try Scanner().scan(root, exclude: ["Mocks/**"])
            let request = GenerateRequest(
                path: root, selection: Selection(all: true), output: .folder(output.path), imports: ["Foundation"])
            let outcome = Pipeline().generate(request, scan: scan)
            if let plan = outcome.plan { _ = try Exporter().write(plan) }
            return .exited(outcome.hasErrors ? 1 : 0)
        } catch {
            return .exited(error.exitCode)
        }
    }

    private func runBinary(_ binary: String, stallAfter: Double) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["generate", "--all", "--output", "Mocks/", "."]
        process.currentDirectoryURL = source.deletingLastPathComponent()
        var environment = ProcessInfo.processInfo.environment
        environment["MOCKSCOPE_NO_CACHE"] = "1"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(stallAfter)
        while process.isRunning {
            if Date() > deadline {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                return .stalled
            }
            usleep(2_000)
        }
        if process.terminationReason == .uncaughtSignal { return .crashed(process.terminationStatus) }
        return .exited(process.terminationStatus)
    }
}
