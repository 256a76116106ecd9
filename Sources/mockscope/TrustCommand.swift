import CommandFailures
import FileAccess
import Foundation
import MockConfig
import MockScopeCommandLine
import MockVerification

/// `mockscope trust`: lets verification run a project's own code without asking, and lists and
/// revokes the folders trusted so.
enum TrustCommand {
    static let command = Command(
        name: "trust",
        summary: "Trust a package to run its own code when its mocks are verified; list or revoke.",
        synopsis: "mockscope trust [PATH] | --list | --revoke PATH",
        details: """
            Verifying the mocks of a SwiftPM package runs the package's own code: `swift package describe`
            and `dump-package` evaluate its Package.swift, `swift build` builds missing dependencies with
            their plugins and macros, and the compiler loads its macro plugins. Compiler flags in
            .mockscope.json ("verify") can load plugins too. The explorer asks before any of that runs.
            `mockscope trust PATH` answers "always" ahead: it trusts the package holding PATH (or PATH's
            folder, for configured flags) as it is now, so a changed Package.swift asks again.
            A folder without a package or configured flags is typechecked by swiftc alone: nothing to trust.
            `generate --verify` and `check --verify` are consent for that run; without --verify, list,
            generate and check never run a project's code. Trusted folders are kept outside every project,
            in $XDG_STATE_HOME/mockscope/trusted-folders (else ~/.local/state/mockscope/trusted-folders).
            """,
        flags: [
            FlagSpec("--list", help: "list the trusted folders and whether each is still trusted as it is now"),
            FlagSpec("--revoke", value: "PATH", help: "forget a trusted folder: the explorer asks again"),
        ],
        examples: [
            ("mockscope trust", "trust the package in the current folder, as it is now"),
            ("mockscope trust --list", "every trusted folder, and which changed since"),
            ("mockscope trust --revoke ~/src/App", "forget a folder"),
        ],
        run: run)

    @MainActor static func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
        let store = TrustLocation.store
        if parsed.has("--list") {
            if parsed.value("--revoke") != nil || !parsed.positionals.isEmpty {
                throw UsageError("--list takes no PATH and no --revoke")
            }
            return try list(store, console: console)
        }
        if let path = parsed.value("--revoke") {
            if !parsed.positionals.isEmpty { throw UsageError("--revoke takes its PATH; give no other") }
            return try revoke(path, store: store, console: console)
        }
        let path = parsed.positionals.first ?? "."
        guard LocalFileSystem().kind(of: path) != nil else { throw PipelineError.noSuchInput(path) }
        guard let code = ProjectCode.find(path: path, configuredFlags: configuredFlags(path)) else {
            console.output(
                "mockscope: \(ProjectCode.normalized(path).path) needs no trust: no Package.swift at or above it and "
                    + "no compiler flags in its \(ConfigFile.defaultName), so swiftc alone verifies it\n")
            return ExitStatus.ok
        }
        try writing(store) { try store.remember(code) }
        console.output(
            "mockscope: trusted \(code.folder): verification \(code.whatRuns) without asking, until "
                + "\(code.isPackage ? "its Package.swift" : "its \(ConfigFile.defaultName)") changes\n")
        return ExitStatus.ok
    }

    static func list(_ store: TrustStore, console: Console) throws -> Int32 {
        let entries = try reading(store) { try store.entries() }
        guard !entries.isEmpty else {
            console.error("mockscope: no folder is trusted (\(store.file.path))\n")
            return ExitStatus.ok
        }
        for entry in entries {
            let now = ProjectCode.find(path: entry.folder, configuredFlags: configuredFlags(entry.folder))
            let status: String
            if LocalFileSystem().kind(of: entry.folder) == nil {
                status = "missing  \(entry.folder) (the folder is gone)"
            } else if now?.digest == entry.digest {
                status = "trusted  \(entry.folder)"
            } else {
                status = "changed  \(entry.folder) (changed since it was trusted: the explorer asks again)"
            }
            console.output(status + "\n")
        }
        return ExitStatus.ok
    }

    /// PATH as given, or the package folder holding it: either spelling forgets the entry.
    static func revoke(_ path: String, store: TrustStore, console: Console) throws -> Int32 {
        let spelled = ProjectCode.normalized(path).path
        let candidates = [spelled, ProjectCode.find(path: path, configuredFlags: configuredFlags(path))?.folder]
        var revoked: [String] = []
        for case let folder? in Set(candidates) {
            if try writing(store, { try store.revoke(folder) }) { revoked.append(folder) }
        }
        if revoked.isEmpty {
            console.output("mockscope: \(spelled) was not trusted; nothing to revoke\n")
        } else {
            console.output("mockscope: revoked \(revoked.sorted().joined(separator: ", ")): the explorer asks again\n")
        }
        return ExitStatus.ok
    }

    /// The project's own compiler flags for verification, which trust covers as the explorer reads them.
    static func configuredFlags(_ path: String) -> [String] {
        let configPath = ConfigFile.defaultPath(for: path)
        guard LocalFileSystem().kind(of: configPath) == .file else { return [] }
        return (try? ConfigFile.load(configPath))?.config.verify?.swiftcFlags ?? []
    }

    private static func reading<T>(_ store: TrustStore, _ body: () throws -> T) throws -> T {
        do { return try body() } catch {
            throw PipelineError(.inputMissing, "\(store.file.path): cannot read: \(SystemErrorText.describe(error))")
        }
    }

    private static func writing<T>(_ store: TrustStore, _ body: () throws -> T) throws -> T {
        do { return try body() } catch {
            throw PipelineError(.io, "\(store.file.path): cannot write: \(SystemErrorText.describe(error))")
        }
    }
}
