import MockModel
import SwiftSyntax

/// Reads how a protocol asks to be mocked: `@Mockable(condition:)`, `/// @mockable`, or a
/// sourcery annotation. Reports attribute arguments it does not allow.
final class MarkerReader {
    let locate: (SyntaxProtocol) -> SourceLocation
    private(set) var diagnostics: [Diagnostic] = []

    init(locate: @escaping (SyntaxProtocol) -> SourceLocation) {
        self.locate = locate
    }

    /// `attributeName.trimmedDescription == "Mockable"`, without spelling out every attribute.
    private static func isNamedMockable(_ name: TypeSyntax) -> Bool {
        guard let identifier = name.as(IdentifierTypeSyntax.self) else { return name.trimmedDescription == "Mockable" }
        return identifier.genericArgumentClause == nil && identifier.name.text == "Mockable"
    }

    static func isMockable(_ attribute: String) -> Bool {
        attribute == "@Mockable" || attribute.hasPrefix("@Mockable(")
            || attribute.hasPrefix("@Mockable (")
    }

    /// `@Mock`, the attribute of Ozon's macro, with or without arguments.
    static func isMock(_ attribute: String) -> Bool {
        attribute == "@Mock" || attribute.hasPrefix("@Mock(") || attribute.hasPrefix("@Mock (")
    }

    private static func isNamedMock(_ name: TypeSyntax) -> Bool {
        guard let identifier = name.as(IdentifierTypeSyntax.self) else { return false }
        return identifier.genericArgumentClause == nil && identifier.name.text == "Mock"
    }

    func marker(attributes: AttributeListSyntax, trivia: Trivia) -> Marker? {
        for case .attribute(let attribute) in attributes {
            if Self.isNamedMockable(attribute.attributeName) { return arguments(of: attribute) }
            if Self.isNamedMock(attribute.attributeName) {
                return Marker(kind: .mockAttribute, options: MockOptions(style: .ozon))
            }
        }
        for piece in trivia + attributes.flatMap({ Array($0.leadingTrivia) }) {
            switch piece {
            case .docLineComment(let text) where Self.isDocMarker(text):
                return Marker(kind: .docComment)
            case .docLineComment(let text) where Self.isMockDocMarker(text):
                return Marker(kind: .mockDocComment, options: MockOptions(style: .ozon))
            case .docBlockComment(let text) where Self.isDocBlockMarker(text):
                return Marker(kind: .docComment)
            case .lineComment(let text), .docLineComment(let text):
                if let marker = Self.sourceryMarker(text) { return marker }
            default: continue
            }
        }
        return nil
    }

    /// `/// @mockable` (the first word of the comment), without splitting every doc line.
    static func isDocMarker(_ text: String) -> Bool {
        let words = text.dropFirst(3).drop { $0.isWhitespace }
        guard words.hasPrefix("@mockable") else { return false }
        return words.dropFirst("@mockable".count).first?.isWhitespace ?? true
    }

    /// A doc comment that asks for the default mock, in either spelling.
    static func isMarkerComment(_ piece: TriviaPiece) -> Bool {
        switch piece {
        case .docLineComment(let text): isDocMarker(text)
        case .docBlockComment(let text): isDocBlockMarker(text)
        default: false
        }
    }

    /// `/** … @mockable … */`: a doc block asks for a mock wherever it spells the marker.
    static func isDocBlockMarker(_ text: String) -> Bool { text.contains("@mockable") }

    /// `/// @Mock` or `/// @Mock(…)`: Ozon's attribute spelled where the macro is not built.
    private static func isMockDocMarker(_ text: String) -> Bool {
        let words = text.dropFirst(3).drop { $0.isWhitespace }
        return words == "@Mock" || words.hasPrefix("@Mock(") || words.hasPrefix("@Mock ")
    }

    /// `sourcery: AutoMockable` keeps MockScope's own mocks; `ProtocolMock` (and
    /// `ObjcProtocolMock`) asks for the sourcery template's.
    private static func sourceryMarker(_ text: String) -> Marker? {
        // Most comments are not annotations: a byte search turns them down before any string work.
        guard mentionsSourcery(text), let range = text.range(of: "sourcery:") else { return nil }
        let annotations = text[range.upperBound...].split { $0 == "," || $0.isWhitespace }
        if annotations.contains(where: { $0 == "ProtocolMock" || $0 == "ObjcProtocolMock" }) {
            return Marker(kind: .sourcery, options: MockOptions(style: .sourcery))
        }
        return annotations.contains("AutoMockable") ? Marker(kind: .sourcery) : nil
    }

