import MockModel
import SwiftParser
import SwiftSyntax

/// Reads the arguments of an Ozon-style `@Mock(…)` marker: `associatedTypes: ["Path": "String"]`,
/// an unlabelled access (`.public`, `.open`, `.internal`) and `heritability: .final` /
/// `.inheritable`. The doc-comment spelling (`/// @Mock(…)`) is parsed as the attribute it spells.
/// A malformed argument is reported where it is written and left at its default.
final class OzonArgumentsReader {
    let locate: (SyntaxProtocol) -> SourceLocation
    private(set) var diagnostics: [Diagnostic] = []

    init(locate: @escaping (SyntaxProtocol) -> SourceLocation) {
        self.locate = locate
    }

    static func isMockAttribute(_ name: TypeSyntax) -> Bool {
        guard let identifier = name.as(IdentifierTypeSyntax.self) else { return false }
        return identifier.genericArgumentClause == nil && identifier.name.text == "Mock"
    }

    /// The arguments of the protocol's `@Mock` attribute or `/// @Mock(…)` doc-comment line,
    /// nil when it has neither.
    func read(_ node: ProtocolDeclSyntax, locateOffset: (AbsolutePosition) -> SourceLocation) -> OzonArguments? {
        for case .attribute(let attribute) in node.attributes where Self.isMockAttribute(attribute.attributeName) {
            return arguments(of: attribute)
        }
        var position = node.position
        for piece in node.leadingTrivia {
            defer { position += piece.sourceLength }
            if case .docLineComment(let text) = piece, Self.isDocMarker(text) {
                return arguments(ofDocComment: text, at: locateOffset(position))
            }
        }
        return nil
    }

    func arguments(of attribute: AttributeSyntax) -> OzonArguments {
        var result = OzonArguments()
        guard let arguments = attribute.arguments else { return result }
        guard case .argumentList(let list) = arguments else {
            report(.notAnArgumentList, at: attribute)
            return result
        }
        for argument in list {
            switch argument.label?.text {
            case nil: result.access = access(argument.expression)
            case "associatedTypes": result.associatedTypes = associatedTypes(argument.expression)
            case "heritability": result.heritability = heritability(argument.expression)
            default:
                report(.unknownArgument(argument.trimmedDescription), at: argument)
            }
        }
        return result
    }

    /// `/// @Mock(.public)`: the text after the slashes, parsed as an attribute of a protocol.
    /// Positions are reported at the comment, since the parsed copy has none of its own.
    func arguments(ofDocComment text: String, at location: SourceLocation) -> OzonArguments {
        let attributeText = text.drop { $0 == "/" || $0.isWhitespace }
        // A comment is not measured with the file's code: its text is, before it is parsed.
        if let excess = SourceOutline(Array(attributeText.utf8)).nestingExcesses.first {
            var at = location
            at.column += text.utf8.count - attributeText.utf8.count + excess.offset
            diagnostics.append(.ozonMarker(.argumentsTooDeep(what: excess.what, limit: excess.limit), at: at))
            return OzonArguments()
        }
        let tree = Parser.parse(source: "\(attributeText)\nprotocol P {}")
        guard let declaration = tree.statements.first?.item.as(ProtocolDeclSyntax.self),
            case .attribute(let attribute)? = declaration.attributes.first
        else {
            diagnostics.append(.ozonMarker(.unreadable(String(attributeText)), at: location))
            return OzonArguments()
        }
        let nested = OzonArgumentsReader(locate: { _ in location })
        let result = nested.arguments(of: attribute)
        diagnostics += nested.diagnostics
        return result
    }

    /// Whether a doc-comment line is an Ozon marker: `/// @Mock` or `/// @Mock(…)`.
    static func isDocMarker(_ text: String) -> Bool {
        let body = text.drop { $0 == "/" || $0.isWhitespace }
        return body == "@Mock" || body.hasPrefix("@Mock(") || body.hasPrefix("@Mock ")
    }

    private static let accessLevels: [AccessLevel] = [.internal, .public, .open]

    private func access(_ expression: ExprSyntax) -> AccessLevel? {
        if let name = caseName(expression), let level = Self.accessLevels.first(where: { $0.rawValue == name }) {
            return level
        }
        report(.accessNotLiteral, at: expression)
        return nil
    }

    private func heritability(_ expression: ExprSyntax) -> OzonArguments.Heritability? {
        if let name = caseName(expression), let value = OzonArguments.Heritability(rawValue: name) { return value }
        report(.heritabilityNotLiteral, at: expression)
        return nil
    }

    private func associatedTypes(_ expression: ExprSyntax) -> [OzonAssociatedType] {
        guard let dictionary = expression.as(DictionaryExprSyntax.self) else {
            report(.associatedTypesNotDictionary, at: expression)
            return []
        }
        guard case .elements(let elements) = dictionary.content else { return [] }
        var entries: [OzonAssociatedType] = []
        for element in elements {
            guard let name = Self.string(element.key), let type = Self.string(element.value),
                Self.isIdentifier(name), !type.isEmpty
            else {
                report(.associatedTypeEntryNotStrings, at: element)
                continue
            }
            // The type is written into the mock, which MockScope parses again for its imports.
            if let excess = SourceOutline(Array(type.utf8)).nestingExcesses.first {
                report(.associatedTypeTooDeep(name: name, what: excess.what, limit: excess.limit), at: element.value)
                continue
            }
            entries.append(OzonAssociatedType(name: name, type: type))
        }
        return entries
    }

    private static func string(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue.map {
            $0.trimmingCharacters(in: " \t")
        }
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// `.open`, or the case spelled with a type name (`AccessModifier.open`).
    private func caseName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, base.as(DeclReferenceExprSyntax.self) == nil { return nil }
        return member.declName.baseName.text
    }

    private func report(_ problem: Diagnostic.OzonMarkerProblem, at node: SyntaxProtocol) {
        diagnostics.append(.ozonMarker(problem, at: locate(node)))
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
