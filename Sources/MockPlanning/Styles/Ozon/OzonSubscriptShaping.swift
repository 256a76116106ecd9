import MockModel

/// A subscript's Ozon-style witness: the shared witness's getter shaped as a method named
/// `subscript` with the subscript's labels (`subscriptRow…`), and its setter as one more
/// (`subscriptRowSet…`) whose closure takes the indices and the new value.
extension OzonShaping {
    mutating func subscriptWitness(_ witness: Witness, at location: SourceLocation) -> OzonSubscript? {
        let signature = witness.signature
        let get: CallBody
        var set: CallBody?
        switch witness.body {
        case .call(let body): get = body
        case .getSet(let getter, let setter): (get, set) = (getter, setter)
        default: return nil
        }
        var reading = signature
        reading.kind = .method(name: "subscript")
        reading.effects = signature.getterEffects
        let tracking = witness.tracking
        let readTracking = Tracking(count: tracking.count, arguments: tracking.arguments, handler: tracking.handler)
        guard let getter = method(reading, body: get, tracking: readTracking, at: location) else { return nil }
        var setter: OzonMethod?
        if let set {
            var writing = reading
            writing.effects = .none
            writing.type = nil
            let stem = allocateStem(from: getter.stem + "Set")
            guard
                let shaped = method(
                    writing, body: set, tracking: Tracking(handler: tracking.setHandler), at: location, stem: stem)
            else { return nil }
            setter = shaped
        }
        // The accessors' tracking members carry what the subscript does (a deprecation).
        var shaped = OzonSubscript(signature: signature, getter: getter, setter: setter)
        shaped.head = witness.head
        shaped.getter.head = witness.head
        shaped.setter?.head = witness.head
        return shaped
    }
}
