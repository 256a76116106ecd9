import CommandFailures
import FileAccess
import Foundation

/// Paths from `.mockscope.json` are relative to the project root and stay inside it: a
/// configuration committed to a repository must not make `generate` write (or skip) files
/// elsewhere on the machine. An absolute path is the user's explicit choice and is kept.
public enum ProjectPaths {
    /// Whether a relative path climbs out of the folder it is relative to (`../x`, `a/../../x`).
    public static func escapes(_ relative: String) -> Bool {
        guard !relative.hasPrefix("/") else { return false }
        var depth = 0
        for component in relative.split(separator: "/") {
            if component == ".." {
                depth -= 1
                if depth < 0 { return true }
            } else if component != "." {
                depth += 1
            }
        }
        return false
    }

    /// Refuses an output from the configuration whose folder is, through a symbolic link, outside
    /// the project: the nearest existing folder on the way to it must resolve inside the root.
    public static func checkContained(
        output: String, spelled: String, root: String, fileSystem: any FileSystem = LocalFileSystem()
    ) throws(PipelineError) {
        guard !spelled.hasPrefix("/") else { return }
        let rootPath = resolved(root)
        var existing = output.hasSuffix("/") ? String(output.dropLast()) : output
        if !output.hasSuffix("/") { existing = (existing as NSString).deletingLastPathComponent }
        while !existing.isEmpty, fileSystem.kind(of: existing) == nil {
            existing = (existing as NSString).deletingLastPathComponent
        }
        let target = resolved(existing.isEmpty ? "." : existing)
        guard target != rootPath, !target.hasPrefix(rootPath == "/" ? "/" : rootPath + "/") else { return }
        throw PipelineError(
            .cannotCreateOutput,
            "\(existing): the output \"\(spelled)\" from the configuration leads through a symbolic link to \(target), outside the project \(rootPath); write the absolute path in the configuration (or use --output) to write there on purpose"
        )
    }

    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        defer { free(real) }
        return String(cString: real)
    }
}
