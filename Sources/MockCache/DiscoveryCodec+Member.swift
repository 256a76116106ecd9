import MockModel

/// One byte per `Member` case.
private enum MemberTag: UInt8 {
    case method, property, `subscript`, initializer, associatedType, `typealias`, conditional, unsupported
}

extension DiscoveryWriter {
    mutating func member(_ member: Member) {
        switch member {
        case .method(let method):
            out.writeByte(MemberTag.method.rawValue)
            string(method.name)
            declarationInfo(method.info)
            array(method.genericParameters) { $0.genericParameter($1) }
            optionalString(method.whereClause)
            array(method.parameters) { $0.parameter($1) }
            effects(method.effects)
            optional(method.returnType) { $0.typeRef($1) }
        case .property(let property):
            out.writeByte(MemberTag.property.rawValue)
            string(property.name)
            declarationInfo(property.info)
            typeRef(property.type)
            out.writeBool(property.hasSetter)
            effects(property.getterEffects)
        case .subscript(let subscriptRequirement):
            out.writeByte(MemberTag.subscript.rawValue)
            declarationInfo(subscriptRequirement.info)
            array(subscriptRequirement.genericParameters) { $0.genericParameter($1) }
            optionalString(subscriptRequirement.whereClause)
            array(subscriptRequirement.parameters) { $0.parameter($1) }
            typeRef(subscriptRequirement.returnType)
            out.writeBool(subscriptRequirement.hasSetter)
            effects(subscriptRequirement.getterEffects)
        case .initializer(let initializer):
            out.writeByte(MemberTag.initializer.rawValue)
            declarationInfo(initializer.info)
            string(initializer.failability)
            array(initializer.genericParameters) { $0.genericParameter($1) }
            optionalString(initializer.whereClause)
            array(initializer.parameters) { $0.parameter($1) }
            effects(initializer.effects)
        case .associatedType(let associatedType):
            out.writeByte(MemberTag.associatedType.rawValue)
            string(associatedType.name)
            declarationInfo(associatedType.info)
            optionalString(associatedType.inheritance)
            optionalString(associatedType.defaultType)
            optionalString(associatedType.whereClause)
        case .typealias(let alias):
            out.writeByte(MemberTag.typealias.rawValue)
            string(alias.name)
            declarationInfo(alias.info)
            string(alias.text)
            optionalString(alias.target)
        case .conditional(let block):
            out.writeByte(MemberTag.conditional.rawValue)
            array(block.clauses) { writer, clause in
                writer.string(clause.keyword)
                writer.optionalString(clause.condition)
                writer.array(clause.members) { $0.member($1) }
                writer.strings(clause.annotations)
            }
            location(block.location)
            strings(block.closingAnnotations)
        case .unsupported(let kind, let name, let location, let code):
            out.writeByte(MemberTag.unsupported.rawValue)
            string(kind)
            string(name)
            self.location(location)
            string(code.rawValue)
        }
    }

    mutating func declarationInfo(_ info: DeclarationInfo) {
        location(info.location)
        strings(info.attributes)
        strings(info.modifiers)
        strings(info.annotations)
    }

    mutating func genericParameter(_ parameter: GenericParameter) {
        string(parameter.name)
        optionalString(parameter.constraint)
        out.writeBool(parameter.isPack)
    }

    mutating func parameter(_ parameter: Parameter) {
        string(parameter.firstName)
        optionalString(parameter.secondName)
        typeRef(parameter.type)
        strings(parameter.specifiers)
        strings(parameter.attributes)
        out.writeBool(parameter.isVariadic)
    }

    mutating func effects(_ effects: Effects) {
        out.writeBool(effects.isAsync)
        throwsClause(effects.throwsClause)
    }
}

