import MockModel

/// One byte per `TypeRef` case; `simpleName` is the common `.named([TypeComponent(name)])`.
private enum TypeTag: UInt8 {
    case named, simpleName, optional, implicitlyUnwrapped, array, dictionary, tuple, function
    case metatype, keyword, composition, attributed, verbatim
}

private enum ThrowsTag: UInt8 {
    case none, untyped, typed, `rethrows`
}

extension DiscoveryWriter {
    mutating func typeRef(_ type: TypeRef) {
        switch type {
        case .named(let components):
            if components.count == 1, components[0].genericArguments.isEmpty {
                out.writeByte(TypeTag.simpleName.rawValue)
                string(components[0].name)
            } else {
                out.writeByte(TypeTag.named.rawValue)
                array(components) { writer, component in
                    writer.string(component.name)
                    writer.array(component.genericArguments) { $0.typeRef($1) }
                }
            }
        case .optional(let wrapped):
            out.writeByte(TypeTag.optional.rawValue)
            typeRef(wrapped)
        case .implicitlyUnwrapped(let wrapped):
            out.writeByte(TypeTag.implicitlyUnwrapped.rawValue)
            typeRef(wrapped)
        case .array(let element):
            out.writeByte(TypeTag.array.rawValue)
            typeRef(element)
        case .dictionary(let key, let value):
            out.writeByte(TypeTag.dictionary.rawValue)
            typeRef(key)
            typeRef(value)
        case .tuple(let elements):
            out.writeByte(TypeTag.tuple.rawValue)
            array(elements) { $0.tupleElement($1) }
        case .function(let function):
            out.writeByte(TypeTag.function.rawValue)
            array(function.parameters) { $0.tupleElement($1) }
            out.writeBool(function.isAsync)
            throwsClause(function.throwsClause)
            typeRef(function.result)
        case .metatype(let base, let kind):
            out.writeByte(TypeTag.metatype.rawValue)
            typeRef(base)
            string(kind)
        case .keyword(let keyword, let base):
            out.writeByte(TypeTag.keyword.rawValue)
            string(keyword)
            typeRef(base)
        case .composition(let parts):
            out.writeByte(TypeTag.composition.rawValue)
            array(parts) { $0.typeRef($1) }
        case .attributed(let base, let specifiers, let attributes):
            out.writeByte(TypeTag.attributed.rawValue)
            typeRef(base)
            strings(specifiers)
            strings(attributes)
        case .verbatim(let text):
            out.writeByte(TypeTag.verbatim.rawValue)
            string(text)
        }
    }

    mutating func tupleElement(_ element: TupleTypeElement) {
        optionalString(element.label)
        typeRef(element.type)
    }

    mutating func throwsClause(_ clause: ThrowsClause) {
        switch clause {
        case .none: out.writeByte(ThrowsTag.none.rawValue)
        case .untyped: out.writeByte(ThrowsTag.untyped.rawValue)
        case .typed(let error):
            out.writeByte(ThrowsTag.typed.rawValue)
            typeRef(error)
        case .rethrows: out.writeByte(ThrowsTag.rethrows.rawValue)
        }
    }
}

extension DiscoveryReader {
    mutating func typeRef() throws(ByteReadError) -> TypeRef {
        try input.enter()
        defer { input.leave() }
        guard let tag = TypeTag(rawValue: try input.readByte()) else { throw .malformed }
        switch tag {
        case .named:
            return .named(
                try array { r throws(ByteReadError) in
                    TypeComponent(
                        try r.string(),
                        genericArguments: try r.array { r throws(ByteReadError) in try r.typeRef() })
                })
        case .simpleName:
            return .named([TypeComponent(try string())])
        case .optional:
            return .optional(try typeRef())
        case .implicitlyUnwrapped:
            return .implicitlyUnwrapped(try typeRef())
        case .array:
            return .array(try typeRef())
        case .dictionary:
            let key = try typeRef()
            return .dictionary(key: key, value: try typeRef())
        case .tuple:
            return .tuple(try array { r throws(ByteReadError) in try r.tupleElement() })
        case .function:
            let parameters = try array { r throws(ByteReadError) in try r.tupleElement() }
            let isAsync = try input.readBool()
            let clause = try throwsClause()
            return .function(
                FunctionTypeRef(parameters: parameters, isAsync: isAsync, throwsClause: clause, result: try typeRef()))
        case .metatype:
            let base = try typeRef()
            return .metatype(base, kind: try string())
        case .keyword:
            let keyword = try string()
            return .keyword(keyword, try typeRef())
        case .composition:
            return .composition(try array { r throws(ByteReadError) in try r.typeRef() })
        case .attributed:
            let base = try typeRef()
            let specifiers = try strings()
            return .attributed(base, specifiers: specifiers, attributes: try strings())
        case .verbatim:
            return .verbatim(try string())
        }
    }

    mutating func tupleElement() throws(ByteReadError) -> TupleTypeElement {
        let label = try optionalString()
        return TupleTypeElement(label: label, type: try typeRef())
    }

    mutating func throwsClause() throws(ByteReadError) -> ThrowsClause {
        guard let tag = ThrowsTag(rawValue: try input.readByte()) else { throw .malformed }
        switch tag {
        case .none: return .none
        case .untyped: return .untyped
        case .typed: return .typed(try typeRef())
        case .rethrows: return .rethrows
        }
    }
}
