import ExplorerCore
import Foundation
import MockModel
import MockPipeline

/// Builders shared by the explorer tests: hand-made scans for reducer and layout tests, the
/// demo project for end-to-end ones.
enum ExplorerFixtures {
    static func model(
        _ name: String, file: String = "Sources/App.swift", line: Int, marked: Bool = false,
        lines: ClosedRange<Int>? = nil
    ) -> ProtocolModel {
        ProtocolModel(
            name: name, location: SourceLocation(file: file, line: line, column: 1), access: nil, members: [],
            marker: marked ? Marker(kind: .attribute) : nil, lineRange: lines ?? line...(line + 2))
    }

    static let protocols = [
        model("AuthService", file: "Project/Auth.swift", line: 3, marked: true),
        model("TokenStore", file: "Project/Auth.swift", line: 10),
        model("NoteRepository", file: "Project/Notes.swift", line: 5, marked: true),
        model("ValueFormatter", file: "Project/Text.swift", line: 2),
    ]

    static func scan(
        _ protocols: [ProtocolModel] = protocols, diagnostics: [Diagnostic] = []
    ) -> ScanResult {
        ScanResult(
            root: "Project", files: Array(Set(protocols.map(\.location.file))).sorted(), protocols: protocols,
            diagnostics: diagnostics)
    }

    /// A state whose scan has finished, at 160x48 unless told otherwise.
    static func scannedState(
        _ result: ScanResult = scan(), size: Size = Size(width: 160, height: 48),
        config: ProjectConfig = ProjectConfig()
    ) -> ExplorerState {
        var state = ExplorerState(root: "Project", configPath: "Project/.mockscope.json", config: config, size: size)
        _ = reduce(&state, .scanFinished(result, scan: state.scan.number))
        return state
    }

    /// Applies actions in order and returns every effect they asked for.
    @discardableResult
    static func apply(_ actions: [ExplorerAction], to state: inout ExplorerState) -> [Effect] {
        actions.flatMap { reduce(&state, $0) }
    }

    static var packageRoot: URL { TestSupport.packageRoot }

    /// A fresh copy of `Resources/Demo`, so tests may export into it. Build products of the demo
    /// package (`.build` after a `swift test` in it) stay behind.
    static func demoCopy() throws -> String {
        let files = FileManager.default
        let folder = files.temporaryDirectory.appendingPathComponent("mockscope-demo-\(UUID().uuidString)")
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        let demo = packageRoot.appendingPathComponent("Resources/Demo")
        for name in try files.contentsOfDirectory(atPath: demo.path) where !name.hasPrefix(".") {
            try files.copyItem(at: demo.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder.path
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}

extension Effect {
    /// The effect's case, for assertions that do not care about its payload.
    var name: String {
        switch self {
        case .scan: "scan"
        case .loadSource: "loadSource"
        case .generateMocks: "generateMocks"
        case .highlightMock: "highlightMock"
        case .planExport: "planExport"
        case .writeExport: "writeExport"
        case .saveConfig: "saveConfig"
        case .generateComparison: "generateComparison"
        case .generateKind: "generateKind"
        case .checkExport: "checkExport"
        case .readUses: "readUses"
        case .verify: "verify"
        case .checkTrust: "checkTrust"
        case .rememberTrust: "rememberTrust"
        case .quit: "quit"
        }
    }
}
