import MockModel

private enum ConditionTag: UInt8 {
    case debug, always, custom
}

/// Whether a location is in the discovery's own file (no path stored) or names another.
private enum FileTag: UInt8 {
    case discoveryFile, otherFile
}

extension DiscoveryWriter {
    mutating func protocolModel(_ model: ProtocolModel) {
        string(model.name)
        optionalString(model.qualifiedName == model.name ? nil : model.qualifiedName)
        location(model.location)
        optional(model.access) { $0.string($1.rawValue) }
        strings(model.attributes)
        array(model.inherited) { $0.typeRef($1) }
        strings(model.primaryAssociatedTypes)
        optionalString(model.whereClause)
        array(model.members) { $0.member($1) }
        optional(model.marker) { $0.marker($1) }
        out.writeInt(model.lineRange.lowerBound)
        out.writeInt(model.lineRange.upperBound)
        optional(model.branch) { writer, branch in
            writer.string(branch.expression)
            writer.array(branch.clauses) { writer, clause in
                writer.out.writeInt(clause.blockLine)
                writer.out.writeInt(clause.blockColumn)
                writer.out.writeInt(clause.index)
            }
        }
        strings(model.annotations)
    }

    mutating func marker(_ marker: Marker) {
        string(marker.kind.rawValue)
        optional(marker.condition) { writer, condition in
            switch condition {
            case .debug: writer.out.writeByte(ConditionTag.debug.rawValue)
            case .always: writer.out.writeByte(ConditionTag.always.rawValue)
            case .custom(let expression):
                writer.out.writeByte(ConditionTag.custom.rawValue)
                writer.string(expression)
            }
        }
        optionalString(marker.access?.rawValue)
        optionalString(marker.sendable?.rawValue)
        optionalString(marker.style?.rawValue)
        optional(marker.ozon) { $0.ozonArguments($1) }
    }

    mutating func location(_ location: SourceLocation) {
        if location.file == path {
            out.writeByte(FileTag.discoveryFile.rawValue)
        } else {
            out.writeByte(FileTag.otherFile.rawValue)
            string(location.file)
        }
        out.writeInt(location.line)
        out.writeInt(location.column)
    }

    mutating func diagnostic(_ diagnostic: Diagnostic) {
        string(diagnostic.severity.rawValue)
        string(diagnostic.code.rawValue)
        string(diagnostic.message)
        location(diagnostic.location)
    }

    mutating func importDeclaration(_ declaration: ImportDeclaration) {
        strings(declaration.attributes)
        optional(declaration.access) { $0.string($1.rawValue) }
        string(declaration.module)
        optionalString(declaration.condition)
    }
}

extension DiscoveryReader {
    mutating func protocolModel() throws(ByteReadError) -> ProtocolModel {
        let name = try string()
        let qualifiedName = try optionalString()
        let location = try location()
        let access = try optional { r throws(ByteReadError) in try r.raw(AccessLevel.self) }
        let attributes = try strings()
        let inherited = try array { r throws(ByteReadError) in try r.typeRef() }
        let primaryAssociatedTypes = try strings()
        let whereClause = try optionalString()
        let members = try array { r throws(ByteReadError) in try r.member() }
        let marker = try optional { r throws(ByteReadError) in try r.marker() }
        let lower = try input.readInt()
        let upper = try input.readInt()
        guard lower <= upper else { throw .malformed }
        let branch = try optional { r throws(ByteReadError) -> DeclarationBranch in
            let expression = try r.string()
            let clauses = try r.array { r throws(ByteReadError) -> DeclarationBranch.Clause in
                DeclarationBranch.Clause(
                    blockLine: try r.input.readInt(), blockColumn: try r.input.readInt(), index: try r.input.readInt())
            }
            return DeclarationBranch(expression: expression, clauses: clauses)
        }
        let annotations = try strings()
        var model = ProtocolModel(
            name: name, qualifiedName: qualifiedName, location: location, access: access, attributes: attributes,
            inherited: inherited, primaryAssociatedTypes: primaryAssociatedTypes, whereClause: whereClause,
            members: members, marker: marker, lineRange: lower...upper)
        model.branch = branch
        model.annotations = annotations
        return model
    }

    mutating func marker() throws(ByteReadError) -> Marker {
        let kind = try raw(Marker.Kind.self)
        let condition = try optional { r throws(ByteReadError) -> MockCondition in
            guard let tag = ConditionTag(rawValue: try r.input.readByte()) else { throw .malformed }
            switch tag {
            case .debug: return .debug
            case .always: return .always
            case .custom: return .custom(try r.string())
            }
        }
        let access = try optionalString().map { spelling throws(ByteReadError) -> AccessLevel in
            guard let level = AccessLevel(rawValue: spelling) else { throw .malformed }
            return level
        }
        let sendable = try optionalString().map { spelling throws(ByteReadError) -> SendablePolicy in
            guard let policy = SendablePolicy(rawValue: spelling) else { throw .malformed }
            return policy
        }
        let style = try optionalString().map { spelling throws(ByteReadError) -> MockStyle in
            guard let style = MockStyle(rawValue: spelling) else { throw .malformed }
            return style
        }
        var marker = Marker(kind: kind, condition: condition, access: access, sendable: sendable, style: style)
        marker.ozon = try optional { r throws(ByteReadError) in try r.ozonArguments() }
        return marker
    }

    mutating func location() throws(ByteReadError) -> SourceLocation {
        guard let tag = FileTag(rawValue: try input.readByte()) else { throw .malformed }
        let file =
            switch tag {
            case .discoveryFile: path
            case .otherFile: try string()
            }
        let line = try input.readInt()
        return SourceLocation(file: file, line: line, column: try input.readInt())
    }

    mutating func diagnostic() throws(ByteReadError) -> Diagnostic {
        let severity = try raw(Diagnostic.Severity.self)
        let code = try raw(DiagnosticCode.self)
        let message = try string()
        return Diagnostic(severity, code, message, at: try location())
    }

    mutating func importDeclaration() throws(ByteReadError) -> ImportDeclaration {
        let attributes = try strings()
        let access = try optional { r throws(ByteReadError) in try r.raw(AccessLevel.self) }
        let module = try string()
        return ImportDeclaration(
            module: module, attributes: attributes, access: access, condition: try optionalString())
    }
}
