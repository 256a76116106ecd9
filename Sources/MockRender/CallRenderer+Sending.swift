import MockModel

/// An isolated witness calling its nonisolated async handler: region checking refuses to send
/// the actor's non-Sendable arguments, so they go over as one `nonisolated(unsafe)` tuple. A
/// closure the handler takes stays out: the conversion to the handler's non-escaping parameter
/// makes a new value, which the tuple's attribute does not cover.
extension CallRenderer {
    /// Writes the tuple and returns the handler's arguments, the sent ones read from it. It is
    /// typed as the handler takes them, so an erased generic is converted here; a plain closure,
    /// never `Sendable`, keeps the compiler from calling the attribute needless.
    func writeSent(_ handlerType: FunctionTypeRef, into writer: inout CodeWriter) -> String {
        let values = call.handlerArguments.map(Spelling.value)
        let types = handlerType.parameters.map(\.type)
        let sent = call.sentArguments.filter { index in
            guard index < types.count, index < values.count else { return false }
            return !Self.isClosure(types[index])
        }
        guard !sent.isEmpty else { return values.joined(separator: ", ") }
        let tupleTypes = sent.map { Spelling.tupleElement(types[$0]) } + ["() -> Void"]
        let tupleValues = sent.map { values[$0] } + ["{}"]
        writer.line(
            "nonisolated(unsafe) let _sent: (\(tupleTypes.joined(separator: ", "))) = (\(tupleValues.joined(separator: ", ")))"
        )
        return values.indices.map { index in
            sent.firstIndex(of: index).map { "_sent.\($0)" } ?? values[index]
        }.joined(separator: ", ")
    }

    private static func isClosure(_ type: TypeRef) -> Bool {
        switch type {
        case .function: true
        case .attributed(let base, _, _): isClosure(base)
        default: false
        }
    }
}
