import MockModel

/// An isolated witness calling its nonisolated async handler: region checking refuses to send
/// the actor's non-Sendable arguments, so the plan's `sentArguments` go over as one
/// `nonisolated(unsafe)` tuple.
extension CallRenderer {
    /// Writes the tuple and returns the handler's arguments, the sent ones read from it. It is
    /// typed as the handler takes them, so an erased generic is converted here; a plain closure,
    /// never `Sendable`, keeps the compiler from calling the attribute needless.
    func writeSent(_ handlerType: FunctionTypeRef, into writer: inout CodeWriter) -> String {
        let values = call.handlerArguments.map(Spelling.value)
        let types = handlerType.parameters.map { "\($0.type)" }
        let sent = call.sentArguments
        writer.line(
            "nonisolated(unsafe) let _sent: (\((sent.map { types[$0] } + ["() -> Void"]).joined(separator: ", "))) = "
                + "(\((sent.map { values[$0] } + ["{}"]).joined(separator: ", ")))")
        return values.indices.map { index in
            sent.firstIndex(of: index).map { "_sent.\($0)" } ?? values[index]
        }.joined(separator: ", ")
    }
}
