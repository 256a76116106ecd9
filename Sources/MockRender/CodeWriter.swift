/// Accumulates indented lines; four spaces a level, like hand-written Swift.
struct CodeWriter {
    /// One growing buffer: thousands of mocks are rendered per run, and per-line strings cost more
    /// than the text itself.
    private(set) var text = ""
    private var depth = 0

    mutating func line(_ text: String) {
        if !text.isEmpty {
            for _ in 0..<depth { self.text += "    " }
            self.text += text
        }
        self.text += "\n"
    }

    /// `opening {` … `}`; with `bare`, the opening line already ends the way it should.
    mutating func block(
        _ opening: String, closing: String = "}", bare: Bool = false, _ body: (inout CodeWriter) -> Void
    ) {
        line(bare ? opening : opening + " {")
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    mutating func doCatch(_ body: (inout CodeWriter) -> Void, handler: (inout CodeWriter) -> Void) {
        line("do {")
        depth += 1
        body(&self)
        depth -= 1
        line("} catch {")
        depth += 1
        handler(&self)
        depth -= 1
        line("}")
    }

    /// `#if` lines stay at the current indentation, as Xcode formats them inside types.
    mutating func directive(_ text: String) {
        line(text)
    }
}
