import Foundation

/// Lists the `.swift` files below a folder with `readdir`: Foundation's enumerator resolves a URL
/// and its resource values per entry, which cost more than reading the files it finds.
enum FolderWalk {
    /// Paths start with `folder` as spelled (`.` gives bare relative paths), sorted. Hidden
    /// entries and `skipped` folders are left out; links are listed, never followed.
    static func swiftFiles(under folder: String, skipping skipped: (String) -> Bool) throws -> [String] {
        let prefix = folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/"
        var found: [String] = []
        guard walk(folder, prefix: prefix, skipping: skipped, into: &found) else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        return found.sorted()
    }

    /// false only when `path` itself cannot be opened. A subfolder that cannot be opened is
    /// listed itself, so that reading it reports why its files are missing.
    private static func walk(
        _ path: String, prefix: String, skipping skipped: (String) -> Bool, into found: inout [String]
    ) -> Bool {
        guard let directory = opendir(path) else { return false }
        defer { closedir(directory) }
        var folders: [String] = []
        while let entry = readdir(directory) {
            let (name, isUTF8) = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = raw.prefix { $0 != 0 }
                return (String(decoding: bytes, as: UTF8.self), String(validating: bytes, as: UTF8.self) != nil)
            }
            if name.hasPrefix(".") { continue }
            // A name that is not UTF-8 cannot be spelled as a path again: listed as decoded, so
            // reading it reports that, instead of the file (or a folder's files) missing silently.
            if !isUTF8 {
                if entry.pointee.d_type == UInt8(DT_DIR) || name.hasSuffix(".swift") { found.append(prefix + name) }
                continue
            }
            let full = path.hasSuffix("/") ? path + name : path + "/" + name
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                guard lstat(full, &info) == 0 else { continue }
                type = (info.st_mode & S_IFMT) == S_IFDIR ? UInt8(DT_DIR) : UInt8(DT_REG)
            }
            if type == UInt8(DT_DIR) {
                if !skipped(name) { folders.append(name) }
            } else if name.hasSuffix(".swift") && name.count > ".swift".count {
                found.append(prefix + name)
            }
        }
        for name in folders {
            let full = path.hasSuffix("/") ? path + name : path + "/" + name
            if !walk(full, prefix: prefix + name + "/", skipping: skipped, into: &found), errno != ENOENT {
                found.append(prefix + name)
            }
        }
        return true
    }
}
