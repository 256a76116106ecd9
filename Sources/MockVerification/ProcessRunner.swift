import Foundation

/// What a finished subprocess left behind.
struct ProcessOutput: Sendable {
    var status: Int32
    /// Standard output and standard error, in that order.
    var output: String
    var error: String
}

/// Runs a tool with a time limit: a compiler that hangs must not hang MockScope.
enum ProcessRunner {
    /// The executable named `name` on PATH, links left as they are.
    static func find(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String?
    {
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Output goes to temporary files rather than pipes, so a chatty tool cannot fill a pipe and
    /// stall while nobody reads it.
    static func run(
        _ executable: String, _ arguments: [String], in folder: String? = nil, timeout: Double,
        onOutput: (@Sendable (String) -> Void)? = nil, isCancelled: (@Sendable () -> Bool)? = nil
    ) throws(VerificationError) -> ProcessOutput {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mockscope-run-\(UUID().uuidString)")
        let outputURL = scratch.appendingPathExtension("out")
        let errorURL = scratch.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        process.standardInput = FileHandle.nullDevice
        guard let outputHandle = try? FileHandle(forWritingTo: outputURL),
            let errorHandle = try? FileHandle(forWritingTo: errorURL)
        else { throw VerificationError("cannot create a temporary file for \(executable)'s output") }
        defer {
            try? outputHandle.close()
            try? errorHandle.close()
        }
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch {
            throw VerificationError("cannot run \(executable): \(error.localizedDescription)")
        }
        let deadline = Date().addingTimeInterval(timeout)
        var shown = 0
        while finished.wait(timeout: .now() + 0.2) == .timedOut {
            if let onOutput { shown = forward(outputURL, from: shown, to: onOutput) }
            if isCancelled?() == true {
                process.terminate()
                _ = finished.wait(timeout: .now() + 2)
                throw VerificationError.cancelled
            }
            if Date() > deadline {
                process.terminate()
                _ = finished.wait(timeout: .now() + 2)
                let command = ([(executable as NSString).lastPathComponent] + arguments.prefix(3)).joined(
                    separator: " ")
                throw VerificationError("'\(command) …' did not finish within \(Int(timeout)) seconds; stopped it")
            }
        }
        if let onOutput { _ = forward(outputURL, from: shown, to: onOutput) }
        let output = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
        return ProcessOutput(status: process.terminationStatus, output: output, error: error)
    }

    /// Passes on what the tool printed since last time (build progress), whole lines only.
    private static func forward(_ url: URL, from offset: Int, to sink: (String) -> Void) -> Int {
        guard let data = try? Data(contentsOf: url), data.count > offset,
            let lastNewline = data.lastIndex(of: UInt8(ascii: "\n")), lastNewline >= offset
        else { return offset }
        sink(String(decoding: data[offset...lastNewline], as: UTF8.self))
        return lastNewline + 1
    }
}

/// Verification could not run at all (no compiler, a package that cannot be described, a timeout).
public struct VerificationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    /// A newer request made this one pointless (the explorer's options changed meanwhile).
    public static let cancelled = VerificationError("verification cancelled")

    public var description: String { message }
}
