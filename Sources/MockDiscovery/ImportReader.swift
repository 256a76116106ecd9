import MockModel
import SwiftParser
import SwiftSyntax

/// Reads a file's top-level imports, each with the `#if` conditions around it.
public enum ImportReader {
    static func imports(of file: SourceFileSyntax) -> [ImportDeclaration] {
        imports(in: file.statements.map { $0.item }, conditions: [])
    }

    private static func imports(in items: [CodeBlockItemSyntax.Item], conditions: [String]) -> [ImportDeclaration] {
        items.flatMap { item -> [ImportDeclaration] in
            if let declaration = item.as(ImportDeclSyntax.self) {
                var kept = typed(declaration)
                kept.condition = combined(conditions)
                return [kept]
            }
            guard let block = item.as(IfConfigDeclSyntax.self) else { return [] }
            var earlier: [String] = []
            return block.clauses.flatMap { clause -> [ImportDeclaration] in
                var clauseConditions = conditions + earlier.map { "!(\($0))" }
                if let condition = clause.condition?.trimmedDescription {
                    clauseConditions.append("(\(condition))")
                    earlier.append(condition)
                }
                guard case .statements(let statements) = clause.elements else { return [] }
                return imports(in: statements.map { $0.item }, conditions: clauseConditions)
            }
        }
    }

    /// `import Foundation` with only the attributes that change meaning kept: `@preconcurrency`,
    /// `@testable`, `@_spi(…)` (the same SPI names stay visible), `@_implementationOnly` (a plain
    /// import beside it is inconsistent; `MockFileHead` repeats it only where a mock may need
    /// it) and `@unsafe` (strict memory safety asks it of a `@preconcurrency` import). And an explicit access: `public` or `package` (a module with
    /// internal imports by default needs it to use the module's types in public signatures), and
    /// `internal` or narrower as `internal`, since a plain import of a module another file imports
    /// `internal` is ambiguous.
    private static func typed(_ declaration: ImportDeclSyntax) -> ImportDeclaration {
        let module = declaration.path.first?.name.text ?? declaration.path.trimmedDescription
        let keeps = declaration.attributes.map { $0.trimmedDescription }.filter {
            $0 == "@preconcurrency" || $0 == "@testable" || $0 == "@_implementationOnly" || $0 == "@unsafe"
                || $0.hasPrefix("@_spi(")
        }
        let access = declaration.modifiers.map(\.name.text).compactMap { word -> AccessLevel? in
            switch word {
            case "public": .public
            case "package": .package
            case "internal", "fileprivate", "private": .internal
            default: nil
            }
        }
        return ImportDeclaration(module: module, attributes: keeps, access: access.first)
    }

    /// The C libraries a generated file's lock imports.
    public static let libraryModules: Set<String> = ["Darwin", "Glibc", "Musl", "Android"]

    /// Whether an import, as the discovery keeps it, names a C library with an explicit access:
    /// then a plain import of that library in the generated file would be ambiguous.
    public static func isExplicitLibraryImport(_ declaration: ImportDeclaration) -> Bool {
        libraryModules.contains(declaration.module) && declaration.access != nil
    }

    /// The explicit-access C library imports of a file that declares no protocol; its bytes
    /// decide only whether it is worth parsing (a line holding both an access word and
    /// `import` of a C library). Nothing is read from a file too deeply nested to parse safely.
    public static func explicitLibraryImports(utf8: [UInt8]) -> [ImportDeclaration] {
        guard mayImportLibraryExplicitly(utf8), SourceOutline(utf8).nestingExcesses.isEmpty else { return [] }
        let tree = utf8.withUnsafeBufferPointer { Parser.parse(source: $0) }
        return imports(of: tree).filter(isExplicitLibraryImport)
    }

    /// A line holding `import <library>` and an access word, found over the bytes without
    /// building a string: every file without protocols passes here, and almost none names a C
    /// library at all, which one search per library settles. Each match is judged by its own
    /// line only, so the cost is in the matches, not in the file's lines.
    private static func mayImportLibraryExplicitly(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            libraryImports.contains { library in
                var offset = 0
                while let found = ByteSearch.find(raw, library, from: offset) {
                    let line = UnsafeRawBufferPointer(rebasing: raw[lineBounds(raw, around: found)])
                    if accessWords.contains(where: { ByteSearch.contains(line, $0) }) { return true }
                    offset = found + library.count
                }
                return false
            }
        }
    }

    /// The line holding byte `index`, without its line break.
    private static func lineBounds(_ raw: UnsafeRawBufferPointer, around index: Int) -> Range<Int> {
        var start = index
        while start > 0, raw[start - 1] != 0x0A { start -= 1 }
        var end = index
        while end < raw.count, raw[end] != 0x0A { end += 1 }
        return start..<end
    }

    private static let libraryImports = libraryModules.map { Array("import \($0)".utf8) }
    private static let accessWords = ["private ", "fileprivate ", "internal ", "package ", "public "].map {
        Array($0.utf8)
    }

    private static func combined(_ conditions: [String]) -> String? {
        conditions.isEmpty ? nil : conditions.joined(separator: " && ")
    }
}
