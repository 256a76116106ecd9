import FileAccess
import Foundation

/// The folders a person trusted to run their own code during verification, each with the digest
/// of what was trusted (`ProjectCode`). It lives outside every project, so a repository cannot
/// trust itself, in the file the front names; only `mockscope trust` and the explorer's "always"
/// write it. One line per folder, `<digest>  <folder>`, as `sha256sum` prints.
public struct TrustStore: Sendable {
    public let file: URL
    let fileSystem: any FileSystem

    public struct Entry: Sendable, Hashable {
        public var folder: String
        public var digest: String
    }

    public init(file: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.file = file
        self.fileSystem = fileSystem
    }

    /// `$XDG_STATE_HOME/mockscope/trusted-folders`, else under `~/.local/state`: a decision the
    /// person made on this machine, not a cache to prune nor settings to share. Reads nothing.
    public static func location(environment: [String: String], home: URL) -> URL {
        let base =
            environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? home.appendingPathComponent(".local/state")
        return base.appendingPathComponent("mockscope/trusted-folders")
    }

    /// Every entry, in the file's order; none when there is no file yet.
    public func entries() throws -> [Entry] {
        guard fileSystem.kind(of: file.path) != nil else { return [] }
        let text = String(decoding: try fileSystem.readOutput(file.path), as: UTF8.self)
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), let gap = line.range(of: "  ") else { return nil }
            let digest = String(line[..<gap.lowerBound])
            guard digest.count == 64, digest.allSatisfy(\.isHexDigit) else { return nil }
            return Entry(folder: String(line[gap.upperBound...]), digest: digest)
        }
    }

    /// Whether `code` is trusted as it is now; an unreadable store trusts nothing.
    public func isTrusted(_ code: ProjectCode) -> Bool {
        ((try? entries()) ?? []).contains { $0.folder == code.folder && $0.digest == code.digest }
    }

    /// Trusts `code` as it is now, in place of whatever its folder was trusted with before.
    public func remember(_ code: ProjectCode) throws {
        var kept = try entries().filter { $0.folder != code.folder }
        kept.append(Entry(folder: code.folder, digest: code.digest))
        try write(kept)
    }

    /// Forgets `folder`; false when it was not trusted.
    @discardableResult
    public func revoke(_ folder: String) throws -> Bool {
        let all = try entries()
        let kept = all.filter { $0.folder != folder }
        guard kept.count != all.count else { return false }
        try write(kept)
        return true
    }

    private func write(_ entries: [Entry]) throws {
        try fileSystem.createFolder(file.deletingLastPathComponent().path)
        let lines =
            ["# Folders trusted to run their own code when mockscope verifies mocks; see `mockscope trust --help`."]
            + entries.map { "\($0.digest)  \($0.folder)" }
        try fileSystem.writeAtomically(lines.joined(separator: "\n") + "\n", to: file.path)
    }
}
