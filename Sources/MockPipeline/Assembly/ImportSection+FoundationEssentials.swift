import MockModel

/// Where `FoundationEssentials` can be imported, the compiler credits the types it declares
/// (`Date`, `URL`) to it rather than to `Foundation`, which re-exports it. A file whose mocks
/// name only such types, beside a public `FoundationEssentials` import under `#if C`, would then
/// be warned that its `public import Foundation` is unused: there it is written plainly, and
/// public only `#if !C`, where `Foundation` is what declares them.
extension ImportSection {
    /// The section with each public `Foundation` import public only where no
    /// `FoundationEssentials` import is: when `essentialsOnly` (no mock needs more of Foundation
    /// publicly) and every `FoundationEssentials` import is as wide and under some condition. One
    /// already written where `FoundationEssentials` cannot be imported stays as it is.
    func publicFoundationOnlyWithoutEssentials(essentialsOnly: Bool) -> ImportSection {
        let essentials = imports.filter { $0.module == "FoundationEssentials" }
        guard essentialsOnly, let access = essentials.first?.access, access >= .package,
            essentials.allSatisfy({ $0.condition != nil && $0.access == access })
        else { return self }
        let essentialsHere = MockFileHead.anyOf(essentials.compactMap(\.condition))!
        var section = self
        for line in imports
        where line.module == "Foundation" && line.access == access && line.attributes.isEmpty
            && !(line.condition ?? "").contains(Self.withoutEssentials)
        {
            var plain = line
            plain.access = nil
            plain.condition = Self.both(line.condition, essentialsHere)
            var wide = line
            wide.condition = Self.both(line.condition, Self.negated(essentialsHere))
            section.imports.removeAll { $0 == line }
            for added in [plain, wide] where !section.imports.contains(where: { Self.covers($0, added) }) {
                section.imports.removeAll { $0.module == added.module && $0.condition == added.condition }
                section.imports.append(added)
            }
        }
        return section
    }

    /// `first && second`, each a group.
    private static func both(_ first: String?, _ second: String) -> String {
        guard let first else { return second }
        return "\(grouped(first)) && \(grouped(second))"
    }

    /// Whether the types a mock names publicly from Foundation are all `FoundationEssentials'`
    /// (or it needs no Foundation import publicly); false when not known. A protocol whose file
    /// imports `Foundation` only where `FoundationEssentials` cannot be imported names none of
    /// Foundation's own types: it compiles with `FoundationEssentials` alone.
    static func namesOnlyEssentials(_ mock: GeneratedMock) -> Bool {
        let foundation = mock.sourceImports.filter { $0.module == "Foundation" && ($0.access ?? .internal) >= .package }
        guard (mock.options.access ?? .internal) >= .package, !foundation.isEmpty else { return true }
        if mock.sourceImports.contains(where: { $0.module == "FoundationEssentials" })
            && foundation.allSatisfy({ ($0.condition ?? "").contains(withoutEssentials) })
        {
            return true
        }
        guard let modules = mock.publicImportModules else { return false }
        guard modules.contains("Foundation") else { return true }
        guard let named = mock.namedTypes, !named.modules.contains("Foundation") else { return false }
        return named.free.allSatisfy { !FoundationNames.types.contains($0) || FoundationNames.essentials.contains($0) }
    }

    /// The condition the import reader writes for an `#else` of `#if canImport(FoundationEssentials)`.
    private static let withoutEssentials = "!(canImport(FoundationEssentials))"

    /// One import makes another superfluous: the same module, condition and attributes, as wide.
    private static func covers(_ line: ImportDeclaration, _ other: ImportDeclaration) -> Bool {
        line.module == other.module && line.condition == other.condition && line.attributes == other.attributes
            && (line.access ?? .internal) >= (other.access ?? .internal)
    }

    /// `!(C)`, or `!C` when `C` is one parenthesized group as the import reader writes it, so that
    /// it matches an `#else` branch's condition.
    static func negated(_ condition: String) -> String {
        "!" + grouped(condition)
    }

    /// `C` when it is one parenthesized group, `(C)` otherwise.
    private static func grouped(_ condition: String) -> String {
        guard condition.hasPrefix("(") else { return "(\(condition))" }
        var depth = 0
        for (offset, character) in condition.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 && offset < condition.count - 1 { return "(\(condition))" }
        }
        return condition
    }
}
