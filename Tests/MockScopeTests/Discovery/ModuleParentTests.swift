import FileAccess
import Foundation
import MockModel
@testable import MockPipeline
import Testing

/// Parents declared in another target of the package, in a checked-out dependency or in a
/// toolchain module are read from there, and the mocks witness them.
@Suite struct ModuleParentTests {
    /// A copy of the `ModuleParents` package, so tests may add files and checkouts to it.
    static func package() throws -> URL {
        let folder = try TestSupport.temporaryFolder().appendingPathComponent("ModuleParents")
        try FileManager.default.copyItem(at: TestSupport.fixture("ModuleParents"), to: folder)
        return folder
    }

    static func generate(_ path: URL, toolchain: ToolchainModules? = .onPath) throws -> GenerateOutcome {
        var pipeline = Pipeline()
        pipeline.toolchain = toolchain
        return try pipeline.generate(GenerateRequest(path: path.path))
    }

    static func errors(_ outcome: GenerateOutcome) -> [String] {
        outcome.diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    @Test func parentsOfAnotherTargetAreReadAndTheirOriginsReported() throws {
        let package = try Self.package()
        let outcome = try Self.generate(package.appendingPathComponent("Sources/App"))
        #expect(Self.errors(outcome).isEmpty, "\(Self.errors(outcome))")
        let cache = try #require(outcome.mocks.first { $0.protocolName == "Cache" })
        #expect(cache.parentOrigins.map(\.name) == ["Store", "Named"])
        #expect(cache.parentOrigins.map(\.module) == ["Core", "Core"])
        #expect(cache.parentOrigins.first?.location.file.hasSuffix("Sources/Core/Core.swift") == true)
        #expect(cache.parentOrigins.first?.location.line == 5)
        #expect(cache.diagnostics.filter { $0.code == .parentFromModule }.count == 2)
        // The composition alias is Core's too; each of its protocols is said once.
        let worker = try #require(outcome.mocks.first { $0.protocolName == "Worker" })
        #expect(Set(worker.parentOrigins.map(\.name)) == ["Named", "Resettable"])
        #expect(cache.text?.contains("func save(_ value: Int, key: String)") == true)
        // The scanned target is not read again; only Core is.
        #expect(
            outcome.scan.foreignParents.files.allSatisfy {
                $0.contains("Sources/Core/") || $0.hasSuffix(".swiftinterface")
            })
    }

    @Test func aStandardParentBeyondTheTableIsReadFromTheToolchainInterface() throws {
        let package = try Self.package()
        let outcome = try Self.generate(package.appendingPathComponent("Sources/App"))
        let token = try #require(outcome.mocks.first { $0.protocolName == "Token" })
        #expect(token.parentOrigins.map(\.module) == ["Swift"])
        #expect(token.parentOrigins.first?.location.file.hasSuffix(".swiftinterface") == true)
        #expect(token.text?.contains("required init?(_ description: Swift.String)") == true)
        // The compiler's file is no input of the project's provenance.
        #expect(!token.sourceFiles.contains { $0.hasSuffix(".swiftinterface") })
        // A parent the table knows is still the table's.
        let slot = try #require(outcome.mocks.first { $0.protocolName == "Slot" })
        #expect(slot.parentOrigins.isEmpty && !slot.hasErrors)
    }

