import Foundation
import MockModel
import MockPipeline
import Testing

/// In a module whose imports are internal by default, a public mock's file keeps public only
/// the imports its public surface names (the plan's `NamedTypes`): the `public import` of a
/// module it names nothing of would be warned about as unused. Compiled in every style with
/// warnings as errors, the sibling module built first.
@Suite(.serialized)
struct InternalImportsEveryStyleTests {
    static let span = "public struct Span: Sendable {\n    public init() {}\n}\n"
    /// The file uses Foundation publicly itself; its protocol names only the sibling's type.
    static let canvas = """
        public import Foundation
        public import Tracing

        public func stamp() -> Date { Date() }

        public protocol Canvas {
            func draw(_ count: Int) -> Span
            var label: String { get }
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func onlyTheImportsTheSurfaceNamesArePublic(style: MockStyle) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tracing = folder.appendingPathComponent("Sources/Tracing/Span.swift")
        let canvas = folder.appendingPathComponent("Sources/App/Canvas.swift")
        for (file, text) in [(tracing, Self.span), (canvas, Self.canvas)] {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let selection = Selection(overrides: MockOptions(style: style), all: true)
        let generated = try Pipeline().generate(
            GenerateRequest(path: folder.appendingPathComponent("Sources").path, selection: selection))
        #expect(!generated.hasErrors, "\(generated.diagnostics.map(\.formatted))")
        #expect(generated.text.contains("\npublic import Tracing\n"), "\(generated.text)")
        #expect(generated.text.contains("\nimport Foundation\n"), "\(generated.text)")
        let mocks = folder.appendingPathComponent("Mocks.swift")
        try generated.text.write(to: mocks, atomically: true, encoding: .utf8)

        let flags = CompileAndRunTests.strictFlags + ["-enable-upcoming-feature", "InternalImportsByDefault"]
        let modules = try EveryStyleCompile.emitModule("Tracing", from: tracing, into: folder, flags: flags)
        let runtime = VerificationMacroTests.buildFolder.appendingPathComponent("Modules").path
        let app = try TestSupport.run(
            TestSupport.swiftc,
            flags + ["-typecheck", "-module-name", "App", "-I", modules.path, "-I", runtime, canvas.path, mocks.path])
        #expect(app.status == 0, "swiftc failed:\n\(app.output)\n\(generated.text)")
    }
}
