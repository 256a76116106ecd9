/// Marks the list draws beside a protocol's name, named here so the help that explains them
/// shows the very characters the list draws.
enum ListMarks {
    /// After a protocol whose options were chosen for it alone (`c`, `p`, `s`, `t`, `f`, or its
    /// entry in `.mockscope.json`), so a list of thousands shows which ones `x` would put back.
    static let ownOptions = "✎"
}