    @Test func mocksCompileWithTheirModulesAndRun() throws {
        let package = try Self.package()
        let outcome = try Self.generate(package.appendingPathComponent("Sources/App"))
        #expect(Self.errors(outcome).isEmpty)
        let mocks = package.appendingPathComponent("Mocks.swift")
        try outcome.text.write(to: mocks, atomically: true, encoding: .utf8)
        let modules = package.appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let strict = CompileAndRunTests.strictFlags
        let core = try TestSupport.run(
            TestSupport.swiftc,
            strict + [
                "-module-name", "Core", "-package-name", "ModuleParents", "-emit-library", "-static",
                "-emit-module", "-emit-module-path", "modules/Core.swiftmodule", "-o", "modules/libCore.a",
                "Sources/Core/Core.swift",
            ], in: package)
        #expect(core.status == 0, "Core failed:\n\(core.output)")
        let app = try TestSupport.run(
            TestSupport.swiftc,
            strict + [
                "-module-name", "App", "-package-name", "ModuleParents", "-I", "modules", "-L", "modules", "-lCore",
                "Sources/App/App.swift", "Mocks.swift", "Driver/main.swift", "-o", "app",
            ], in: package)
        #expect(app.status == 0, "App failed:\n\(app.output)")
        guard app.status == 0 else { return }
        let run = try TestSupport.run(package.appendingPathComponent("app").path, [])
        #expect(run.status == 0 && run.output == "ok\n", "\(run.output)")
    }

    @Test func anInternalParentOfAnotherModuleIsRefusedWithWhy() throws {
        let package = try Self.package()
        try "import Core\n\n/// @mockable\nprotocol Spy: Hidden {}\n".write(
            to: package.appendingPathComponent("Sources/App/Spy.swift"), atomically: true, encoding: .utf8)
        let outcome = try Self.generate(package.appendingPathComponent("Sources/App"))
        let spy = try #require(outcome.mocks.first { $0.protocolName == "Spy" })
        let refusal = try #require(spy.diagnostics.first { $0.code == .unknownParent })
        #expect(refusal.message.contains("'Hidden' is declared internal in module Core"))
        #expect(refusal.location.line == 4)
    }

    @Test func aCheckedOutPackagesPublicTargetIsReadButNotItsPackageProtocols() throws {
        let package = try Self.package()
        let geometry = package.appendingPathComponent(".build/checkouts/shapes/Sources/Geometry")
        try FileManager.default.createDirectory(at: geometry, withIntermediateDirectories: true)
        try """
        public protocol Shape { var area: Double { get } }
        package protocol Tiled { func tile() }
        """.write(to: geometry.appendingPathComponent("Shape.swift"), atomically: true, encoding: .utf8)
        try "import Geometry\n\n/// @mockable\nprotocol Circle: Shape {}\n/// @mockable\nprotocol Floor: Tiled {}\n"
            .write(to: package.appendingPathComponent("Sources/App/Circle.swift"), atomically: true, encoding: .utf8)
        let outcome = try Self.generate(package.appendingPathComponent("Sources/App"))
        let circle = try #require(outcome.mocks.first { $0.protocolName == "Circle" })
        #expect(circle.parentOrigins.map(\.module) == ["Geometry"])
        #expect(!circle.hasErrors)
        let floor = try #require(outcome.mocks.first { $0.protocolName == "Floor" })
        #expect(floor.diagnostics.contains { $0.code == .unknownParent && $0.message.contains("must be public") })
    }

