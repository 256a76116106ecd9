import Foundation

/// Writes a seeded Swift project for benchmarks: files that declare protocols, and plain
/// files, a third of which mention `protocol` in comments or strings to defeat naive filters.
public struct ProjectSynthesizer {
    public enum Profile: String, CaseIterable, Sendable {
        /// 2,000 files, 400 declaring 25 protocols each.
        case dense
        /// 3,000 files, 240 declaring 2 protocols each.
        case app

        public var defaults: (files: Int, protocolFiles: Int, protocolsPerFile: Int) {
            switch self {
            case .dense: (2_000, 400, 25)
            case .app: (3_000, 240, 2)
            }
        }
    }

    public var files: Int
    public var protocolFiles: Int
    public var protocolsPerFile: Int
    public var seed: UInt64
    /// Whether protocol-bearing files also hold ordinary code, as in an app's feature files.
    public var fillerInProtocolFiles: Bool

    public init(files: Int, protocolFiles: Int, protocolsPerFile: Int, seed: UInt64, fillerInProtocolFiles: Bool = false) {
        self.fillerInProtocolFiles = fillerInProtocolFiles
        self.files = files
        self.protocolFiles = min(protocolFiles, files)
        self.protocolsPerFile = protocolsPerFile
        self.seed = seed
    }

    public init(profile: Profile, seed: UInt64) {
        let shape = profile.defaults
        self.init(
            files: shape.files, protocolFiles: shape.protocolFiles, protocolsPerFile: shape.protocolsPerFile, seed: seed
        )
    }

    /// Writes the project under `folder` (in `Module<n>/` subfolders); returns the paths of the
    /// files that declare protocols.
    @discardableResult
    public func write(to folder: URL) throws -> [String] {
        var random = SeededRandom(seed: seed)
        var protocolSynthesizer = ProtocolSynthesizer(seed: seed)
        let fileManager = FileManager.default
        var protocolPaths: [String] = []
        let stride = max(1, files / max(1, protocolFiles))
        var declared = 0
        for index in 0..<files {
            let module = folder.appendingPathComponent("Module\(index % 20)")
            try fileManager.createDirectory(at: module, withIntermediateDirectories: true)
            let declaresProtocols = index % stride == 0 && declared < protocolFiles
            let name = declaresProtocols ? "Services\(index).swift" : "Feature\(index).swift"
            var text: String
            if declaresProtocols {
                declared += 1
                let protocols = (0..<protocolsPerFile).map {
                    protocolSynthesizer.protocolDeclaration(named: "Service\(index)x\($0)")
                }
                text = ([ProtocolSynthesizer.supportHeader(index)] + protocols).joined(separator: "\n\n")
                if fillerInProtocolFiles {
                    text += "\n\n" + FillerSynthesizer.file(index: index, decoy: false, random: &random)
                }
                protocolPaths.append(module.appendingPathComponent(name).path)
            } else {
                text = FillerSynthesizer.file(index: index, decoy: random.chance(33), random: &random)
            }
            try text.write(to: module.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        return protocolPaths
    }
}

extension ProtocolSynthesizer {
    /// The head of a protocol-bearing benchmark file (support types are per file so names never clash).
    static func supportHeader(_ index: Int) -> String {
        "import Foundation\n"
    }
}
