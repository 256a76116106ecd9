import Foundation
import Testing

/// A public mock whose surface names only the module's own declared types (nested ones by their
/// path) writes its protocol's `public import` as a plain one; a type the module does not
/// declare where the mock can see it keeps the import public.
@Suite struct DeclaredTypeImportsTests {
    @Test func theModulesStructItsNestedTypesAndATypealiasNeedNoPublicImport() throws {
        let text = try generate([
            "Sources/App/Event.swift": """
            public struct Event: Sendable {
                public enum Kind: Sendable { case read, write }
            }
            public typealias Events = [Event]
            """,
            "Sources/App/Reporter.swift": """
            public import Foundation
            extension Event { public var at: Date { Date() } }
            /// @mockable
            public protocol Reporter { func report(_ events: Events, kind: Event.Kind) -> Event? }
            """,
        ])
        #expect(importLines(text) == ["import Foundation"])
    }

    /// Another target's type, a private one, or a bare name the module declares only nested
    /// (`Outer.Event`) may be an imported module's: the import stays public.
    @Test(arguments: [
        "Sources/Core/Event.swift": "public struct Event {}",
        "Sources/App/Event.swift": "private struct Event {}",
        "Sources/App/Outer.swift": "public enum Outer { public struct Event {} }",
    ])
    func aTypeTheMockCannotSeeAsTheModulesKeepsThePublicImport(file: String, declaration: String) throws {
        let text = try generate([
            file: declaration,
            "Sources/App/Reporter.swift": """
            public import Foundation
            /// @mockable
            public protocol Reporter { func report(_ event: Event) }
            """,
        ])
        #expect(importLines(text) == ["public import Foundation"])
    }

    private func generate(_ files: [String: String]) throws -> String {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let outcome = try TestSupport.generate(folder.path, imports: [])
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.formatted))")
        return outcome.text
    }

    private func importLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasSuffix("import Foundation") }
    }
}
