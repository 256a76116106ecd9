/// An `import` of a file that declares a mocked protocol, repeated in the generated file so the
/// mock sees the same types (`Data`, `URL`…) without the user listing them.
public struct ImportDeclaration: Hashable, Sendable, Comparable {
    /// `import Foundation`, `@preconcurrency import Dispatch`.
    public var text: String
    /// The `#if` condition it stands under, nil at file scope.
    public var condition: String?

    public init(text: String, condition: String? = nil) {
        self.text = text
        self.condition = condition
    }

    public static func < (lhs: ImportDeclaration, rhs: ImportDeclaration) -> Bool {
        (lhs.condition ?? "", lhs.text) < (rhs.condition ?? "", rhs.text)
    }
}
