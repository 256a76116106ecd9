import CommandFailures
import FileAccess
import Foundation
import MockPipeline

/// Checks where output goes before anything is generated: a folder output is created up front, so an
/// impossible one fails (73) even when nothing would be written, and a file's folder must not be a file.
package enum OutputLocation {
    package static func prepare(_ target: OutputTarget, fileSystem: any FileSystem = LocalFileSystem())
        throws(PipelineError)
    {
        switch target {
        case .folder(let folder):
            try requireFolder(folder, fileSystem: fileSystem)
            if fileSystem.kind(of: folder) == nil {
                do { try fileSystem.createFolder(folder) } catch { throw .cannotCreateFolder(folder, error) }
            }
        case .file(let file):
            let folder = (file as NSString).deletingLastPathComponent
            if !folder.isEmpty { try requireFolder(folder, fileSystem: fileSystem) }
        }
    }

    /// The nearest existing ancestor decides: creating folders below a file can only fail.
    private static func requireFolder(_ path: String, fileSystem: any FileSystem)
        throws(PipelineError)
    {
        var ancestor = path
        while !ancestor.isEmpty, ancestor != "/" {
            switch fileSystem.kind(of: ancestor) {
            case .folder: return
            case .file, .other:
                let why =
                    ancestor == path
                    ? "exists and is not a folder" : "cannot create folder: \(ancestor) is a file"
                throw PipelineError(.cannotCreateOutput, "\(path): \(why)")
            case nil: ancestor = (ancestor as NSString).deletingLastPathComponent
            }
        }
    }
}
