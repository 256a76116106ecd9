/// One screen's worth of styled cells. Layout fills it; a `Screen` shows it. A character wider
/// than one column occupies its cell plus an empty continuation cell.
public struct Frame: Equatable, Sendable {
    public struct Cell: Equatable, Sendable {
        public var text: String
        public var style: Style

        public static let blank = Cell(text: " ", style: .plain)
    }

    public let size: Size
    public private(set) var cells: [[Cell]]
    /// Ends a line cut short, so a cut never looks like the whole text.
    public var cutMark: Character = "…"

    public init(size: Size) {
        self.size = size
        cells = Array(repeating: Array(repeating: .blank, count: size.width), count: size.height)
    }

    /// Writes `text` at `row`/`column`, clipped to `width` columns (default: to the frame edge).
    /// Returns the column after the last cell written.
    @discardableResult
    public mutating func put(_ text: String, row: Int, column: Int, width: Int? = nil, style: Style = .plain) -> Int {
        guard row >= 0, row < size.height else { return column }
        let limit = width.map { min(size.width, column + $0) } ?? size.width
        var x = column
        for character in text {
            let columns = DisplayWidth.of(character)
            if columns == 0 { continue }
            if x + columns > limit {
                if x > column { markCut(row: row, at: limit - 1, style: style) }
                break
            }
            if x >= 0 {
                cells[row][x] = Cell(text: String(character), style: style)
                if columns == 2 { cells[row][x + 1] = Cell(text: "", style: style) }
            }
            x += columns
        }
        return x
    }

    /// Replaces the last cell of a cut line with `cutMark` (a wide character cut in half
    /// leaves a space).
    mutating func markCut(row: Int, at column: Int, style: Style) {
        guard row >= 0, row < size.height, column >= 0, column < size.width else { return }
        if cells[row][column].text.isEmpty, column > 0 { cells[row][column - 1] = Cell(text: " ", style: style) }
        cells[row][column] = Cell(text: String(cutMark), style: style)
    }

    /// Paints the style of a stretch of a row without changing its text (cursor rows, highlights).
    public mutating func paint(row: Int, column: Int, width: Int, style: Style) {
        for x in columns(row: row, column: column, width: width) { cells[row][x].style = style }
    }

    public mutating func fill(row: Int, column: Int, width: Int, style: Style) {
        for x in columns(row: row, column: column, width: width) { cells[row][x] = Cell(text: " ", style: style) }
    }

    /// The part of a stretch that lies on the frame; empty when none does.
    private func columns(row: Int, column: Int, width: Int) -> Range<Int> {
        guard row >= 0, row < size.height else { return 0..<0 }
        let start = max(0, column)
        let end = min(size.width, column + width)
        return start < end ? start..<end : 0..<0
    }

    /// The frame as plain text, one string per row, trailing spaces kept.
    public var lines: [String] {
        cells.map { row in row.map(\.text).joined() }
    }

    public func style(row: Int, column: Int) -> Style { cells[row][column].style }
}

public struct Size: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static let minimum = Size(width: 80, height: 24)
    /// Below `minimum`, down to this, one pane at a time.
    public static let onePane = Size(width: 40, height: 12)
}

/// A rectangle of the frame, in cells.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < x + width && row >= y && row < y + height
    }

    /// A pane's rows below its title line: where its content is drawn, and what scrolling and
    /// paging count as visible.
    public var belowTitle: Rect { Rect(x: x, y: y + 1, width: width, height: max(0, height - 1)) }
}
