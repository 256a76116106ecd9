import SwiftParser
import SwiftSyntax

/// A target a `Package.swift` declares, as its text spells it.
public struct ManifestTarget: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case regular, test, executable, macro, plugin, system, binary

        /// The function that declares a target of this kind (`.testTarget(…)`).
        var function: String {
            switch self {
            case .regular: "target"
            case .test: "testTarget"
            case .executable: "executableTarget"
            case .macro: "macro"
            case .plugin: "plugin"
            case .system: "systemLibrary"
            case .binary: "binaryTarget"
            }
        }

        /// Whether the target compiles Swift into a module another target may import.
        public var isImportable: Bool { self == .regular || self == .executable || self == .macro }

        /// Where SwiftPM looks for the target's files when the manifest gives no `path:`.
        var defaultFolder: String {
            switch self {
            case .test: "Tests"
            case .plugin: "Plugins"
            default: "Sources"
            }
        }
    }

    public var name: String
    public var kind: Kind
    /// The folder of its files relative to the package, `path:` or SwiftPM's default.
    public var path: String

    public init(name: String, kind: Kind, path: String) {
        self.name = name
        self.kind = kind
        self.path = path
    }
}

/// The targets of a `Package.swift`, read with SwiftParser without running it: the manifest is
/// the project's own code. Targets whose name or path is computed rather than spelled as a
/// literal cannot be known this way and are left out.
public enum ManifestReader {
    public enum Outcome: Sendable, Hashable {
        case targets([ManifestTarget])
        /// The manifest has syntax errors: SwiftPM would not load it either.
        case unreadable(String)
    }

    public static func targets(inManifest text: String) -> Outcome {
        let tree = Parser.parse(source: text)
        if tree.hasError {
            let line = firstErrorLine(in: tree)
            return .unreadable("Package.swift does not parse\(line.map { " (line \($0))" } ?? "")")
        }
        let finder = TargetFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return .targets(finder.found)
    }

    private static func firstErrorLine(in tree: SourceFileSyntax) -> Int? {
        let converter = SourceLocationConverter(fileName: "Package.swift", tree: tree)
        for token in tree.tokens(viewMode: .all) where token.hasError || token.presence == .missing {
            return token.startLocation(converter: converter).line
        }
        return nil
    }

    private final class TargetFinder: SyntaxVisitor {
        var found: [ManifestTarget] = []

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let kind = ManifestTarget.Kind.allCases.first(where: { $0.function == member.declName.baseName.text }),
                !Self.isDependency(call),
                let name = Self.literal(labeled: "name", in: call)
            else { return .visitChildren }
            let path = Self.literal(labeled: "path", in: call) ?? "\(kind.defaultFolder)/\(name)"
            found.append(ManifestTarget(name: name, kind: kind, path: Self.trimmed(path)))
            // `.target(name:)` inside its `dependencies:` names a dependency, not a target.
            return .skipChildren
        }

        /// `.target(name: "Core")` in a `dependencies:` list, or in a `[Target.Dependency]`, is a
        /// dependency; in a `targets:` list it is a target. Elsewhere a call holding no more than a
        /// dependency's `name:` and `condition:` is taken for one.
        static func isDependency(_ call: FunctionCallExprSyntax) -> Bool {
            var node = call.parent
            while let current = node {
                if let argument = current.as(LabeledExprSyntax.self) {
                    if argument.label?.text == "dependencies" { return true }
                    if argument.label?.text == "targets" { return false }
                }
                if let binding = current.as(PatternBindingSyntax.self),
                    let type = binding.typeAnnotation?.type.trimmedDescription
                {
                    return type.contains("Dependency")
                }
                node = current.parent
            }
            let labels = Set(call.arguments.compactMap { $0.label?.text })
            return labels.isSubset(of: ["name", "condition"])
        }

        static func literal(labeled label: String, in call: FunctionCallExprSyntax) -> String? {
            guard let argument = call.arguments.first(where: { $0.label?.text == label }),
                let string = argument.expression.as(StringLiteralExprSyntax.self)
            else { return nil }
            var text = ""
            for segment in string.segments {
                // An interpolated name is computed when the manifest runs.
                guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
                text += piece.content.text
            }
            return text
        }

        /// `Sources/` and `./Sources` are the folder `Sources`.
        static func trimmed(_ path: String) -> String {
            var path = path
            while path.hasPrefix("./") { path.removeFirst(2) }
            while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
            return path.isEmpty ? "." : path
        }
    }
}
