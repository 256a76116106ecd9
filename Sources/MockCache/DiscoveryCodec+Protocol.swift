import MockModel

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
        // Name and value of each option set, so the layout stays the same as options are added.
        let options = MockOption.allCases.compactMap { option in
            option.spec.storedSpelling(in: marker.options).map { (option.rawValue, $0) }
        }
        array(options) { writer, option in
            writer.string(option.0)
            writer.string(option.1)
        }
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
        var marker = Marker(kind: kind)
        let options = try array { r throws(ByteReadError) in (try r.string(), try r.string()) }
        for (name, stored) in options {
            guard let option = MockOption(rawValue: name), option.spec.setStored(stored, in: &marker.options) else {
                throw .malformed
            }
        }
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
