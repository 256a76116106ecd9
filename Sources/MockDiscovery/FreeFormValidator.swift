import MockModel
import SwiftParser
import SwiftSyntax

/// Decides whether a free-form option value is what its option's grammar asks for, the one
/// check every front (configuration, flag, marker, the explorer's prompt) makes.
public enum FreeFormValidator {
    /// nil when `text` is valid, else what is wrong with it.
    public static func problem(in text: String, _ grammar: OptionSpec.FreeForm.Grammar) -> String? {
        switch grammar {
        case .compilationCondition: ConditionValidator.problem(in: text)
        case .identifierTail: identifierTailProblem(text)
        }
    }

    /// A suffix is valid when a name ending in it (`StoreFake`) is still one identifier, as
    /// SwiftParser reads it, with no backticks or escapes that would change how it is spelled.
    private static func identifierTailProblem(_ text: String) -> String? {
        if text.isEmpty { return "the suffix is empty" }
        let name = "A" + text
        let tree = Parser.parse(source: name)
        guard tree.statements.count == 1, !tree.hasError,
            let reference = tree.statements.first?.item.as(DeclReferenceExprSyntax.self),
            reference.argumentNames == nil, reference.baseName.text == name, tree.trimmedDescription == name
        else {
            return "it cannot end a type's name: use letters, digits and _"
        }
        return nil
    }
}
