import MockModel
import SwiftSyntax

extension FileDiscovery {
    /// Reads a file's protocols unless what would be parsed nests beyond `NestingGauge`'s
    /// limits. Code within them is read exactly as `discover(source:path:outline:)` reads it;
    /// when only code outside the protocol slices is too deep, the slices are still read (the
    /// rest is blanked, so never parsed); otherwise the file is reported and skipped.
    public static func discoverGuarded(source: String, path: String, outline: SourceOutline) -> FileDiscovery {
        guard let excess = outline.nestingExcesses.first else {
            return discover(source: source, path: path, outline: outline)
        }
        let parsed = (outline.slices ?? []) + outline.importLines
        let slicesAreSafe = !outline.nestingExcesses.contains { excess in
            parsed.contains { $0.contains(excess.offset) }
        }
        if slicesAreSafe, let sliced = discoverSliced(source: source, path: path, outline: outline) {
            return sliced
        }
        return tooDeeplyNested(source: source, path: path, excess: excess)
    }

    /// The same for a file read without the pre-filter: it is measured, then parsed whole.
    public static func discoverGuarded(source: String, path: String) -> FileDiscovery {
        let outline = SourceOutline(Array(source.utf8))
        guard let excess = outline.nestingExcesses.first else { return discover(source: source, path: path) }
        return tooDeeplyNested(source: source, path: path, excess: excess)
    }

    static func tooDeeplyNested(source: String, path: String, excess: NestingGauge.Excess) -> FileDiscovery {
        let (line, column) = LineTable(source.utf8).location(of: AbsolutePosition(utf8Offset: excess.offset))
        let message =
            "too deeply nested to read safely: \(excess.what) beyond \(excess.limit); the file is skipped"
        return FileDiscovery(
            path: path, protocols: [],
            diagnostics: [
                Diagnostic(
                    .warning, .tooDeeplyNested, message, at: SourceLocation(file: path, line: line, column: column))
            ])
    }
}
