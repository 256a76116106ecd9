import FileAccess
import Foundation

/// Where generated mocks go: one file, or a folder with one `<Protocol>Mock.swift` each. The one
/// home of output paths: where a configured output is, and which file holds which mock.
public enum OutputTarget: Sendable, Hashable {
    case file(String)
    case folder(String)

    /// A trailing slash, or an existing folder, means a folder.
    public init(_ spelling: String, fileSystem: any FileSystem = LocalFileSystem()) {
        if spelling.hasSuffix("/") || fileSystem.kind(of: spelling) == .folder {
            self = .folder(spelling.hasSuffix("/") ? String(spelling.dropLast()) : spelling)
        } else {
            self = .file(spelling)
        }
    }

    /// `.mockscope.json`'s `output`, which is relative to the project root; an absolute one stands.
    public static func configuredPath(
        _ output: String, root: String, fileSystem: any FileSystem = LocalFileSystem()
    ) -> String {
        guard !output.hasPrefix("/"), fileSystem.kind(of: root) == .folder else { return output }
        if root == "." { return output }
        return root.hasSuffix("/") ? root + output : root + "/" + output
    }

    /// The file that holds the mock named `mockName` (copies in sibling `#if` branches share it).
    public func file(ofMock mockName: String) -> String {
        switch self {
        case .file(let path): path
        case .folder(let folder): "\(folder)/\(mockName).swift"
        }
    }

    /// Whether a file in an output folder is named like a mock's; only those are ever replaced
    /// or removed there, and only when they carry MockScope's header.
    static func isMockFileName(_ name: String) -> Bool {
        name.hasSuffix("Mock.swift")
    }
}
