import MockModel

extension FileDiscovery {
    /// Reads the protocols of a file by parsing only their declarations when the outline is
    /// sure of them: every other byte is blanked (new lines kept), so one parse sees the same
    /// declarations at the same lines and columns as a whole-file parse would, and skips the
    /// rest at the cost of lexing white space. Any doubt (an error, a different count of
    /// protocols) parses the whole file instead.
    public static func discover(source: String, path: String, outline: SourceOutline) -> FileDiscovery {
        discoverSliced(source: source, path: path, outline: outline) ?? discover(source: source, path: path)
    }

    /// The sliced reading alone; nil when the file must be parsed whole.
    static func discoverSliced(source: String, path: String, outline: SourceOutline) -> FileDiscovery? {
        guard let slices = outline.slices, !slices.isEmpty else { return nil }
        let original = Array(source.utf8)
        var masked = original
        blank(&masked, 0..<masked.count)
        for kept in slices + outline.importLines {
            masked.replaceSubrange(kept, with: original[kept])
        }
        let sliced = discover(source: String(decoding: masked, as: UTF8.self), path: path)
        guard sliced.diagnostics.isEmpty, sliced.brokenProtocols.isEmpty, sliced.protocols.count == slices.count,
            sliced.imports.count == outline.importLines.count
        else { return nil }
        return sliced
    }

    private static func blank(_ bytes: inout [UInt8], _ range: Range<Int>) {
        for index in range where bytes[index] != UInt8(ascii: "\n") {
            bytes[index] = UInt8(ascii: " ")
        }
    }
}
