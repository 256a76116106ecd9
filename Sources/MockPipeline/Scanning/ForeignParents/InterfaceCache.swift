import FileAccess
import MockModel
import Synchronization

/// The toolchain's interfaces and the protocols read from them, kept for the life of the process:
/// they change only with the toolchain, and the explorer scans again on every change.
/// An interface is read again when its stamp changes.
final class InterfaceCache: Sendable {
    static let shared = InterfaceCache()

    private struct Entry {
        var stamp: FileStamp?
        var file: InterfaceFile
        var protocols: [String: ProtocolModel?] = [:]
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// The top-level protocol `name` of the interface at `path`, nil when it declares none.
    func protocolModel(named name: String, in path: String, fileSystem: any FileSystem) -> ProtocolModel? {
        let stamp = fileSystem.stamp(of: path)
        let cached = entries.withLock { entries -> ProtocolModel?? in
            guard let entry = entries[path], entry.stamp == stamp, stamp != nil else { return nil }
            return entry.protocols[name]
        }
        if let cached { return cached }
        let file =
            entries.withLock { entries in entries[path].flatMap { $0.stamp == stamp && stamp != nil ? $0.file : nil } }
            ?? InterfaceFile(path: path, fileSystem: fileSystem)
        guard let file else { return nil }
        let model = file.protocolModel(named: name)
        entries.withLock { entries in
            if entries[path]?.stamp != stamp || entries[path] == nil { entries[path] = Entry(stamp: stamp, file: file) }
            entries[path]?.protocols[name] = .some(model)
        }
        return model
    }
}
