extension ExplorerAction {
    /// The movement a key asks for, in whatever pane or box takes it.
    var motion: ListViewport.Motion? {
        switch self {
        case .move(let rows): .rows(rows)
        case .page(let pages): .pages(pages)
        case .halfPage(let halves): .halfPages(halves)
        case .jumpToTop: .home
        case .jumpToBottom: .end
        default: nil
        }
    }
}
