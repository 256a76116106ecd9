/// The block under the header of every exported file: which MockScope wrote it, with which
/// options, from which sources (path and SHA-256 of each), and the SHA-256 of the body below.
/// It lets `check` tell a current file from a stale or hand-edited one, and `check --offline`
/// prove a file current without parsing anything.
struct Provenance: Sendable, Hashable {
    struct Source: Sendable, Hashable, Comparable {
        /// Relative to the scanned root, so the block is the same in every checkout.
        var path: String
        /// Lowercase hexadecimal SHA-256 of the file's bytes, as `sha256sum` prints it.
        var digest: String

        init(path: String, digest: String) {
            self.path = path
            self.digest = digest
        }

        static func < (lhs: Source, rhs: Source) -> Bool { lhs.path < rhs.path }
    }

    var version: String
    /// The generation options as one canonical line (see `ProvenanceOptions`).
    var options: String
    var sources: [Source]
    /// SHA-256 of everything below the block.
    var bodyDigest: String

    init(version: String, options: String, sources: [Source], bodyDigest: String) {
        self.version = version
        self.options = options
        self.sources = sources.sorted()
        self.bodyDigest = bodyDigest
    }

    private static let versionKey = "// mockscope-version: "
    private static let optionsKey = "// options: "
    private static let sourceKey = "// source: "
    private static let bodyKey = "// body: "

    /// The block's lines; `source:` lines read `<digest>  <path>` like `sha256sum` output.
    var lines: [String] {
        [Self.versionKey + version, Self.optionsKey + options]
            + sources.map { "\(Self.sourceKey)\($0.digest)  \($0.path)" } + [Self.bodyKey + bodyDigest]
    }

    /// `header` + block + `body`, where `text` is a rendered file whose first line is the header.
    static func stamp(_ text: String, version: String, options: String, sources: [Source]) -> String {
        let split = text.firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex
        let body = String(text[split...])
        let block = Provenance(version: version, options: options, sources: sources, bodyDigest: SHA256.hex(body))
        return String(text[..<split]) + block.lines.joined(separator: "\n") + "\n" + body
    }

    /// An exported file taken apart: its block (nil when it has none, as files written before
    /// provenance existed) and whether its body still hashes to the recorded digest.
    struct Reading: Sendable, Hashable {
        var provenance: Provenance?
        var bodyMatches: Bool
    }

    static func read(_ text: String) -> Reading {
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        guard lines.count == 2 else { return Reading(provenance: nil, bodyMatches: false) }
        var rest = lines[1]
        var version: String?
        var options: String?
        var sources: [Source] = []
        while let end = rest.firstIndex(of: "\n") {
            let line = rest[..<end]
            rest = rest[rest.index(after: end)...]
            if line.hasPrefix(versionKey) {
                version = String(line.dropFirst(versionKey.count))
            } else if line.hasPrefix(optionsKey) {
                options = String(line.dropFirst(optionsKey.count))
            } else if line.hasPrefix(sourceKey), let source = source(line.dropFirst(sourceKey.count)) {
                sources.append(source)
            } else if line.hasPrefix(bodyKey), let version, let options {
                let recorded = String(line.dropFirst(bodyKey.count))
                let provenance = Provenance(
                    version: version, options: options, sources: sources, bodyDigest: recorded)
                return Reading(provenance: provenance, bodyMatches: SHA256.hex(String(rest)) == recorded)
            } else {
                break
            }
        }
        return Reading(provenance: nil, bodyMatches: false)
    }

    private static func source(_ text: Substring) -> Source? {
        guard let gap = text.range(of: "  ") else { return nil }
        return Source(path: String(text[gap.upperBound...]), digest: String(text[..<gap.lowerBound]))
    }
}
