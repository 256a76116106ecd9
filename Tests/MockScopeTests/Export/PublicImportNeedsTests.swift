import Foundation
import MockDiscovery
import MockModel
import Testing

@testable import MockPipeline

/// A public mock repeats its protocol's file's `public import`s only when its public surface may
/// name a type one of them brings.
@Suite struct PublicImportNeedsTests {
    @Test func signaturesCountButBodiesAndHiddenDeclarationsDoNot() throws {
        let text = """
            open class RelayMock<Payload: Codable>: Relay, @unchecked Sendable {
                public typealias Token = Ticket
                private struct Storage { var seen: [Envelope] = [] }
                public var sentArgs: [Payload] = []
                public func send<Wire: Channel>(_ payload: Payload, over wire: Wire) async throws -> Token {
                    let _: Courier? = nil
                    fatalError("\\(Clock.self)")
                }
                public var status: Status { get { Fallback.value } }
                func hidden(_ value: Secret) {}
                #if DEBUG
                public subscript(index: Slot) -> Int { 0 }
                #endif
            }
            """
        let names = try #require(PublicSurface.freeTypeNames(in: text))
        #expect(names == ["Codable", "Relay", "unchecked", "Sendable", "Ticket", "Channel", "Status", "Slot", "Int"])
    }

    /// A default value is part of a public function's interface: what it names counts.
    @Test func namesInDefaultValuesCount() throws {
        let text = "open class PagerMock: Pager { public func page(size: Int = Defaults.size) {} }"
        let names = try #require(PublicSurface.freeTypeNames(in: text))
        #expect(names.contains("Defaults"))
    }

    @Test func aSetterLimitedToPrivateLeavesThePropertyPublic() throws {
        let text = "open class PagerMock: Pager { public private(set) var page: Page? = nil }"
        #expect(PublicSurface.freeTypeNames(in: text) == ["Pager", "Page"])
    }

    @Test func aPropertyWithoutATypeNamesAnUnknownOne() throws {
        let text = "open class PagerMock: Pager { public var size = Defaults.size }"
        let names = try #require(PublicSurface.freeTypeNames(in: text))
        #expect(names.contains(PublicSurface.inferredType))
    }

    @Test func inlinableCodeTellsNothing() {
        let text = "open class PagerMock: Pager { @inlinable public func page() { Helper.run() } }"
        #expect(PublicSurface.freeTypeNames(in: text) == nil)
    }

    @Test func textThatDoesNotParseTellsNothing() {
        #expect(PublicSurface.freeTypeNames(in: "open class BrokenMock: Broken { public func f( }") == nil)
    }

