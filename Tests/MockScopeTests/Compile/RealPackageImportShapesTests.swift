import Foundation
import MockModel
import MockPipeline
import Testing

/// Imports of real packages' shapes that drew warnings in a file of mocks, compiled in every
/// style with warnings as errors, whole-module.
@Suite(.serialized)
struct RealPackageImportShapesTests {
    /// The only public protocol sits under an `#if` of its own: its mock widens the file's
    /// imports (the protocol's `public import`, the strict runtime's) only where it exists.
    static let publicUnderCondition = """
        public import Dispatch

        #if PORTS
        public protocol Port {
            func open(on queue: DispatchQueue)
        }
        #endif

        protocol Clock {
            func now() -> Int
        }

        public func runLater(on queue: DispatchQueue) {}

        """

    @Test(arguments: EveryStyleCompile.styles, [false, true])
    func aPublicMockUnderItsOwnConditionWidensImportsOnlyThere(style: MockStyle, defined: Bool) throws {
        let built = try EveryStyleCompile.compile(
            ["Port.swift": Self.publicUnderCondition], style: style,
            mode: (defined ? ["-D", "PORTS"] : []) + EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(
            built.mocks.contains("#if PORTS\npublic import Dispatch\n#else\nimport Dispatch\n#endif"), "\(built.mocks)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}

extension RealPackageImportShapesTests {
    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Shapes",
            targets: [.target(name: "Tracing"), .target(name: "App", dependencies: ["Tracing"])]
        )

        """
    static let span = "public struct Span: Sendable {\n    public init() {}\n}\n"
    /// The mock names a C library's type (`timespec`), which the package's sources do not
    /// declare: the sibling module's sources are read and declare no such type, so its
    /// `public import` is written plain; the C library's stays public.
    static let stamper = """
        public import Tracing
        #if canImport(Glibc)
        public import Glibc
        #elseif canImport(Darwin)
        public import Darwin
        #endif

        public func trace(_ span: Span) {}

        public protocol Stamper: Sendable {
            func stamp() -> timespec
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aModuleWhoseSourcesDeclareNoNamedTypeIsImportedPlainly(style: MockStyle) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tracing = folder.appendingPathComponent("Sources/Tracing/Span.swift")
        let app = folder.appendingPathComponent("Sources/App/Stamper.swift")
        for (file, text) in [
            (folder.appendingPathComponent("Package.swift"), Self.manifest), (tracing, Self.span), (app, Self.stamper),
        ] {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let selection = Selection(overrides: MockOptions(style: style), all: true)
        let generated = try Pipeline().generate(
            GenerateRequest(path: app.deletingLastPathComponent().path, selection: selection))
        #expect(!generated.hasErrors, "\(generated.diagnostics.map(\.formatted))")
        #expect(generated.text.contains("\nimport Tracing\n"), "\(generated.text)")
        let mocks = folder.appendingPathComponent("Mocks.swift")
        try generated.text.write(to: mocks, atomically: true, encoding: .utf8)

        let flags = CompileAndRunTests.strictFlags + ["-enable-upcoming-feature", "InternalImportsByDefault"]
        let modules = try EveryStyleCompile.emitModule("Tracing", from: tracing, into: folder, flags: flags)
        let runtime = VerificationMacroTests.buildFolder.appendingPathComponent("Modules").path
        let built = try TestSupport.run(
            TestSupport.swiftc,
            flags + EveryStyleCompile.wholeModule + [
                "-module-name", "App", "-I", modules.path, "-I", runtime, app.path, mocks.path,
            ])
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(generated.text)")
    }
}

extension RealPackageImportShapesTests {
    /// One file imports `FoundationEssentials` where it can, `Foundation` elsewhere; another
    /// imports `Foundation` everywhere, a third where a condition or the platform asks for the
    /// whole of it. Where `FoundationEssentials` exists the compiler credits `URL` and `Date` to
    /// it, so the mocks' `Foundation` import is public only where it does not. `DispatchQueue` is
    /// a name no list knows: the file naming it compiles with `FoundationEssentials` alone.
    static let essentialsBesideFoundation = [
        "Linker.swift": """
        #if canImport(FoundationEssentials)
        public import FoundationEssentials
        #else
        public import Foundation
        #endif
        public import Dispatch

        public protocol Linker: Sendable {
            func link(_ path: String, on queue: DispatchQueue) -> URL
        }

        """,
        "Stamper.swift": """
        public import Foundation

        public protocol Stamper: Sendable {
            func stamp() -> Date
        }

        """,
        "Coding.swift": """
        #if FULL || canImport(Darwin)
        public import Foundation
        #elseif canImport(FoundationEssentials)
        public import FoundationEssentials
        #else
        public import Foundation
        #endif

        public protocol Coding: Sendable {
            func encode(_ date: Date) throws -> Data
        }

        """,
    ]

    @Test(arguments: EveryStyleCompile.styles, [false, true])
    func foundationIsPublicOnlyWhereItsEssentialsAreNot(style: MockStyle, full: Bool) throws {
        let built = try EveryStyleCompile.compile(
            Self.essentialsBesideFoundation, style: style,
            mode: (full ? ["-D", "FULL"] : []) + ["-enable-upcoming-feature", "InternalImportsByDefault"]
                + EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        // Every public Foundation import is under a condition that rules FoundationEssentials out.
        let lines = built.mocks.split(separator: "\n", omittingEmptySubsequences: false)
        let wide = lines.indices.filter { lines[$0] == "public import Foundation" }
        #expect(!wide.isEmpty, "\(built.mocks)")
        for index in wide {
            #expect(lines[index - 1].hasPrefix("#if ") && lines[index - 1].contains("!("), "\(built.mocks)")
        }
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }

    /// A mock that names a type only `Foundation` declares keeps its `public import Foundation`.
    @Test func foundationStaysPublicForATypeBeyondItsEssentials() throws {
        var files = Self.essentialsBesideFoundation
        files["Formatting.swift"] = """
            public import Foundation

            public protocol Formatting {
                func formatter() -> NumberFormatter
            }

            """
        let built = try EveryStyleCompile.compile(
            files, style: .mockable,
            mode: ["-enable-upcoming-feature", "InternalImportsByDefault"] + EveryStyleCompile.wholeModule)
        #expect(built.mocks.contains("\npublic import Foundation\n"), "\(built.mocks)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }

    /// A module imported `public` under one `#if` and plainly (internal by default) under
    /// another, in two files: both conditions hold, so the file of mocks imports it once wide.
    static let importedPerCondition = [
        "Port.swift": """
        #if !NO_QUEUES
        public import Dispatch
        #endif

        public func runLater(on queue: DispatchQueue) {}

        public protocol Port {
            func open(on queue: DispatchQueue)
        }

        """,
        "Timer.swift": """
        #if canImport(Dispatch)
        import Dispatch
        #endif

        protocol Timer {
            func fire(at time: DispatchTime)
        }

        """,
    ]

    static let internalImports = ["-enable-upcoming-feature", "InternalImportsByDefault"]

    @Test(arguments: EveryStyleCompile.styles)
    func aModuleImportedAtTwoAccessLevelsUnderTwoConditionsIsImportedWide(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            Self.importedPerCondition, style: style, mode: Self.internalImports + EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(!built.mocks.contains("\nimport Dispatch\n"), "\(built.mocks)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }

    /// A public protocol naming only the standard library's raw and UTF-8 spans: its mock needs
    /// no public import.
    static let spanReader = """
        public import Dispatch

        public func runLater(on queue: DispatchQueue) {}

        public protocol ChunkReader {
            func read(_ bytes: RawSpan) -> Int
            func peek(_ text: UTF8Span) -> Bool
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func spansNeedNoPublicImport(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Reader.swift": Self.spanReader], style: style,
            mode: Self.internalImports + EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(!built.mocks.contains("public import Dispatch"), "\(built.mocks)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}
