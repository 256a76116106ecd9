/// Columns each pane's content asks for, and how the width of the screen is shared by them: the
/// one place that decides how wide the list, the source and the mock panes are.
public struct PaneNeeds: Hashable, Sendable {
    /// The list's rows: marks, the usual name, badges (0: not known yet).
    public var list = 0
    /// The source pane's lines on screen, gutter included (0: nothing to show yet).
    public var source = 0
    /// The mock pane's lines on screen, its margin included.
    public var mock = 0
    /// When everything does not fit, the text pane being read gets its columns first and the
    /// list gives way; with the list focused, the names keep theirs.
    public var focus: Pane = .list

    public init(list: Int = 0, source: Int = 0, mock: Int = 0, focus: Pane = .list) {
        self.list = list
        self.source = source
        self.mock = mock
        self.focus = focus
    }

    /// Narrower than this a text pane shows too little of a line to be worth its border.
    static let textFloor = 20
    /// A text pane narrower than this shows only the start of its lines: on a narrow screen the
    /// one read (the mock while the list is) gets the room of both instead.
    static let pairFloor = 32
    /// The list gives way down to this: marks, about ten letters of a name, a badge.
    static let listFloor = 20

    /// The list's, the source pane's and the mock pane's widths in `width` columns, with a
    /// separator between each two shown; a pane given 0 columns is not on screen.
    func split(width: Int) -> (list: Int, source: Int, mock: Int) {
        let source = max(self.source, Self.textFloor)
        let mock = max(self.mock, Self.textFloor)
        // Never more than three tenths of the screen (at least 28 columns): a few long nested
        // names are cut rather than narrowing every source and mock line.
        let cap = min(48, max(28, width * 3 / 10))
        let wanted = self.list > 0 ? min(cap, self.list) : min(48, max(24, width * 3 / 10))
        let readsText = focus == .source || focus == .mock
        let read = focus == .source ? source : mock
        /// The list's width beside text panes that need `text` columns: it gives way to the pane
        /// read, never to the other.
        func list(besides text: Int, room: Int) -> Int {
            readsText && wanted + text > room ? min(wanted, max(Self.listFloor, room - text)) : wanted
        }
        let pairList = list(besides: read + Self.textFloor, room: width - 2)
        let rest = width - 2 - pairList
        if source + mock <= rest {
            // Room to spare: each pane gets its lines and half of what is left.
            let sourceWidth = source + (rest - source - mock) / 2
            return (pairList, sourceWidth, rest - sourceWidth)
        }
        let half = rest / 2
        // The pane read keeps all but a floor's width for the other one.
        let most = max(half, rest - Self.textFloor)
        let sourceWidth: Int
        switch focus {
        case .source: sourceWidth = min(source, most)
        case .mock: sourceWidth = rest - min(mock, most)
        // Neither is read: the protocol's lines are shown whole when the mock keeps a third,
        // else the mock's when the source does, else each gets half.
        case .list, .diagnostics:
            let most = rest - max(Self.pairFloor, rest / 3)
            sourceWidth = source <= most ? source : mock <= most ? rest - mock : half
        }
        // On a narrow screen a text pane cut below `pairFloor` shows only the start of its
        // lines: the one read (the mock while the list is) takes the room of both instead.
        let cramped = sourceWidth < min(source, Self.pairFloor) || rest - sourceWidth < min(mock, Self.pairFloor)
        guard rest < 2 * Self.pairFloor, cramped else { return (pairList, sourceWidth, rest - sourceWidth) }
        let alone = list(besides: read, room: width - 1)
        return focus == .source ? (alone, width - 1 - alone, 0) : (alone, 0, width - 1 - alone)
    }
}
