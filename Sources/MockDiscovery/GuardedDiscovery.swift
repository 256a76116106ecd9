import MockModel
import SwiftSyntax

extension FileDiscovery {
    /// Reads a file's protocols unless what would be parsed nests beyond `NestingGauge`'s
    /// limits. Code within them is read exactly as `discover(utf8:path:outline:)` reads it;
    /// when only code outside what a sliced parse keeps is too deep, the slices are still read
    /// (the rest is blanked, so never parsed); otherwise the file is reported and skipped.
    public static func discoverGuarded(utf8: [UInt8], path: String, outline: SourceOutline) -> FileDiscovery {
        guard let excess = outline.nestingExcesses.first else {
            return discover(utf8: utf8, path: path, outline: outline)
        }
        let slicesAreSafe = outline.slices.map { kept in
            !outline.nestingExcesses.contains { excess in kept.contains { excess.overlaps($0) } }
        }
        if slicesAreSafe == true, let sliced = discoverSliced(utf8: utf8, path: path, outline: outline) {
            return sliced
        }
        var skipped = tooDeeplyNested(utf8: utf8, path: path, excess: excess)
        skipped.parsing.fallbacks = [.tooDeeplyNested: outline.candidates.count]
        return skipped
    }

    public static func discoverGuarded(source: String, path: String, outline: SourceOutline) -> FileDiscovery {
        discoverGuarded(utf8: Array(source.utf8), path: path, outline: outline)
    }

    /// The same for a file read without the pre-filter: it is measured, then parsed whole.
    public static func discoverGuarded(utf8: [UInt8], path: String) -> FileDiscovery {
        let outline = SourceOutline(utf8)
        guard let excess = outline.nestingExcesses.first else { return discover(utf8: utf8, path: path) }
        return tooDeeplyNested(utf8: utf8, path: path, excess: excess)
    }

    static func tooDeeplyNested(utf8: [UInt8], path: String, excess: NestingGauge.Excess) -> FileDiscovery {
        let (line, column) = LineTable(utf8).location(of: AbsolutePosition(utf8Offset: excess.offset))
        let location = SourceLocation(file: path, line: line, column: column)
        return FileDiscovery(
            path: path, protocols: [],
            diagnostics: [.tooDeeplyNested(excess.what, beyond: excess.limit, at: location)])
    }
}

extension FileDiscovery {
    /// A file whose parsing outlasted the time budget, reported where its first protocol
    /// declaration starts (or at its start) and skipped.
    public static func timedOut(utf8: [UInt8], path: String, outline: SourceOutline?, seconds: Int) -> FileDiscovery {
        let offset = outline?.candidates.first?.keyword ?? 0
        let (line, column) = LineTable(utf8).location(of: AbsolutePosition(utf8Offset: offset))
        let location = SourceLocation(file: path, line: line, column: column)
        var discovery = FileDiscovery(
            path: path, protocols: [], diagnostics: [.parseTimedOut(after: seconds, at: location)])
        discovery.parsing.fallbacks = outline.map { [.timedOut: $0.candidates.count] } ?? [:]
        return discovery
    }
}
