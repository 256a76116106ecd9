import MockModel

/// How SwiftParser read a file, for measuring real code.
public struct ParsingReport: Sendable, Hashable {
    /// Bytes the parser had to read beyond white space: the kept slices, or the whole file
    /// (both when a sliced parse was not trusted).
    public var parsedBytes = 0
    /// Declarations not read from slices of their own, by reason.
    public var fallbacks: [SliceFallback: Int] = [:]

    public init(parsedBytes: Int = 0, fallbacks: [SliceFallback: Int] = [:]) {
        self.parsedBytes = parsedBytes
        self.fallbacks = fallbacks
    }
}

extension FileDiscovery {
    /// Reads the protocols of a file by parsing only what the outline keeps: everything else is
    /// left out but its line breaks (see `masked`), so one parse sees the kept declarations at
    /// the same lines and columns as a whole-file parse would, and skips the rest at the cost of
    /// lexing runs of line breaks. A sliced parse that reports an error or misses a declaration is not trusted: the
    /// whole file is parsed instead.
    public static func discover(utf8: [UInt8], path: String, outline: SourceOutline) -> FileDiscovery {
        if let sliced = discoverSliced(utf8: utf8, path: path, outline: outline) { return sliced }
        var whole = discover(utf8: utf8, path: path)
        let triedSlices = outline.slices.map { ranges in ranges.reduce(0) { $0 + $1.count } } ?? 0
        whole.parsing = ParsingReport(
            parsedBytes: triedSlices + utf8.count,
            fallbacks: outline.candidates.isEmpty
                ? [:]
                : outline.wholeFileReason == nil ? [.slicedParseDisagreed: outline.candidates.count] : outline.fallbacks
        )
        return whole
    }

    public static func discover(source: String, path: String, outline: SourceOutline) -> FileDiscovery {
        discover(utf8: Array(source.utf8), path: path, outline: outline)
    }

    /// The sliced reading alone; nil when the file must be parsed whole.
    static func discoverSliced(utf8: [UInt8], path: String, outline: SourceOutline) -> FileDiscovery? {
        guard let slices = outline.slices, !outline.candidates.isEmpty else { return nil }
        var sliced = discover(utf8: masked(utf8, keeping: slices), path: path)
        let found = sliced.protocols.count
        let countAgrees =
            outline.keepsTail
            ? found >= outline.slicedCount && found <= outline.candidates.count : found == outline.candidates.count
        guard sliced.diagnostics.isEmpty, sliced.brokenProtocols.isEmpty, countAgrees,
            sliced.imports.count == outline.importLines.count || found == 0
        else { return nil }
        sliced.parsing = ParsingReport(
            parsedBytes: slices.reduce(0) { $0 + $1.count }, fallbacks: outline.fallbacks)
        return sliced
    }

    /// `bytes` with everything outside `kept` (sorted, disjoint) left out but its line breaks,
    /// and as many spaces as the last line before each kept range is long: every kept byte stays
    /// at its line and column, and the parser lexes one run of line breaks per gap instead of
    /// the whole file.
    public static func masked(_ bytes: [UInt8], keeping kept: [Range<Int>]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(kept.reduce(0) { $0 + $1.count } + bytes.count / 16)
        bytes.withUnsafeBufferPointer { source in
            var cursor = 0
            for range in kept + [bytes.count..<bytes.count] {
                var lineStart = cursor
                for index in cursor..<range.lowerBound where source[index] == 0x0A || source[index] == 0x0D {
                    result.append(source[index])
                    lineStart = index + 1
                }
                // A kept range starting with a line break has no column to keep.
                let startsLine = range.isEmpty || source[range.lowerBound] == 0x0A || source[range.lowerBound] == 0x0D
                if !startsLine { result.append(contentsOf: repeatElement(0x20, count: range.lowerBound - lineStart)) }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: source[range]))
                cursor = range.upperBound
            }
        }
        return result
    }
}