    private static func mentionsSourcery(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { ByteSearch.contains(UnsafeRawBufferPointer($0), sourceryWord) }
    }

    private static let sourceryWord = Array("sourcery:".utf8)

    /// The annotation comments of a declaration's leading trivia (see `DeclarationInfo.annotations`).
    static func annotations(in trivia: Trivia) -> [String] {
        var found: [String] = []
        for piece in trivia {
            let body: Substring
            switch piece {
            case .docLineComment(let text): body = text.dropFirst(3)
            case .lineComment(let text): body = text.dropFirst(2)
            default: continue
            }
            let trimmed = String(body.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
            if trimmed.contains("sourcery:") || trimmed.hasPrefix("@") { found.append(trimmed) }
        }
        return found
    }

    /// The attribute's arguments, one per option of the registry; a malformed one is left at its
    /// default, with a diagnostic.
    private func arguments(of attribute: AttributeSyntax) -> Marker {
        var marker = Marker(kind: .attribute)
        guard let arguments = attribute.arguments else { return marker }
        let labels = MockOption.markerLabels
        guard case .argumentList(let list) = arguments else {
            report(.mockableTakesOnly(labels, at: locate(attribute)))
            return marker
        }
        for argument in list {
            guard let option = MockOption.allCases.first(where: { $0.spec.markerArgument == argument.label?.text })
            else {
                report(.mockableUnknownArgument(argument.trimmedDescription, accepted: labels, at: locate(argument)))
                continue
            }
            if let reason = option.spec.notOfferedReason {
                report(.mockableDoesNotOffer(option.spec.markerArgument, because: reason, at: locate(argument)))
                continue
            }
            literal(argument.expression, of: option.spec, into: &marker.options)
        }
        return marker
    }

    /// `.locked`, or for an option with free-form values `.custom("EXPR")`, written literally.
    private func literal(_ expression: ExprSyntax, of spec: OptionSpec, into options: inout MockOptions) {
        if let member = expression.as(MemberAccessExprSyntax.self), Self.isOptionCase(member),
            spec.choices.contains(member.declName.baseName.text)
        {
            spec.set(member.declName.baseName.text, in: &options)
            return
        }
        var spelled = spec.choices.map { ".\($0)" }.joined(separator: ", ")
        if let freeForm = spec.freeForm, let markerCase = freeForm.markerCase {
            if let text = Self.freeFormText(expression, markerCase: markerCase) {
                if let problem = FreeFormValidator.problem(in: text.value, freeForm.grammar) {
                    report(
                        .invalidMarkerExpression(
                            spec.markerCode, markerCase: markerCase, option: spec.name, text: text.value,
                            problem: problem, at: locate(text.argument)))
                } else {
                    spec.set(freeForm: text.value, in: &options)
                }
                return
            }
            spelled += ", or .\(markerCase)(\"\(freeForm.markerPlaceholder)\")"
            report(notLiteral(spec, spelled, oneOf: false, at: expression))
            return
        }
        report(notLiteral(spec, spelled, oneOf: true, at: expression))
    }

    /// The string literal of a free-form case (`.custom("EXPR")`), and the argument holding it.
    private static func freeFormText(_ expression: ExprSyntax, markerCase: String)
        -> (value: String, argument: LabeledExprSyntax)?
    {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), isOptionCase(member),
            member.declName.baseName.text == markerCase, call.arguments.count == 1,
            let argument = call.arguments.first, argument.label == nil,
            let literal = argument.expression.as(StringLiteralExprSyntax.self),
            let text = literal.representedLiteralValue
        else { return nil }
        return (text, argument)
    }

    /// `.always`, or the case spelled with its type (`MockableCondition.always`, and
    /// `MockCompilationCondition.always` as projects moving from swift-mockable write it).
    private static func isOptionCase(_ member: MemberAccessExprSyntax) -> Bool {
        guard let base = member.base else { return true }
        return base.as(DeclReferenceExprSyntax.self).map { optionTypes.contains($0.baseName.text) } ?? false
    }

    private static let optionTypes = Set(MockOption.allCases.flatMap(\.spec.macroTypes))

    private func notLiteral(_ spec: OptionSpec, _ spelled: String, oneOf: Bool, at node: SyntaxProtocol) -> Diagnostic {
        .markerValueNotLiteral(spec.markerCode, option: spec.name, spelled: spelled, oneOf: oneOf, at: locate(node))
    }

    private func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}
