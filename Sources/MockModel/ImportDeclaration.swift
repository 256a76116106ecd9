/// An `import` of a file that declares a mocked protocol, repeated in the generated file so the
/// mock sees the same types (`Data`, `URL`…) without the user listing them. Kept in its parts,
/// as SwiftParser read them, until the generated file spells it.
public struct ImportDeclaration: Hashable, Sendable, Comparable {
    /// The attributes that change what the import means, as written: `@preconcurrency`,
    /// `@testable`, `@_spi(Raw)`.
    public var attributes: [String]
    /// An explicit access (`public`, `package`, `internal`), nil for a plain `import`.
    public var access: AccessLevel?
    /// The module imported: `Foundation`.
    public var module: String
    /// The `#if` condition it stands under, nil at file scope.
    public var condition: String?

    public init(module: String, attributes: [String] = [], access: AccessLevel? = nil, condition: String? = nil) {
        self.module = module
        self.attributes = attributes
        self.access = access
        self.condition = condition
    }

    /// `@preconcurrency public import Foundation`.
    public var text: String {
        (attributes + (access.map { [$0.rawValue] } ?? []) + ["import", module]).joined(separator: " ")
    }

    public static func < (lhs: ImportDeclaration, rhs: ImportDeclaration) -> Bool {
        (lhs.condition ?? "", lhs.text) < (rhs.condition ?? "", rhs.text)
    }
}
