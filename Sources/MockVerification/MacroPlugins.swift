import Foundation

/// The macro plugins a package's build made: SwiftPM builds each macro target as an executable
/// named `<Target>-tool` next to the other products, and passes it to the compiler of every
/// module that may use it. A typecheck of the module's sources needs them the same way, or every
/// macro it uses is "not found".
enum MacroPlugins {
    static let suffix = "-tool"

    /// `-load-plugin-executable path#Module` for each plugin of the debug build in `buildFolder`.
    /// The compiler starts one only when a macro of its module is used, so others cost nothing.
    static func flags(in buildFolder: URL) -> [String] {
        executables(in: buildFolder).flatMap { ["-load-plugin-executable", "\($0.path)#\($0.module)"] }
    }

    static func executables(in buildFolder: URL) -> [(path: String, module: String)] {
        let folder = buildFolder.appendingPathComponent("debug").resolvingSymlinksInPath()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            guard name.hasSuffix(suffix), name.count > suffix.count else { return nil }
            let path = folder.appendingPathComponent(name).path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: path)
            else { return nil }
            return (path, String(name.dropLast(suffix.count)))
        }
    }
}