    @Test func aBinaryModuleWithoutInterfaceIsNamed() throws {
        let package = try Self.package()
        let toolchain = package.appendingPathComponent("toolchain")
        try FileManager.default.createDirectory(
            at: toolchain.appendingPathComponent("Vendor.swiftmodule"), withIntermediateDirectories: true)
        try "import Vendor\n\n/// @mockable\nprotocol Feed: Streaming {}\n".write(
            to: package.appendingPathComponent("Sources/App/Feed.swift"), atomically: true, encoding: .utf8)
        let outcome = try Self.generate(
            package.appendingPathComponent("Sources/App"), toolchain: ToolchainModules(folder: toolchain.path))
        let feed = try #require(outcome.mocks.first { $0.protocolName == "Feed" })
        #expect(
            feed.diagnostics.contains {
                $0.code == .unknownParent && $0.message.contains("'Vendor', a binary module")
            })
        // Without the toolchain's interfaces, a standard parent beyond the table stays unknown.
        #expect(outcome.mocks.first { $0.protocolName == "Token" }?.hasErrors == true)
    }

    @Test func aChangedParentInAnotherModuleMakesTheRunCacheGenerateAgain() throws {
        let package = try Self.package()
        let pipeline = Pipeline(cacheFolder: package.appendingPathComponent("cache"))
        let request = GenerateRequest(
            path: package.appendingPathComponent("Sources/App").path,
            output: .folder(package.appendingPathComponent("Mocks").path))
        func run() throws -> Bool {
            switch try pipeline.run(request) {
            case .current: return true
            case .generated(let outcome, let record):
                if let plan = outcome.plan {
                    _ = try Exporter().write(plan)
                    try #require(record).store(after: plan)
                }
                return false
            }
        }
        #expect(try !run())
        #expect(try run())
        let core = package.appendingPathComponent("Sources/Core/Core.swift")
        let text = try String(contentsOf: core, encoding: .utf8)
        try text.replacingOccurrences(of: "func reset()", with: "func reset(hard: Bool)")
            .write(to: core, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: core.path)
        #expect(try !run())
        let worker = try String(
            contentsOf: package.appendingPathComponent("Mocks/WorkerMock.swift"), encoding: .utf8)
        #expect(worker.contains("func reset(hard: Bool)"))
    }

    @Test func aSingleFileFindsItsParentsInTheRestOfItsModule() throws {
        let package = try Self.package()
        let app = package.appendingPathComponent("Sources/App")
        try "/// @mockable\nprotocol Sweeper: Worker {}\n".write(
            to: app.appendingPathComponent("Sweeper.swift"), atomically: true, encoding: .utf8)
        let outcome = try Self.generate(app.appendingPathComponent("Sweeper.swift"))
        let sweeper = try #require(outcome.mocks.first { $0.protocolName == "Sweeper" })
        #expect(!sweeper.hasErrors, "\(sweeper.diagnostics)")
        #expect(sweeper.parentOrigins.map(\.module) == ["App", "Core", "Core"])
        #expect(sweeper.text?.contains("func work() -> Bool") == true)
    }

    @Test func outsideAPackageNothingIsLookedFor() throws {
        let folder = try TestSupport.temporaryFolder()
        try "/// @mockable\nprotocol Lonely: Elsewhere {}\n".write(
            to: folder.appendingPathComponent("Lonely.swift"), atomically: true, encoding: .utf8)
        let outcome = try Self.generate(folder, toolchain: nil)
        #expect(outcome.scan.foreignParents.isEmpty)
        #expect(outcome.diagnostics.contains { $0.code == .unknownParent })
    }
}

/// How interfaces are cut and settled, on a file shaped like the compiler prints them.
@Suite struct InterfaceFileTests {
    @Test func onlyTheTopLevelDeclarationAskedForIsReadWithItsAttributes() throws {
        let folder = try TestSupport.temporaryFolder()
        let path = folder.appendingPathComponent("M.swiftinterface").path
        try """
        // swift-interface-format-version: 1.0
        public struct Box {
          public protocol Nested {}
        }
        @available(macOS 10.15, *)
        public protocol Clock : Swift.Sendable {
          #if compiler(>=5.3) && $NonescapableTypes
          func now() -> Swift.Int
          #endif
          @available(*, deprecated, message: "use now()")
          func time() -> Swift.Int
          #if os(Linux)
          func tick()
          #endif
        }
        public protocol Empty {}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let file = try #require(InterfaceFile(path: path, fileSystem: LocalFileSystem()))
        let clock = try #require(file.protocolModel(named: "Clock"))
        #expect(clock.location.line == 6)
        #expect(clock.attributes.contains { $0.hasPrefix("@available") })
        #expect(clock.members.count == 2)
        guard case .method(let now) = clock.members.first else { throw Failure("expected now()") }
        #expect(now.name == "now")
        guard case .conditional = clock.members.last else { throw Failure("an os() condition stays") }
        #expect(file.protocolModel(named: "Empty")?.members.isEmpty == true)
        #expect(file.protocolModel(named: "Nested") == nil)
        #expect(file.protocolModel(named: "Missing") == nil)
    }

    struct Failure: Error {
        var what: String
        init(_ what: String) { self.what = what }
    }
}
