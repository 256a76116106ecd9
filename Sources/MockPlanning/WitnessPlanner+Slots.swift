import MockModel

extension WitnessPlanner {
    /// The call-tracking slots every recorded requirement owns: a counter, an argument log and,
    /// unless it only records (initializers), a handler.
    func trackingSlots(_ id: String, recordedType: String, handlerType: String?, placement: (Slot.Storage, Bool))
        -> [Slot]
    {
        let (storage, nonisolated) = placement
        var slots = [
            Slot(name: "\(id)CallCount", type: "Int", initial: "0", storage: storage, isNonisolated: nonisolated),
            Slot(
                name: "\(id)CallArgs", type: "[\(recordedType)]", initial: "[]", storage: storage,
                isNonisolated: nonisolated),
        ]
        if let handlerType {
            slots.append(
                Slot(
                    name: "\(id)Handler", type: "(\(handlerType))?", initial: "nil", storage: storage,
                    isNonisolated: nonisolated))
        }
        return slots
    }

    /// `<T: Decodable, U>`, or nothing.
    static func genericClause(_ parameters: [GenericParameter]) -> String {
        parameters.isEmpty ? "" : "<\(parameters.map(\.description).joined(separator: ", "))>"
    }
}
