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

    mutating func measure(_ names: [String]) {
        let widest = names.lazy.map(DisplayWidth.of).max() ?? 0
        listContentWidth = widest == 0 ? 0 : Self.rowMarks + widest + Self.badgeRoom
    }

    /// Room for more names besides those measured already.
    mutating func widen(for names: [String]) {
        let widest = names.lazy.map(DisplayWidth.of).max() ?? 0
        let measured = listContentWidth == 0 ? 0 : listContentWidth - Self.rowMarks - Self.badgeRoom
        if widest > measured { listContentWidth = Self.rowMarks + widest + Self.badgeRoom }
    }
}
