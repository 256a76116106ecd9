import MockModel

/// Where `FoundationEssentials` can be imported, the compiler credits the types it declares
/// (`Date`, `URL`) to it rather than to `Foundation`, which re-exports it. A file whose mocks
/// name only such types, beside a public `FoundationEssentials` import under `#if C`, would then
/// be warned that its `public import Foundation` is unused: there it is written plainly, and
/// public only `#if !C`, where `Foundation` is what declares them.
extension ImportSection {
    /// The section with a plain public `Foundation` import public only where the
    /// `FoundationEssentials` import is not: when `essentialsOnly` (no mock needs more of
    /// Foundation publicly) and every `FoundationEssentials` import is public under one condition.
    func publicFoundationOnlyWithoutEssentials(essentialsOnly: Bool) -> ImportSection {
        guard essentialsOnly,
            let foundation = imports.firstIndex(where: { $0.module == "Foundation" && $0.condition == nil }),
            let access = imports[foundation].access, access >= .package, imports[foundation].attributes.isEmpty
        else { return self }
        let essentials = imports.filter { $0.module == "FoundationEssentials" }
        guard let condition = essentials.first?.condition,
            essentials.allSatisfy({ $0.condition == condition && $0.access == access })
        else { return self }
        var plain = imports[foundation]
        plain.access = nil
        plain.condition = condition
        var wide = imports[foundation]
        wide.condition = Self.negated(condition)
        var section = self
        section.imports.remove(at: foundation)
        for line in [plain, wide] where !section.imports.contains(where: { Self.covers($0, line) }) {
            section.imports.removeAll { $0.module == line.module && $0.condition == line.condition }
            section.imports.append(line)
        }
        return section
    }

    /// Whether the types a mock names publicly from Foundation are all `FoundationEssentials`'
    /// (or it needs no Foundation import publicly); false when not known.
    static func namesOnlyEssentials(_ mock: GeneratedMock) -> Bool {
        guard (mock.options.access ?? .internal) >= .package,
            mock.sourceImports.contains(where: { $0.module == "Foundation" && ($0.access ?? .internal) >= .package })
        else { return true }
        guard let modules = mock.publicImportModules else { return false }
        guard modules.contains("Foundation") else { return true }
        guard let named = mock.namedTypes, !named.modules.contains("Foundation") else { return false }
        return named.free.allSatisfy { !FoundationNames.types.contains($0) || FoundationNames.essentials.contains($0) }
    }

    /// One import makes another superfluous: the same module, condition and attributes, as wide.
    private static func covers(_ line: ImportDeclaration, _ other: ImportDeclaration) -> Bool {
        line.module == other.module && line.condition == other.condition && line.attributes == other.attributes
            && (line.access ?? .internal) >= (other.access ?? .internal)
    }

    /// `!(C)`, or `!C` when `C` is one parenthesized group as the import reader writes it, so that
    /// it matches an `#else` branch's condition.
    static func negated(_ condition: String) -> String {
        var depth = 0
        for (offset, character) in condition.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 && offset < condition.count - 1 { return "!(\(condition))" }
        }
        return condition.hasPrefix("(") ? "!\(condition)" : "!(\(condition))"
    }
}