extension DiscoveryReader {
    mutating func member() throws(ByteReadError) -> Member {
        try input.enter()
        defer { input.leave() }
        guard let tag = MemberTag(rawValue: try input.readByte()) else { throw .malformed }
        switch tag {
        case .method:
            let name = try string()
            let info = try declarationInfo()
            let generics = try array { r throws(ByteReadError) in try r.genericParameter() }
            let whereClause = try optionalString()
            let parameters = try array { r throws(ByteReadError) in try r.parameter() }
            let effects = try effects()
            let returnType = try optional { r throws(ByteReadError) in try r.typeRef() }
            return .method(
                MethodRequirement(
                    name: name, info: info, genericParameters: generics, whereClause: whereClause,
                    parameters: parameters, effects: effects, returnType: returnType))
        case .property:
            let name = try string()
            let info = try declarationInfo()
            let type = try typeRef()
            let hasSetter = try input.readBool()
            return .property(
                PropertyRequirement(
                    name: name, info: info, type: type, hasSetter: hasSetter, getterEffects: try effects()))
        case .subscript:
            let info = try declarationInfo()
            let generics = try array { r throws(ByteReadError) in try r.genericParameter() }
            let whereClause = try optionalString()
            let parameters = try array { r throws(ByteReadError) in try r.parameter() }
            let returnType = try typeRef()
            let hasSetter = try input.readBool()
            return .subscript(
                SubscriptRequirement(
                    info: info, genericParameters: generics, whereClause: whereClause, parameters: parameters,
                    returnType: returnType, hasSetter: hasSetter, getterEffects: try effects()))
        case .initializer:
            let info = try declarationInfo()
            let failability = try string()
            let generics = try array { r throws(ByteReadError) in try r.genericParameter() }
            let whereClause = try optionalString()
            let parameters = try array { r throws(ByteReadError) in try r.parameter() }
            return .initializer(
                InitializerRequirement(
                    info: info, failability: failability, genericParameters: generics, whereClause: whereClause,
                    parameters: parameters, effects: try effects()))
        case .associatedType:
            let name = try string()
            let info = try declarationInfo()
            let inheritance = try optionalString()
            let defaultType = try optionalString()
            return .associatedType(
                AssociatedTypeRequirement(
                    name: name, info: info, inheritance: inheritance, defaultType: defaultType,
                    whereClause: try optionalString()))
        case .typealias:
            let name = try string()
            let info = try declarationInfo()
            let text = try string()
            return .typealias(TypealiasDeclaration(name: name, info: info, text: text, target: try optionalString()))
        case .conditional:
            let clauses = try array { r throws(ByteReadError) in
                let keyword = try r.string()
                let condition = try r.optionalString()
                let members = try r.array { r throws(ByteReadError) in try r.member() }
                return ConditionalBlock.Clause(
                    keyword: keyword, condition: condition, members: members, annotations: try r.strings())
            }
            let location = try location()
            return .conditional(
                ConditionalBlock(clauses: clauses, location: location, closingAnnotations: try strings()))
        case .unsupported:
            let kind = try string()
            let name = try string()
            let location = try location()
            return .unsupported(kind: kind, name: name, location: location, code: try raw(DiagnosticCode.self))
        }
    }

    mutating func declarationInfo() throws(ByteReadError) -> DeclarationInfo {
        let location = try location()
        let attributes = try strings()
        let modifiers = try strings()
        return DeclarationInfo(
            location: location, attributes: attributes, modifiers: modifiers, annotations: try strings())
    }

    mutating func genericParameter() throws(ByteReadError) -> GenericParameter {
        let name = try string()
        let constraint = try optionalString()
        return GenericParameter(name: name, constraint: constraint, isPack: try input.readBool())
    }

    mutating func parameter() throws(ByteReadError) -> Parameter {
        let firstName = try string()
        let secondName = try optionalString()
        let type = try typeRef()
        let specifiers = try strings()
        let attributes = try strings()
        return Parameter(
            firstName: firstName, secondName: secondName, type: type, specifiers: specifiers, attributes: attributes,
            isVariadic: try input.readBool())
    }

    mutating func effects() throws(ByteReadError) -> Effects {
        let isAsync = try input.readBool()
        return Effects(isAsync: isAsync, throwsClause: try throwsClause())
    }
}
