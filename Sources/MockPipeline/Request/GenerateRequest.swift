import Foundation
import MockModel

/// A `generate` (or `check`, or an explorer export) as one value.
public struct GenerateRequest: Sendable {
    public var path: String
    public var selection: Selection
    /// nil: the caller prints the single file instead of writing it.
    public var output: OutputTarget?
    public var imports: [String]
    public var testableImports: [String]
    /// The caller reads the mocks themselves (to verify them), so `Pipeline.run` must not answer
    /// from the run cache, which knows only that the files are current.
    public var needsMocks = false
    /// The file each kind other than mocks is written to (`OutputTarget.kindFile`); a kind
    /// asked for without one is only printed, and only when nothing is written.
    public var kindOutputs: [GeneratedKind: OutputTarget] = [:]
    /// The target the mocks are compiled in and the products it depends on, when the caller knows
    /// them (the build plugin): strict mocks for a target without the runtime are an error.
    public var compiledIn: (target: String, products: [String])?

    public init(
        path: String, selection: Selection = Selection(), output: OutputTarget? = nil,
        imports: [String] = [],
        testableImports: [String] = []
    ) {
        self.path = path
        self.selection = selection
        self.output = output
        self.imports = imports
        self.testableImports = testableImports
    }
}

extension GenerateRequest {
    /// Whether the run writes files: when mocks are asked for with an output, or another kind
    /// has a file to go to. Otherwise everything asked for is printed.
    var writes: Bool {
        (output != nil && selection.kinds.contains(.mock))
            || selection.kinds.contains { kindOutputs[$0] != nil }
    }

    /// Every place the run may write, the mocks' output first.
    var allOutputs: [OutputTarget] {
        [output].compactMap { $0 } + kindOutputs.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The scanned files without every output the request may write.
    func withoutOutputs(_ files: [String]) -> [String] {
        allOutputs.reduce(files) { Self.withoutOutput($0, $1) }
    }

    /// Generated files inside the scanned folder are outputs, not inputs: reading them back would
    /// only cost time and make every run's inputs differ from the last.
    static func withoutOutput(_ files: [String], _ output: OutputTarget?) -> [String] {
        guard let output else { return files }
        func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
        // Spelling a path out costs microseconds, so each folder is spelled once, not each file.
        var folders: [Substring: String] = [:]
        func absoluteFile(_ file: String) -> String {
            guard let slash = file.lastIndex(of: "/") else { return absolute(file) }
            let folder = file[..<slash]
            if folders[folder] == nil { folders[folder] = absolute(folder.isEmpty ? "/" : String(folder)) }
            let base = folders[folder]!
            return (base.hasSuffix("/") ? base : base + "/") + file[file.index(after: slash)...]
        }
        switch output {
        case .file(let path):
            let target = absolute(path)
            // Only a file of the output's own name can be it: no other path is spelled out.
            let name = { (path: String) in path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...] }
            let targetName = name(target)
            return files.filter { name($0) != targetName || absoluteFile($0) != target }
        case .folder(let path):
            let folder = absolute(path) + "/"
            return files.filter { !absoluteFile($0).hasPrefix(folder) }
        }
    }
}
