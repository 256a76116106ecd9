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
            if Self.isNamedMock(attribute.attributeName) { return Marker(kind: .mockAttribute, style: .ozon) }
        }
        for piece in trivia + attributes.flatMap({ Array($0.leadingTrivia) }) {
            switch piece {
            case .docLineComment(let text) where Self.isDocMarker(text):
                return Marker(kind: .docComment)
            case .docLineComment(let text) where Self.isMockDocMarker(text):
                return Marker(kind: .mockDocComment, style: .ozon)
            case .docBlockComment(let text) where text.contains("@mockable"):
                return Marker(kind: .docComment)
            case .lineComment(let text), .docLineComment(let text):
                if let marker = Self.sourceryMarker(text) { return marker }
            default: continue
            }
        }
        return nil
    }

    /// `/// @mockable` (the first word of the comment), without splitting every doc line.
    private static func isDocMarker(_ text: String) -> Bool {
        let words = text.dropFirst(3).drop { $0.isWhitespace }
        guard words.hasPrefix("@mockable") else { return false }
        return words.dropFirst("@mockable".count).first?.isWhitespace ?? true
    }

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
            return Marker(kind: .sourcery, style: .sourcery)
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

    /// The attribute's `condition:`, `access:`, `sendable:` and `style:`; a malformed one is left at its
    /// default, with a diagnostic.
    private func arguments(of attribute: AttributeSyntax) -> Marker {
        var marker = Marker(kind: .attribute)
        guard let arguments = attribute.arguments else { return marker }
        guard case .argumentList(let list) = arguments else {
            report(
                .markerArgument, "@Mockable takes only `condition:`, `access:`, `sendable:` and `style:`", at: attribute
            )
            return marker
        }
        for argument in list {
            switch argument.label?.text {
            case "condition": marker.condition = literalCondition(argument.expression)
            case "access":
                marker.access = literalCase(argument.expression, of: Self.accessLevels, name: "access")
            case "sendable":
                marker.sendable = literalCase(argument.expression, of: SendablePolicy.allCases, name: "sendable")
            case "style":
                marker.style = literalCase(argument.expression, of: MockStyle.allCases, name: "style")
            default:
                report(
                    .markerArgument,
                    "@Mockable accepts only the `condition:`, `access:`, `sendable:` and `style:` arguments; remove `\(argument.trimmedDescription)`",
                    at: argument)
            }
        }
        return marker
    }

    /// A mock from a generated file cannot be private, so neither can the macro's.
    private static let accessLevels: [AccessLevel] = [.internal, .package, .public, .open]

    private func literalCase<Value: RawRepresentable<String>>(
        _ expression: ExprSyntax, of cases: [Value], name: String
    ) -> Value? {
        if let member = expression.as(MemberAccessExprSyntax.self), Self.isOptionCase(member),
            let value = cases.first(where: { $0.rawValue == member.declName.baseName.text })
        {
            return value
        }
        let spelled = cases.map { ".\($0.rawValue)" }.joined(separator: ", ")
        report(.markerArgument, "\(name) must be written literally as one of \(spelled)", at: expression)
        return nil
    }

    private func literalCondition(_ expression: ExprSyntax) -> MockCondition? {
        if let member = expression.as(MemberAccessExprSyntax.self), Self.isOptionCase(member) {
            switch member.declName.baseName.text {
            case "debug": return .debug
            case "always": return .always
            default: break
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), Self.isOptionCase(member),
            member.declName.baseName.text == "custom", call.arguments.count == 1,
            let argument = call.arguments.first, argument.label == nil,
            let literal = argument.expression.as(StringLiteralExprSyntax.self),
            let text = literal.representedLiteralValue
        {
            if let problem = ConditionValidator.problem(in: text) {
                report(.markerCondition, "invalid custom condition \"\(text)\": \(problem)", at: argument)
                return nil
            }
            return .custom(text)
        }
        report(
            .markerCondition,
            "condition must be written literally as .debug, .always, or .custom(\"CONDITION\")",
            at: expression)
        return nil
    }

    /// `.always`, or the case spelled with its type (`MockableCondition.always`, and
    /// `MockCompilationCondition.always` as projects moving from swift-mockable write it).
    private static func isOptionCase(_ member: MemberAccessExprSyntax) -> Bool {
        guard let base = member.base else { return true }
        return base.as(DeclReferenceExprSyntax.self).map { optionTypes.contains($0.baseName.text) } ?? false
    }

    private static let optionTypes: Set<String> = [
        "MockableCondition", "MockableAccess", "MockableSendable", "MockableStyle", "MockCompilationCondition",
    ]

    private func report(_ code: DiagnosticCode, _ message: String, at node: SyntaxProtocol) {
        diagnostics.append(Diagnostic(.error, code, message, at: locate(node)))
    }
}
