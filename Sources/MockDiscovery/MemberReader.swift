import MockModel
import SwiftSyntax

/// Reads the requirements of one protocol body, `#if` blocks kept as a tree.
struct MemberReader {
    let source: SourceText
    private var types: TypeReader { TypeReader(source: source) }

    init(source: SourceText) {
        self.source = source
    }

    func members(_ list: MemberBlockItemListSyntax) -> [Member] {
        list.compactMap { member($0.decl) }
    }

    private func member(_ decl: DeclSyntax) -> Member? {
        switch decl.kind {
        case .functionDecl: return method(decl.cast(FunctionDeclSyntax.self))
        case .variableDecl: return property(decl.cast(VariableDeclSyntax.self))
        case .subscriptDecl: return .subscript(subscriptRequirement(decl.cast(SubscriptDeclSyntax.self)))
        case .initializerDecl: return .initializer(initializer(decl.cast(InitializerDeclSyntax.self)))
        case .associatedTypeDecl: return .associatedType(associatedType(decl.cast(AssociatedTypeDeclSyntax.self)))
        case .typeAliasDecl: return .typealias(typealiasDeclaration(decl.cast(TypeAliasDeclSyntax.self)))
        case .ifConfigDecl: return .conditional(conditional(decl.cast(IfConfigDeclSyntax.self)))
        case .missingDecl: return nil
        default:
            let kind = decl.kind == .macroExpansionDecl ? "macro expansion" : "declaration"
            return .unsupported(
                kind: kind, name: source.text(of: decl), location: source.location(of: decl), code: .unsupportedMember)
        }
    }

    private func info(
        _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax, at node: SyntaxProtocol
    )
        -> DeclarationInfo
    {
        DeclarationInfo(
            location: source.location(of: node),
            attributes: attributes.isEmpty ? [] : attributes.map { source.text(of: $0) },
            modifiers: modifiers.isEmpty
                ? [] : modifiers.map { $0.name.text }.filter { !Self.accessLevels.contains($0) },
            annotations: attributes.parent.map { source.annotations(before: $0) } ?? [])
    }

    private static let accessLevels = Set(AccessLevel.allCases.map(\.rawValue))

    private func method(_ function: FunctionDeclSyntax) -> Member {
        let info = info(function.attributes, function.modifiers, at: function.name)
        let name = function.name
        // An operator is a method too: a style names its members by the operator's word
        // (`OperatorWords`), and the default style refuses it (`MS202`).
        let signature = function.signature
        return .method(
            MethodRequirement(
                name: name.text, info: info,
                genericParameters: genericParameters(function.genericParameterClause),
                whereClause: function.genericWhereClause.map { source.text(of: $0) },
                parameters: signature.parameterClause.parameters.map(parameter),
                effects: effects(signature.effectSpecifiers),
                returnType: signature.returnClause.map { types.read($0.type) }))
    }

    private func property(_ variable: VariableDeclSyntax) -> Member? {
        guard let binding = variable.bindings.first,
            let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
        else {
            return .unsupported(
                kind: "property", name: source.text(of: variable), location: source.location(of: variable),
                code: .unsupportedMember)
        }
        let info = info(variable.attributes, variable.modifiers, at: pattern)
        guard let type = binding.typeAnnotation?.type else {
            return .unsupported(
                kind: "property without a type", name: pattern.identifier.text, location: info.location,
                code: .unsupportedMember)
        }
        let accessors = accessorList(binding.accessorBlock)
        let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        let hasSetter = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
        return .property(
            PropertyRequirement(
                name: pattern.identifier.text, info: info, type: types.read(type),
                hasSetter: hasSetter,
                getterEffects: accessorEffects(getter?.effectSpecifiers)))
    }

