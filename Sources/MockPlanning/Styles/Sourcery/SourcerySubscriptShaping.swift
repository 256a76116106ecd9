import MockModel

extension SourceryShaping {
    /// A subscript's witness: its getter shaped as a method (`<prefix>Get…`) answering the
    /// subscript's type, its setter as one more (`<prefix>Set…`) taking the indices and `newValue`.
    mutating func subscriptWitness(_ witness: Witness, info: DeclarationInfo, prefix: String) -> SourcerySubscript? {
        let signature = witness.signature
        let get: CallBody
        var set: CallBody?
        switch witness.body {
        case .call(let body): get = body
        case .getSet(let getter, let setter): (get, set) = (getter, setter)
        default: return nil
        }
        var reading = witness
        reading.signature.kind = .method(name: "subscript")
        reading.signature.effects = signature.getterEffects
        reading.body = .call(get)
        let annotations = SourceryAnnotations.own(info.annotations)
        guard let getter = method(reading, info: info, prefix: prefix + "Get", annotations: annotations),
            let type = signature.type
        else { return nil }
        var setter: SourceryMethod?
        if let set {
            var writing = reading
            writing.signature.effects = .none
            writing.signature.type = nil
            let newValue = Parameter(firstName: "newValue", secondName: nil, type: type)
            writing.signature.parameters.append(
                WitnessParameter(label: "newValue", name: "newValue", requirement: newValue))
            writing.body = .call(set)
            guard let shaped = method(writing, info: info, prefix: prefix + "Set", annotations: annotations) else {
                return nil
            }
            setter = shaped
        }
        var planned = SourcerySubscript(
            parameters: getter.parameters, returnType: type, getterEffects: signature.getterEffects,
            modifiers: getter.modifiers, getter: getter, setter: setter)
        planned.genericParameters = signature.genericParameters
        planned.whereClause = signature.whereClause
        return planned
    }
}