    /// Every name taken to need no import is one the toolchain's standard library (or its
    /// concurrency module) declares at top level, so the list cannot name a module's type.
    @Test func standardLibraryNamesAreTheToolchains() throws {
        let swiftc = URL(fileURLWithPath: TestSupport.swiftc).resolvingSymlinksInPath()
        let library = swiftc.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift")
        let interfaces = try #require(FileManager.default.enumerator(atPath: library.path))
            .compactMap { $0 as? String }
            .filter {
                ($0.contains("/Swift.swiftmodule/") || $0.contains("/_Concurrency.swiftmodule/"))
                    && $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface")
            }
        #expect(interfaces.count >= 2, "no Swift and _Concurrency interfaces under \(library.path)")
        var declared: Set<String> = []
        let keywords: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "actor"]
        for path in interfaces {
            let text = try String(contentsOfFile: library.appendingPathComponent(path).path, encoding: .utf8)
            for line in text.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == ":" })
                if let index = words.firstIndex(where: keywords.contains), index + 1 < words.count {
                    declared.insert(String(words[index + 1]))
                }
            }
        }
        let unknown = PublicImportNeeds.standardLibraryTypes.subtracting(declared)
        #expect(unknown.isEmpty, "not declared at top level by the standard library: \(unknown.sorted())")
    }

    @Test func aMockNamingOnlyItsModulesAndStandardTypesImportsInternally() throws {
        let text = try generate([
            "Ticker.swift": """
            public import Foundation
            public struct Beat: Sendable {}
            extension Beat { public var at: Date { Date() } }
            /// @mockable
            public protocol Ticker { func tick(_ count: Int) -> [String] }
            """
        ])
        #expect(importLines(text) == ["import Foundation"])
    }

    /// `Date` may come from any public import of the file: the import stays public, beside a
    /// mock that needs none.
    @Test func aMockNamingAnotherTypeKeepsThePublicImport() throws {
        let text = try generate([
            "Clock.swift": """
            public import Foundation
            /// @mockable
            public protocol Clock { func now() -> Date }
            /// @mockable
            public protocol Ticker { func tick(_ count: Int) -> [String] }
            """
        ])
        #expect(importLines(text) == ["public import Foundation"])
    }

    /// A protocol of another module scanned alongside is reached through an import: one in
    /// another target folder, or in a folder named like an imported module, is not the module's
    /// own, and the import stays public.
    @Test(arguments: ["Sources/Core/Shape.swift", "Sources/ShapeKit/Shape.swift", "Core/Shape.swift"])
    func aProtocolOfAnotherModuleKeepsItsImportPublic(shapeFile: String) throws {
        let canvasFile = shapeFile.hasPrefix("Sources/") ? "Sources/App/Canvas.swift" : "App/Canvas.swift"
        let text = try generate([
            shapeFile: """
            /// @mockable
            public protocol Shape { var sides: Int { get } }
            """,
            canvasFile: """
            public import Core
            /// @mockable
            public protocol Canvas { func draw(_ shape: any Shape) }
            """,
        ])
        #expect(importLines(text) == ["public import Core"])
    }

    /// `Date` is Foundation's: the other public import of the file is written plainly.
    @Test func aMockNamingFoundationsTypeKeepsOnlyFoundationPublic() throws {
        let text = try generate([
            "Clock.swift": """
            public import Foundation
            public import Tracing
            /// @mockable
            public protocol Clock { func now() -> Date }
            """
        ])
        #expect(importLines(text) == ["import Tracing", "public import Foundation"])
    }

    /// A protocol declared in the target folder of an imported module brings only that import.
    @Test func aProtocolOfAnImportedSiblingModuleKeepsOnlyThatImportPublic() throws {
        let text = try generate([
            "Sources/Core/Shape.swift": """
            /// @mockable
            public protocol Shape { var sides: Int { get } }
            """,
            "Sources/App/Canvas.swift": """
            public import Core
            public import Tracing
            /// @mockable
            public protocol Canvas { func draw(_ shape: any Shape) -> Tracing.Span }
            """,
        ])
        #expect(importLines(text) == ["public import Core", "public import Tracing"])
        let plain = try generate([
            "Sources/Core/Shape.swift": "/// @mockable\npublic protocol Shape { var sides: Int { get } }",
            "Sources/App/Canvas.swift": """
            public import Core
            public import Tracing
            /// @mockable
            public protocol Canvas { func draw(_ shape: any Shape) }
            """,
        ])
        #expect(importLines(plain) == ["import Tracing", "public import Core"])
    }

    /// Every name taken for Foundation's is one the toolchain's Foundation declares, and none is
    /// the standard library's.
    @Test func foundationNamesAreTheToolchains() throws {
        #expect(FoundationNames.types.isDisjoint(with: StandardLibraryNames.types))
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Names.swift")
        let aliases = FoundationNames.types.sorted().enumerated().map { "typealias Name\($0.offset) = \($0.element)" }
        let head = "import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"
        try (head + aliases.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        let check = try TestSupport.run(TestSupport.swiftc, ["-typecheck", "-parse-as-library", file.path])
        #expect(check.status == 0, "not Foundation's:\n\(check.output)")
    }

    /// Every name taken for `FoundationEssentials`' is one it declares, where it exists.
    @Test func foundationEssentialsNamesAreTheToolchains() throws {
        #expect(FoundationNames.essentials.isSubset(of: FoundationNames.types))
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Names.swift")
        let aliases = FoundationNames.essentials.sorted().enumerated().map {
            "typealias Name\($0.offset) = \($0.element)"
        }
        let head = "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n"
        try (head + aliases.joined(separator: "\n") + "\n#endif\n").write(to: file, atomically: true, encoding: .utf8)
        let check = try TestSupport.run(TestSupport.swiftc, ["-typecheck", "-parse-as-library", file.path])
        #expect(check.status == 0, "not FoundationEssentials':\n\(check.output)")
    }

    @Test func targetFoldersOfPackagePaths() {
        #expect(PublicImportNeeds.targetFolder(of: "/p/Sources/App/Model/User.swift") == "/p/Sources/App")
        #expect(PublicImportNeeds.targetFolder(of: "/p/Tests/AppTests/UserTests.swift") == "/p/Tests/AppTests")
        #expect(PublicImportNeeds.targetFolder(of: "/p/Sources/Loose.swift") == nil)
        #expect(PublicImportNeeds.targetFolder(of: "/p/App/User.swift") == nil)
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
        text.split(separator: "\n").map(String.init).filter {
            $0.hasSuffix("import Foundation") || $0.hasSuffix("import Core") || $0.hasSuffix("import Tracing")
        }
    }
}

/// Leaving bodies out of the surface's parse changes no answer: every fixture's public mocks,
/// in every style, name the same free types read with their bodies and without.
@Suite struct PublicSurfaceBodiesTests {
    @Test(arguments: MockStyle.allCases) func blankedBodiesReadTheSameNames(style: MockStyle) throws {
        var compared = 0
        for fixture in ["Everyday", "Advanced", "RealWorld", "Ozon", "Sourcery", "Shapes", "NestedConformance"] {
            let request = GenerateRequest(
                path: TestSupport.fixture(fixture).path,
                selection: Selection(overrides: MockOptions(access: .public, style: style), all: true))
            let outcome = try Pipeline().generate(request)
            for mock in outcome.mocks {
                guard let text = mock.text else { continue }
                #expect(
                    PublicSurface.freeTypeNames(in: text)
                        == PublicSurface.freeTypeNames(in: text, blankingBodies: false),
                    "\(fixture) \(mock.mockName)")
                compared += 1
            }
        }
        #expect(compared > 50)
    }

    @Test func functionAndAccessorBodiesAreBlankedTypesAndPropertiesWalkedInto() {
        let text = """
            public final class M {
                public var x: Int = 0
                public func f() -> Int { let s = "}"; return { 1 }() }
                public var y: Int { get throws(E) { 2 } set { _ = newValue } }
                struct S { init() { _ = 0 } }
            }
            """
        let bytes = Array(text.utf8)
        let blanked = SourceOutline(bytes, target: .surface).bodies.map { String(decoding: bytes[$0], as: UTF8.self) }
        #expect(blanked == [#" let s = "}"; return { 1 }() "#, " 2 ", " _ = newValue ", " _ = 0 "])
    }
}
