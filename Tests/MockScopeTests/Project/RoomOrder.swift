import Foundation
import SwiftParser
import SwiftSyntax

/// A module's rooms (its folders) in order, top first: a room may use the rooms listed below it,
/// never one above. A file belongs to the longest listed folder its path starts with; `""` is the
/// module's own folder. What a room uses is read from its files with SwiftParser: every type or
/// top-level function a file names that another room declares.
struct RoomOrder {
    let rooms: [String]

    /// A use that runs up the order, or a file in no room.
    struct Violation: Equatable, CustomStringConvertible {
        var file: String
        /// The name used; nil for a file in no room.
        var name: String?
        var declaredIn: String?

        var description: String {
            guard let name, let declaredIn else { return "\(file) is in no room" }
            return "\(file) uses \(name) of the room above it, \(declaredIn.isEmpty ? "(module)" : declaredIn)/"
        }
    }

    /// The room of a path relative to the module, or nil when no listed folder holds it.
    func room(of path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        return rooms.filter { $0.isEmpty || folder == $0 || folder.hasPrefix($0 + "/") }
            .max { $0.count < $1.count }
    }

    /// Every use in `files` (path relative to the module → source) of a name only rooms above
    /// the user's declare. A name declared in the user's room, or in any room not above it, is
    /// taken as that one.
    func violations(in files: [String: String]) -> [Violation] {
        var parsed: [(path: String, room: String, tree: SourceFileSyntax)] = []
        var problems: [Violation] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            guard let room = room(of: path) else {
                problems.append(Violation(file: path))
                continue
            }
            parsed.append((path, room, Parser.parse(source: text)))
        }
        var declaringRooms: [String: Set<String>] = [:]
        for file in parsed {
            for name in Self.topLevelNames(file.tree) { declaringRooms[name, default: []].insert(file.room) }
        }
        let rank = Dictionary(uniqueKeysWithValues: rooms.enumerated().map { ($0.element, $0.offset) })
        for file in parsed {
            for name in Self.usedNames(file.tree).sorted() {
                guard let declared = declaringRooms[name], !declared.contains(file.room) else { continue }
                let above = declared.filter { rank[$0, default: 0] < rank[file.room, default: 0] }
                guard above.count == declared.count, let room = above.sorted().first else { continue }
                problems.append(Violation(file: file.path, name: name, declaredIn: room))
            }
        }
        return problems
    }

    /// The types, typealiases and functions a file declares at its top level.
    static func topLevelNames(_ tree: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        for item in tree.statements {
            let decl = item.item
            if let type = decl.as(StructDeclSyntax.self) {
                names.insert(type.name.text)
            } else if let type = decl.as(ClassDeclSyntax.self) {
                names.insert(type.name.text)
            } else if let type = decl.as(EnumDeclSyntax.self) {
                names.insert(type.name.text)
            } else if let type = decl.as(ActorDeclSyntax.self) {
                names.insert(type.name.text)
            } else if let type = decl.as(ProtocolDeclSyntax.self) {
                names.insert(type.name.text)
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                names.insert(alias.name.text)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                names.insert(function.name.text)
            }
        }
        return names
    }

    /// Every name a file spells as a type or as a reference that is not a member (`a.reduce` is
    /// not the function `reduce`).
    static func usedNames(_ tree: SourceFileSyntax) -> Set<String> {
        let finder = NameFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.names
    }

    private final class NameFinder: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let isMember = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
            if !isMember { names.insert(node.baseName.text) }
            return .visitChildren
        }
    }
}

extension RoomOrder {
    /// A module's Swift files, path relative to the module → source.
    static func sources(ofModule module: String) throws -> [String: String] {
        let folder = TestSupport.packageRoot.appendingPathComponent("Sources/\(module)")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        var files: [String: String] = [:]
        for path in paths {
            files[path] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        return files
    }
}
