import CommandFailures
import FileAccess
import Foundation
import MockModel

/// A `.mockscope.json` as read: the configuration, and what was wrong with the file.
public struct LoadedConfig: Sendable {
    public var config: ProjectConfig
    /// Errors (the configuration must not be used) and warnings (unknown keys), in file order.
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Reading and writing `.mockscope.json`.
public enum ConfigFile {
    public static let defaultName = ProjectConfig.fileName

    /// The configuration belonging to PATH: `.mockscope.json` in PATH's folder (for a file, its
    /// folder). The command line and the explorer both ask here.
    public static func defaultPath(for path: String, fileSystem: any FileSystem = LocalFileSystem()) -> String {
        var folder = fileSystem.kind(of: path) == .file ? (path as NSString).deletingLastPathComponent : path
        if folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        return folder.isEmpty || folder == "." ? defaultName : (folder as NSString).appendingPathComponent(defaultName)
    }

    /// Reads and validates the file; a missing or unreadable file is an input error naming the path.
    public static func load(_ path: String, fileSystem: any FileSystem = LocalFileSystem())
        throws(PipelineError)
        -> LoadedConfig
    {
        func unreadable(_ why: String) -> PipelineError {
            PipelineError(.inputMissing, "\(path): cannot read the configuration: \(why)")
        }
        guard fileSystem.kind(of: path) == .file else {
            throw unreadable(fileSystem.kind(of: path) == nil ? "no such file" : "not a readable file")
        }
        // Measured before reading: such a file is refused whole, in words about configurations.
        if let size = fileSystem.stamp(of: path)?.size, size > maximumSize {
            return refused(tooLarge(bytes: Int(size), path: path))
        }
        let data: Data
        do {
            data = try fileSystem.read(path)
        } catch {
            // Grown past the limit since it was measured: the reader refused it as a source.
            if let size = fileSystem.stamp(of: path)?.size, size > maximumSize {
                return refused(tooLarge(bytes: Int(size), path: path))
            }
            throw unreadable(SystemErrorText.describe(error))
        }
        if data.count > maximumSize { return refused(tooLarge(bytes: data.count, path: path)) }
        guard let text = String(validating: data, as: UTF8.self) else {
            return refused(.configNotText(at: start(of: path)))
        }
        return parse(text, path: path)
    }

    /// A configuration holds options, names and paths: a few kilobytes even for thousands of
    /// protocols. A file far larger is not one, and is not loaded only to be refused.
    public static let maximumSize = 8 * 1024 * 1024

    static func tooLarge(bytes: Int, path: String) -> Diagnostic {
        // Rounded up to one decimal, so a file just over the limit never reads as the limit.
        let megabytes = String(format: "%.1f", (Double(bytes) / 104_857.6).rounded(.up) / 10)
        return .configTooLarge(
            megabytes: megabytes, fileName: defaultName, limitMegabytes: maximumSize / 1_048_576, at: start(of: path))
    }

    /// A whole file that cannot be used, reported at its start.
    static func refused(_ diagnostic: Diagnostic) -> LoadedConfig {
        LoadedConfig(config: ProjectConfig(), diagnostics: [diagnostic])
    }

    static func start(of path: String) -> SourceLocation {
        SourceLocation(file: path, line: 1, column: 1)
    }

    /// Validates configuration text; `path` only names the file in diagnostics.
    public static func parse(_ text: String, path: String) -> LoadedConfig {
        let root: JSONNode
        do {
            root = try JSONDocumentReader.parse(text)
        } catch {
            let location = SourceLocation(file: path, line: error.line, column: error.column)
            return LoadedConfig(
                config: ProjectConfig(),
                diagnostics: [
                    .malformedJSON(error.message, at: location)
                ])
        }
        var reader = ConfigReader(path: path)
        let config = reader.read(root)
        return LoadedConfig(
            config: config, diagnostics: reader.diagnostics.sorted { $0.location < $1.location })
    }

    /// Pretty-printed with sorted keys, so saved choices diff cleanly under version control.
    public static func encoded(_ config: ProjectConfig) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, arrays and dictionaries cannot fail.
        var data = (try? encoder.encode(config)) ?? Data("{}".utf8)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Saves the configuration atomically (the explorer's "remember these choices").
    public static func write(
        _ config: ProjectConfig, to path: String, fileSystem: any FileSystem = LocalFileSystem()
    )
        throws(PipelineError)
    {
        do {
            try fileSystem.writeAtomically(encoded(config), to: path)
        } catch {
            throw PipelineError(
                .cannotCreateOutput,
                "\(path): cannot write the configuration: \(SystemErrorText.describe(error))")
        }
    }
}