    private func subscriptRequirement(_ decl: SubscriptDeclSyntax) -> SubscriptRequirement {
        let accessors = accessorList(decl.accessorBlock)
        let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        return SubscriptRequirement(
            info: info(decl.attributes, decl.modifiers, at: decl.subscriptKeyword),
            genericParameters: genericParameters(decl.genericParameterClause),
            whereClause: decl.genericWhereClause.map { source.text(of: $0) },
            parameters: decl.parameterClause.parameters.map(parameter),
            returnType: types.read(decl.returnClause.type),
            hasSetter: accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) },
            getterEffects: accessorEffects(getter?.effectSpecifiers))
    }

    private func initializer(_ decl: InitializerDeclSyntax) -> InitializerRequirement {
        InitializerRequirement(
            info: info(decl.attributes, decl.modifiers, at: decl.initKeyword),
            failability: decl.optionalMark?.text ?? "",
            genericParameters: genericParameters(decl.genericParameterClause),
            whereClause: decl.genericWhereClause.map { source.text(of: $0) },
            parameters: decl.signature.parameterClause.parameters.map(parameter),
            effects: effects(decl.signature.effectSpecifiers))
    }

    private func associatedType(_ decl: AssociatedTypeDeclSyntax) -> AssociatedTypeRequirement {
        AssociatedTypeRequirement(
            name: decl.name.text, info: info(decl.attributes, decl.modifiers, at: decl.name),
            inheritance: decl.inheritanceClause.map { source.text(of: $0.inheritedTypes) },
            defaultType: decl.initializer.map { source.text(of: $0.value) },
            whereClause: decl.genericWhereClause.map { source.text(of: $0) })
    }

    private func typealiasDeclaration(_ decl: TypeAliasDeclSyntax) -> TypealiasDeclaration {
        var bare = decl
        bare.attributes = []
        bare.modifiers = []
        let text = bare.trimmedDescription  // a changed copy: not in the source
        return TypealiasDeclaration(
            name: decl.name.text, info: info(decl.attributes, decl.modifiers, at: decl.name), text: text,
            target: decl.genericParameterClause == nil ? source.text(of: decl.initializer.value) : nil)
    }

    private func conditional(_ block: IfConfigDeclSyntax) -> ConditionalBlock {
        let clauses = block.clauses.map { clause -> ConditionalBlock.Clause in
            let members: [Member]
            if case .decls(let list) = clause.elements {
                members = self.members(list)
            } else {
                members = []
            }
            return ConditionalBlock.Clause(
                keyword: clause.poundKeyword.text, condition: clause.condition.map { source.text(of: $0) },
                members: members, annotations: source.annotations(before: clause.poundKeyword))
        }
        return ConditionalBlock(
            clauses: clauses, location: source.location(of: block),
            closingAnnotations: source.annotations(before: block.poundEndif))
    }

    /// Specifiers and the attributes that describe how an argument is passed are kept apart
    /// from the type; attributes that are part of the type (`@Sendable`, `@MainActor`) stay in it.
    private func parameter(_ syntax: FunctionParameterSyntax) -> Parameter {
        var type = types.read(syntax.type)
        var specifiers: [String] = []
        var attributes: [String] = []
        while case .attributed(let base, let typeSpecifiers, let typeAttributes) = type {
            specifiers += typeSpecifiers
            let passing = typeAttributes.filter { $0 == "@escaping" || $0 == "@autoclosure" }
            attributes += passing
            let kept = typeAttributes.filter { !passing.contains($0) }
            if !kept.isEmpty {
                type = .attributed(base, specifiers: [], attributes: kept)
                break
            }
            type = base
        }
        return Parameter(
            firstName: syntax.firstName.text, secondName: syntax.secondName?.text, type: type,
            specifiers: specifiers, attributes: attributes, isVariadic: syntax.ellipsis != nil)
    }

    private func genericParameters(_ clause: GenericParameterClauseSyntax?) -> [GenericParameter] {
        clause?.parameters.map {
            GenericParameter(
                name: $0.name.text, constraint: $0.inheritedType.map { source.text(of: $0) },
                isPack: $0.specifier?.tokenKind == .keyword(.each))
        } ?? []
    }

    private func effects(_ specifiers: FunctionEffectSpecifiersSyntax?) -> Effects {
        Effects(
            isAsync: specifiers?.asyncSpecifier != nil,
            throwsClause: types.throwsClause(specifiers?.throwsClause))
    }

    private func accessorEffects(_ specifiers: AccessorEffectSpecifiersSyntax?) -> Effects {
        Effects(
            isAsync: specifiers?.asyncSpecifier != nil,
            throwsClause: types.throwsClause(specifiers?.throwsClause))
    }

    private func accessorList(_ block: AccessorBlockSyntax?) -> [AccessorDeclSyntax] {
        guard let block, case .accessors(let list) = block.accessors else { return [] }
        return Array(list)
    }
}
