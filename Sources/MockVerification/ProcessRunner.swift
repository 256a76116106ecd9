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
        temporaryFolder: String? = nil, onOutput: (@Sendable (String) -> Void)? = nil,
        isCancelled: (@Sendable () -> Bool)? = nil,
        watch: (_ seconds: Double, _ printed: String) -> Void = { _, _ in }
    ) throws(VerificationError) -> ProcessOutput {
        // The tool's own temporary files (the Swift driver leaves a folder per run) go in a
        // folder of this run's, removed with it, so nothing piles up in the user's TMPDIR; a caller
        // that reads what the tool left there (a macro's expansion) gives a folder of its own.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mockscope-run-\(UUID().uuidString)")
        let temporary = scratch.appendingPathComponent("tmp")
        let outputURL = scratch.appendingPathComponent("out")
        let errorURL = scratch.appendingPathComponent("err")
        do {
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        } catch {
            throw VerificationError("cannot create a temporary folder for \(executable): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        guard let outputHandle = try? FileHandle(forWritingTo: outputURL),
            let errorHandle = try? FileHandle(forWritingTo: errorURL)
        else { throw VerificationError("cannot create a temporary file for \(executable)'s output") }
        defer {
            try? outputHandle.close()
            try? errorHandle.close()
        }
        let child: ChildProcess
        do {
            var environment = ProcessInfo.processInfo.environment
            environment["TMPDIR"] = temporaryFolder ?? temporary.path
            child = try ChildProcess(
                executable, arguments, in: folder, environment: environment, output: outputHandle.fileDescriptor,
                error: errorHandle.fileDescriptor)
        } catch {
            throw VerificationError("cannot run \(executable): \(error.description)")
        }
        // Whatever way this returns, nothing the tool started outlives it.
        defer { child.stop() }
        let started = Date()
        let deadline = started.addingTimeInterval(timeout)
        var shown = 0
        var lastShown = Date()
        // The lines printed since the last look go to both listeners.
        let pass: (String) -> Void = { text in
            onOutput?(text)
            watch(Date().timeIntervalSince(started), text)
        }
        while true {
            if let status = child.exitStatus() {
                _ = forward(outputURL, from: shown, to: pass)
                let output = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
                let error = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
                return ProcessOutput(status: status, output: output, error: error)
            }
            // A superseded run stops within a poll: a newer one must not wait on the compiler.
            if isCancelled?() == true { throw VerificationError.cancelled }
            if Date() > deadline {
                let command = ([(executable as NSString).lastPathComponent] + arguments.prefix(3)).joined(
                    separator: " ")
                throw VerificationError("'\(command) …' did not finish within \(Int(timeout)) seconds; stopped it")
            }
            if Date().timeIntervalSince(lastShown) > 0.2 {
                let before = shown
                shown = forward(outputURL, from: shown, to: pass)
                // A tool that prints nothing for a while still has its time told.
                if shown == before { watch(Date().timeIntervalSince(started), "") }
                lastShown = Date()
            }
            usleep(20_000)
        }
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
