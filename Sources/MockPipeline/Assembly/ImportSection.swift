import MockModel

/// The imports of a file of mocks, kept typed until they are spelled: the imports asked for, then
/// those of the protocols' own files (so the mocks see the same types), each module once;
/// conditional ones keep their `#if`. `@testable` wins over a plain import. A source's
/// `public import` (or `package import`) stays one only when a mock in the file is that visible:
/// its signatures then repeat the protocol's, which needed the import, while an internal mock
/// with a `public import` would be warned about.
struct ImportSection {
    /// File-scope imports, then conditional ones, in the order they are written.
    var imports: [ImportDeclaration] = []

    /// `leaving` is the module the file is compiled in, whose import is left out.
    init(
        explicit: [ImportDeclaration], fromSources: [ImportDeclaration], widestAccess: AccessLevel,
        leaving module: String? = nil
    ) {
        let all = Set(explicit + fromSources).filter { $0.module != module }.map { $0.limited(to: widestAccess) }
        let testable = Set(all.filter(\.isTestable).map(\.module))
        let kept = Self.widenedAcrossConditions(all.filter { $0.isTestable || !testable.contains($0.module) })
        let plain = Self.merged(kept.filter { $0.condition == nil })
        let plainModules = Set(plain.map(\.module))
        imports = plain.sorted()
        let conditional = Dictionary(grouping: kept.filter { $0.condition != nil }) { $0.condition! }
        for (condition, group) in conditional.sorted(by: { $0.key < $1.key }) {
            imports += Self.merged(group).sorted().filter { !plainModules.contains($0.module) }.map {
                var spelled = $0
                spelled.condition = condition
                return spelled
            }
        }
    }

    /// Each import as a line, a conditional one inside its own `#if`.
    var lines: [MockFileHead.Line] {
        imports.flatMap { declaration -> [MockFileHead.Line] in
            let line = MockFileHead.Line(text: declaration.unconditionalText, module: declaration.module)
            guard let condition = declaration.condition else { return [line] }
            return [.directive("#if \(condition)"), line, .directive("#endif")]
        }
    }

    /// The lines, where an import differs from `narrow`'s (the same imports, as the mocks under
    /// no `#if` of their own need them) written as `wide(module)` says: under that condition as
    /// here, otherwise as `narrow` has it.
    func lines(narrowed narrow: ImportSection, wide: (String) -> String?) -> [MockFileHead.Line] {
        imports.flatMap { declaration -> [MockFileHead.Line] in
            let narrowed = narrow.imports.first {
                $0.module == declaration.module && $0.condition == declaration.condition
            }
            guard let narrowed, narrowed != declaration, let condition = wide(declaration.module) else {
                return Self([declaration]).lines
            }
            let choice: [MockFileHead.Line] = [
                .directive("#if \(condition)"),
                MockFileHead.Line(text: declaration.unconditionalText, module: declaration.module),
                .directive("#else"),
                MockFileHead.Line(text: narrowed.unconditionalText, module: declaration.module),
                .directive("#endif"),
            ]
            guard let outer = declaration.condition else { return choice }
            return [.directive("#if \(outer)")] + choice + [.directive("#endif")]
        }
    }

    private init(_ imports: [ImportDeclaration]) { self.imports = imports }

    /// Every import of a module as `public` (or `package`) when any of them is: imports under
    /// different `#if`s may all be compiled into the file, and one module imported at two access
    /// levels in one file draws a warning.
    static func widenedAcrossConditions(_ imports: [ImportDeclaration]) -> [ImportDeclaration] {
        let widest = Dictionary(grouping: imports, by: \.module).mapValues { group in
            group.compactMap(\.access).max().flatMap { $0 >= .package ? $0 : nil }
        }
        return imports.map { declaration in
            var line = declaration
            // A module none of whose imports is public keeps each import's own access.
            if let access = widest[declaration.module] ?? nil { line.access = access }
            return line
        }
    }

    /// One import per module: the widest access and every attribute, since two imports of one
    /// module with different access in one file draw a warning.
    static func merged(_ imports: [ImportDeclaration]) -> [ImportDeclaration] {
        var byModule: [String: ImportDeclaration] = [:]
        for declaration in imports {
            var line = declaration
            line.condition = nil
            guard var existing = byModule[line.module] else {
                byModule[line.module] = line
                continue
            }
            existing.attributes = Array(Set(existing.attributes + line.attributes)).sorted()
            existing.access = [existing.access, line.access].compactMap { $0 }.max()
            byModule[line.module] = existing
        }
        return Array(byModule.values)
    }
}

extension ImportDeclaration {
    /// `@testable import App`; the attribute leads wherever a source writes it so.
    var isTestable: Bool { attributes.first == "@testable" }

    var isImplementationOnly: Bool { attributes.contains("@_implementationOnly") }

    /// The line without its condition, which the section writes as an `#if` around it.
    var unconditionalText: String {
        var line = self
        line.condition = nil
        return line.text
    }

    /// `public` and `package` imports are written only as wide as `widest` allows; an explicit
    /// `internal` one stays explicit, as the module's own files have it.
    func limited(to widest: AccessLevel) -> ImportDeclaration {
        var line = self
        switch access {
        case .public?, .open?: line.access = widest >= .public ? .public : widest >= .package ? .package : nil
        case .package?: line.access = widest >= .package ? .package : nil
        case nil: line.access = nil
        default: line.access = .internal
        }
        return line
    }
}
