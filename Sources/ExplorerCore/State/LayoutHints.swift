/// What the layout needs beyond the size: kept current with the scan and the terminal, so
/// drawing a frame never walks thousands of protocols.
public struct LayoutHints: Hashable, Sendable {
    /// Columns the widest protocol row needs: marks, qualified name, room for badges.
    public var listContentWidth = 0
    /// The terminal has no UTF-8 locale: cut lines end in `>` and the screen draws ASCII.
    public var asciiOnly = false

    public init() {}

    /// Selection dot, marker and their spaces before the name; badges after it (` ✓ E12`).
    static let rowMarks = 4
    static let badgeRoom = 6

    /// Wide enough for nine names in ten: a few long nested names are cut with `…` rather than
    /// taking columns from every source and mock line.
    mutating func measure(_ names: [String]) {
        let widths = names.map(DisplayWidth.of).sorted()
        let typical = widths.isEmpty ? 0 : widths[min(widths.count - 1, widths.count * 9 / 10)]
        listContentWidth = typical == 0 ? 0 : Self.rowMarks + typical + Self.badgeRoom
    }

    /// Room for more names besides those measured already.
    mutating func widen(for names: [String]) {
        let widest = names.lazy.map(DisplayWidth.of).max() ?? 0
        let measured = listContentWidth == 0 ? 0 : listContentWidth - Self.rowMarks - Self.badgeRoom
        if widest > measured { listContentWidth = Self.rowMarks + widest + Self.badgeRoom }
    }
}
