import CNCurses
import ExplorerCore

/// How each style looks: colors on a color terminal, attributes alone under `NO_COLOR` or on a
/// monochrome one.
struct Palette {
    struct Look {
        var attributes: attr_t
        var pair: Int16
    }

    private var looks: [Style: Look] = [:]

    init(colors: Bool) {
        for style in Style.allCases {
            looks[style] = Look(attributes: Self.attributes(for: style), pair: 0)
        }
        if colors { assignColors() }
    }

    func look(for style: Style) -> Look { looks[style] ?? Look(attributes: ms_attr_normal(), pair: 0) }

    /// Attributes that carry the meaning without any color.
    static func attributes(for style: Style) -> attr_t {
        switch style {
        case .plain, .type, .string, .number, .note, .added, .removed, .overlay, .directive: ms_attr_normal()
        case .dim, .comment: ms_attr_dim()
        case .keyword, .attribute, .marker, .selectedMark, .hint, .overlayTitle, .warning: ms_attr_bold()
        case .error: ms_attr_bold() | ms_attr_underline()
        case .paneTitle: ms_attr_reverse() | ms_attr_dim()
        case .focusedPaneTitle, .statusBar: ms_attr_reverse() | ms_attr_bold()
        case .cursorRow, .focusedLine: ms_attr_reverse()
        case .changedLine, .searchMatch: ms_attr_bold() | ms_attr_underline()
        }
    }

    /// Foreground and background per style; -1 is the terminal's own default.
    private static let colors: [(Style, Int16, Int16)] = [
        (.keyword, Int16(COLOR_MAGENTA), -1), (.type, Int16(COLOR_CYAN), -1), (.string, Int16(COLOR_YELLOW), -1),
        (.number, Int16(COLOR_BLUE), -1), (.comment, Int16(COLOR_GREEN), -1), (.attribute, Int16(COLOR_MAGENTA), -1),
        (.directive, Int16(COLOR_YELLOW), -1), (.marker, Int16(COLOR_YELLOW), -1),
        (.selectedMark, Int16(COLOR_GREEN), -1), (.error, Int16(COLOR_RED), -1), (.warning, Int16(COLOR_YELLOW), -1),
        (.note, Int16(COLOR_CYAN), -1), (.hint, Int16(COLOR_CYAN), -1), (.added, Int16(COLOR_GREEN), -1),
        (.removed, Int16(COLOR_RED), -1), (.focusedPaneTitle, Int16(COLOR_BLACK), Int16(COLOR_CYAN)),
        (.changedLine, Int16(COLOR_BLACK), Int16(COLOR_YELLOW)),
        (.searchMatch, Int16(COLOR_BLACK), Int16(COLOR_YELLOW)),
        (.focusedLine, Int16(COLOR_WHITE), Int16(COLOR_RED)), (.overlayTitle, Int16(COLOR_CYAN), -1),
    ]

    private mutating func assignColors() {
        for (index, entry) in Self.colors.enumerated() {
            let pair = Int16(index + 1)
            init_pair(pair, entry.1, entry.2)
            var look = looks[entry.0] ?? Look(attributes: ms_attr_normal(), pair: 0)
            look.pair = pair
            // With a background color the reverse attribute would swap it away again.
            if entry.2 != -1 { look.attributes &= ~ms_attr_reverse() }
            if entry.0 == .error || entry.0 == .changedLine || entry.0 == .searchMatch {
                look.attributes = ms_attr_bold()
            }
            looks[entry.0] = look
        }
    }
}
