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

    /// Every member name a requirement with this identifier may own, which its parameters must
    /// not shadow inside the witness.
    static func trackingNames(_ id: String) -> Set<String> {
        [id + "CallCount", id + "CallArgs", id + "Handler", id + "SetHandler"]
    }

    /// Types that cannot be copied into an argument log: those the scan saw declared
    /// `~Copyable`, and generic parameters that suppress `Copyable`.
    func noncopyableTypes(_ generics: [GenericParameter]) -> Set<String> {
        var names = noncopyable
        for generic in generics where generic.constraint?.contains("~Copyable") == true {
            names.insert(generic.name)
        }
        return names
    }

    /// `<T: Decodable, U>`, or nothing.
    static func genericClause(_ parameters: [GenericParameter]) -> String {
        parameters.isEmpty ? "" : "<\(parameters.map(\.description).joined(separator: ", "))>"
    }
}
