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

    func marker(attributes: AttributeListSyntax, trivia: Trivia) -> Marker? {
        for case .attribute(let attribute) in attributes
        where Self.isNamedMockable(attribute.attributeName) {
            return arguments(of: attribute)
        }
        for piece in trivia + attributes.flatMap({ Array($0.leadingTrivia) }) {
            switch piece {
            case .docLineComment(let text) where Self.isDocMarker(text):
                return Marker(kind: .docComment)
            case .docBlockComment(let text) where text.contains("@mockable"):
                return Marker(kind: .docComment)
            case .lineComment(let text) where Self.isSourceryMarker(text):
                return Marker(kind: .sourcery)
            default: continue
            }
        }
        return nil
    }

    private static func isDocMarker(_ text: String) -> Bool {
        text.dropFirst(3).split(whereSeparator: \.isWhitespace).first == "@mockable"
    }

    private static func isSourceryMarker(_ text: String) -> Bool {
        guard let range = text.range(of: "sourcery:") else { return false }
        let annotations = text[range.upperBound...].split { $0 == "," || $0.isWhitespace }
        return annotations.contains { $0 == "AutoMockable" || $0 == "ProtocolMock" }
    }

    /// The attribute's `condition:`, `access:` and `sendable:`; a malformed one is left at its
    /// default, with a diagnostic.
    private func arguments(of attribute: AttributeSyntax) -> Marker {
        var marker = Marker(kind: .attribute)
        guard let arguments = attribute.arguments else { return marker }
        guard case .argumentList(let list) = arguments else {
            report(.markerArgument, "@Mockable takes only `condition:`, `access:` and `sendable:`", at: attribute)
            return marker
        }
        for argument in list {
            switch argument.label?.text {
            case "condition": marker.condition = literalCondition(argument.expression)
            case "access":
                marker.access = literalCase(argument.expression, of: Self.accessLevels, name: "access")
            case "sendable":
                marker.sendable = literalCase(argument.expression, of: SendablePolicy.allCases, name: "sendable")
            default:
                report(
                    .markerArgument,
                    "@Mockable accepts only the `condition:`, `access:` and `sendable:` arguments; remove `\(argument.trimmedDescription)`",
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
        "MockableCondition", "MockableAccess", "MockableSendable", "MockCompilationCondition",
    ]

    private func report(_ code: DiagnosticCode, _ message: String, at node: SyntaxProtocol) {
        diagnostics.append(Diagnostic(.error, code, message, at: locate(node)))
    }
}
