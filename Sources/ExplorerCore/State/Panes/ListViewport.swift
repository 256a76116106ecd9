/// A cursor in a scrolled list: `count` rows, `height` of them shown from `top`, `left` columns
/// scrolled off sideways. Every pane and box that scrolls keeps one: the list and the diagnostics
/// move their cursor and the rows follow it; text panes and boxes only scroll.
public struct ListViewport: Hashable, Sendable {
    /// Rows in the list and rows on screen, as measured at the last change (the state measures
    /// both again before every change, see `ExplorerState.viewport(_:)`).
    public var count: Int
    public var height: Int
    public var cursor: Int
    public var top: Int
    public var left: Int

    public init(count: Int = 0, height: Int = 1, cursor: Int = 0, top: Int = 0, left: Int = 0) {
        self.count = count
        self.height = height
        self.cursor = cursor
        self.top = top
        self.left = left
    }

    /// A movement key: by rows, by pages, or to either end.
    public enum Motion: Hashable, Sendable {
        case rows(Int)
        case pages(Int)
        case halfPages(Int)
        case home
        case end
    }

    /// The first row of the last full page: a list is never scrolled past it.
    public var lastTop: Int { max(0, count - height) }

    /// Rows of `top` on screen, the cursor's included.
    public var visibleRows: Range<Int> { top..<min(count, top + height) }

    /// Where a motion leads from `row`. A page keeps one row of the last one in view.
    func target(of motion: Motion, from row: Int) -> Int {
        switch motion {
        case .rows(let rows): row + rows
        case .pages(let pages): row + pages * max(1, height - 1)
        case .halfPages(let halves): row + halves * max(1, height / 2)
        case .home: 0
        case .end: count
        }
    }

    public mutating func moveCursor(_ motion: Motion) {
        moveCursor(to: target(of: motion, from: cursor))
    }

    /// Puts the cursor on the row nearest `index` and scrolls as little as shows it.
    public mutating func moveCursor(to index: Int) {
        cursor = count == 0 ? 0 : min(max(0, index), count - 1)
        keepCursorVisible()
    }

    /// Scrolls no further than the last full page, then as little as shows the cursor's row.
    public mutating func keepCursorVisible() {
        let rows = max(1, height)
        var first = min(top, lastTop)
        if cursor < first { first = cursor }
        if cursor >= first + rows { first = cursor - rows + 1 }
        top = max(0, first)
    }

    /// Scrolls without moving the cursor (a text pane, a box, the mouse wheel).
    public mutating func scroll(_ motion: Motion) {
        scroll(to: target(of: motion, from: top))
    }

    public mutating func scroll(to row: Int) {
        top = min(max(0, row), lastTop)
    }

    public mutating func scrollSideways(by columns: Int) {
        left = max(0, left + columns)
    }

    /// Brings `row` to the middle of the screen unless it shows already.
    public mutating func reveal(_ row: Int) {
        if row < top || row >= top + height { top = max(0, row - height / 2) }
    }

    /// Rows inserted above the cursor push its row down. A cursor on the first row keeps the
    /// list at its top, so the rows found come into view; otherwise the list scrolls as far, so
    /// the cursor's row stays where it was on screen. Never past the last full page.
    public mutating func insertRows(above inserted: Int, count newCount: Int) {
        count = newCount
        if cursor > 0 { top += inserted }
        moveCursor(to: cursor + inserted)
    }
}
