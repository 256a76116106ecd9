/// The four panes of the main screen, in Tab order.
public enum Pane: Int, CaseIterable, Hashable, Sendable {
    case list, source, mock, diagnostics

    public var next: Pane { Pane(rawValue: (rawValue + 1) % Pane.allCases.count)! }
    public var previous: Pane { Pane(rawValue: (rawValue + Pane.allCases.count - 1) % Pane.allCases.count)! }
    public var isText: Bool { self != .list }
}

/// Where each pane sits for a terminal size. Layout draws into these rectangles and the reducer
/// hit-tests mouse events against the same ones, so the two never disagree.
public struct PaneGeometry: Hashable, Sendable {
    public var list: Rect
    public var source: Rect
    public var mock: Rect
    public var diagnostics: Rect
    /// Two rows at the bottom: options and counts, then hints or the prompt.
    public var status: Rect

    /// nil when the terminal is smaller than `Size.onePane`. A `zoomed` pane takes every row
    /// above the status line; the others get empty rectangles.
    /// The list, source and mock panes are as wide as `needs` asks, as far as the screen allows
    /// (see `PaneNeeds.split`); a collapsed diagnostics pane keeps only its title row.
    /// Below `Size.minimum` but at least `Size.onePane`, the focused pane (`onePane`) takes the
    /// screen alone, and Tab moves through the panes one at a time.
    public init?(
        size: Size, zoomed: Pane? = nil, needs: PaneNeeds = PaneNeeds(), diagnosticsCollapsed: Bool = false,
        onePane: Pane = .list
    ) {
        guard size.width >= Size.onePane.width, size.height >= Size.onePane.height else { return nil }
        let fits = size.width >= Size.minimum.width && size.height >= Size.minimum.height
        let body = size.height - 2
        let diagnosticsHeight = diagnosticsCollapsed ? 1 : max(5, body / 4)
        let top = body - diagnosticsHeight
        let widths = needs.split(width: size.width)
        let right = widths.list + 1
        list = Rect(x: 0, y: 0, width: widths.list, height: top)
        source = Rect(x: right, y: 0, width: widths.source, height: widths.source > 0 ? top : 0)
        let mockX = widths.source > 0 ? right + widths.source + 1 : right
        mock = Rect(x: mockX, y: 0, width: widths.mock, height: widths.mock > 0 ? top : 0)
        // Full width: compiler-style diagnostics are long lines.
        diagnostics = Rect(x: 0, y: top, width: size.width, height: diagnosticsHeight)
        status = Rect(x: 0, y: body, width: size.width, height: 2)
        if let zoomed = fits ? zoomed : onePane { zoom(zoomed, body: body, width: size.width) }
    }

    private mutating func zoom(_ pane: Pane, body: Int, width: Int) {
        isZoomed = true
        let hidden = Rect(x: 0, y: 0, width: 0, height: 0)
        (list, source, mock, diagnostics) = (hidden, hidden, hidden, hidden)
        let whole = Rect(x: 0, y: 0, width: width, height: body)
        switch pane {
        case .list: list = whole
        case .source: source = whole
        case .mock: mock = whole
        case .diagnostics: diagnostics = whole
        }
    }

    /// One pane has every row above the status line.
    public private(set) var isZoomed = false

    public func rect(of pane: Pane) -> Rect {
        switch pane {
        case .list: list
        case .source: source
        case .mock: mock
        case .diagnostics: diagnostics
        }
    }

    /// The pane's rows below its title line.
    public func content(of pane: Pane) -> Rect {
        rect(of: pane).belowTitle
    }

    public func pane(atColumn column: Int, row: Int) -> Pane? {
        Pane.allCases.first { rect(of: $0).contains(column: column, row: row) }
    }
}
