import Foundation
import Testing

@testable import FileAccess

/// The listing every scan starts from: what is listed, what is skipped, how paths are spelled.
@Suite struct FolderWalkTests {
    @Test func listsSwiftFilesBelowTheFolderAndSkipsWhatIsNotSource() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let listed = try LocalFileSystem().swiftFiles(under: root)
        #expect(
            listed == [
                "\(root)/A.swift", "\(root)/LinkedFolder.swift", "\(root)/Sources/B.swift",
                "\(root)/Sources/Deep/C.swift", "\(root)/Sources/Loop.swift",
            ])
    }

    @Test func pathsKeepTheFoldersSpelling() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let expected = [
            "A.swift", "LinkedFolder.swift", "Sources/B.swift", "Sources/Deep/C.swift", "Sources/Loop.swift",
        ]
        #expect(try LocalFileSystem().swiftFiles(under: root + "/") == expected.map { "\(root)/\($0)" })
        #expect(
            try LocalFileSystem().swiftFiles(under: root + "/Sources/..") == expected.map { "\(root)/Sources/../\($0)" }
        )
    }

    @Test func aMissingFolderIsAnError() {
        #expect(throws: (any Error).self) { try LocalFileSystem().swiftFiles(under: "/nonexistent/mockscope") }
    }

    /// Sources with nested folders, next to everything a walk must not descend into or list.
    private func makeTree() throws -> String {
        let root = NSTemporaryDirectory() + "mockscope-walk-\(UUID().uuidString)"
        let manager = FileManager.default
        for folder in [
            "Sources/Deep", ".hidden", ".build", "node_modules", "Pods/.git", "Other", "Sources/App.docc/Snippets",
        ] {
            try manager.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
        }
        for file in [
            "A.swift", "Sources/B.swift", "Sources/Deep/C.swift", "Sources/notes.txt", ".Hidden.swift",
            ".hidden/D.swift", ".build/E.swift", "node_modules/F.swift", "Pods/.git/G.swift", "Other/.swift",
            // A documentation catalog's snippets are not the module's sources.
            "Sources/App.docc/Snippets/H.swift",
        ] {
            try Data("protocol P {}\n".utf8).write(to: URL(fileURLWithPath: "\(root)/\(file)"))
        }
        // Links are listed by name and never followed: a loop cannot hang the walk.
        try manager.createSymbolicLink(atPath: "\(root)/Sources/Loop.swift", withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: "\(root)/LinkedFolder.swift", withDestinationPath: "Sources")
        try manager.createSymbolicLink(atPath: "\(root)/Sources/Up", withDestinationPath: "..")
        return root
    }
}
