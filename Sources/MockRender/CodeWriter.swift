/// Accumulates indented lines; four spaces a level, like hand-written Swift.
struct CodeWriter {
    /// Bytes, not a String: thousands of mocks are rendered per run, and appending UTF-8 bytes
    /// skips the per-append bookkeeping a String does.
    private var bytes: [UInt8] = []
    private var depth = 0
    /// Lines written so far, so a witness's line range can be recorded.
    private(set) var lineCount = 0
    /// Which requirement each written witness came from.
    var origins: [LineOrigin] = []
    /// Some line names the file's lock helper (`MockScopeLock`, `MockScopeStaticStorages`), so the
    /// file must emit it: set where the text is written, never guessed from the plan.
    private(set) var usesLockHelper = false

    init() { bytes.reserveCapacity(4096) }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Indentation to copy from: deeper than any mock nests.
    /// One line from pieces, copied straight into the buffer: the most frequent lines are
    /// spelled this way so no string is built for them first.
    mutating func line(parts: String...) {
        let indent = 4 * depth
        if indent <= Self.spaces.count {
            bytes.append(contentsOf: Self.spaces[..<indent])
        } else {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        }
        for var part in parts { part.withUTF8 { bytes.append(contentsOf: $0) } }
        bytes.append(UInt8(ascii: "\n"))
        lineCount += 1
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    mutating func line(_ text: String) {
        if !text.isEmpty {
            let indent = 4 * depth
            if indent <= Self.spaces.count {
                bytes.append(contentsOf: Self.spaces[..<indent])
            } else {
                bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            }
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }
        bytes.append(UInt8(ascii: "\n"))
        lineCount += 1
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

    /// `if condition { … } else { … }`.
    mutating func ifElse(
        _ condition: String, _ then: (inout CodeWriter) -> Void, otherwise: (inout CodeWriter) -> Void
    ) {
        line(condition + " {")
        depth += 1
        then(&self)
        depth -= 1
        line("} else {")
        depth += 1
        otherwise(&self)
        depth -= 1
        line("}")
    }

    /// `MockScopeLock<State>`, the file helper's lock type, noting that the helper is needed.
    mutating func lockType(_ state: String) -> String {
        usesLockHelper = true
        return "MockScopeLock<\(state)>"
    }

    /// `MockScopeStaticStorages.lock(for: key.self) { make }`: a generic mock's per-specialization
    /// static lock, from the file helper's registry.
    mutating func staticStoragesLock(for key: String, making make: String) -> String {
        usesLockHelper = true
        return "MockScopeStaticStorages.lock(for: \(key).self) { \(make) }"
    }

    /// Takes over a nested mock's need for the lock helper.
    mutating func notesLockHelper(_ used: Bool) {
        usesLockHelper = usesLockHelper || used
    }

    /// `#if` lines stay at the current indentation, as Xcode formats them inside types.
    mutating func directive(_ text: String) {
        line(text)
    }
}
