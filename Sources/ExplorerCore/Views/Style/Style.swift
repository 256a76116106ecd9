/// What a cell means; the screen decides how that looks (a color, or an attribute under `NO_COLOR`).
public enum Style: Hashable, Sendable, CaseIterable {
    case plain
    case dim
    case keyword
    case type
    case string
    case number
    case comment
    case attribute
    case directive
    case paneTitle
    case focusedPaneTitle
    case cursorRow
    case selectedMark
    case marker
    case error
    case warning
    case note
    case changedLine
    case focusedLine
    case searchMatch
    case statusBar
    case hint
    case overlay
    case overlayTitle
    case added
    case removed
}
