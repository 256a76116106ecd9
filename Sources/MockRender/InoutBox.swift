import MockModel

/// A generic `inout` parameter handed to a closure that takes `inout Any` (the Ozon and sourcery
/// styles): boxed into `Any` before the call and cast back when the scope ends, so what the
/// closure wrote is what the caller sees. The default style answers the value instead.
enum InoutBox {
    /// `_sink`: the box's local name.
    static func local(_ parameter: String) -> String {
        "_" + parameter.filter { $0 != "`" }
    }

    /// `&_sink` for a boxed parameter, else `&sink`.
    static func argument(_ parameter: String, boxes: [InoutAnswer]) -> String {
        boxes.contains { $0.name == parameter } ? "&" + local(parameter) : "&" + parameter
    }

    /// `var _sink: Any = sink` and `defer { sink = _sink as! Sink }` for each box, of the type
    /// the closure takes it as (`[Any]` for `[T]`). The box is `nonisolated(unsafe)`: an isolated
    /// async witness hands it to a nonisolated closure, and nothing else touches it meanwhile.
    static func write(_ boxes: [InoutAnswer], into writer: inout CodeWriter) {
        for box in boxes {
            guard let cast = box.cast else { continue }
            writer.line("nonisolated(unsafe) var \(local(box.name)): \(box.erased ?? .simple("Any")) = \(box.name)")
            writer.line("defer { \(box.name) = \(local(box.name)) as! \(cast) }")
        }
    }
}
