import MockModel
import SwiftParser
import SwiftSyntax

/// Reads which requirements unconstrained extensions of the wanted protocols implement
/// (`extension Lockable { func lock() {} }`), as `func lock()` and `var lock`: a mock that
/// cannot declare a property and a method of one name leaves the implemented one to them.
public enum ExtensionDefaultsReader {
    /// Only the extensions of wanted names are parsed (see `SourceOutline.Target.extensions`); a
    /// slice the parser reports an error in, or that the walk cannot cut, is not trusted and the
    /// whole file is parsed. Nothing is read from a file that nests too deeply to parse safely
    /// (the scan skips those). Without `slicing`, the whole file: the reference for tests.
    public static func read(utf8: [UInt8], wanted: Set<String>, slicing: Bool = true) -> [String: Set<String>] {
        let outline = SourceOutline(utf8, target: .extensions, extended: Set(wanted.map { Array($0.utf8) }))
        guard outline.nestingExcesses.isEmpty else { return [:] }
        if slicing, let slices = outline.slices {
            guard !outline.candidates.isEmpty else { return [:] }
            let tree = FileDiscovery.masked(utf8, keeping: slices).withUnsafeBufferPointer { Parser.parse(source: $0) }
            if !tree.hasError { return collect(tree, wanted: wanted) }
        }
        return collect(utf8.withUnsafeBufferPointer { Parser.parse(source: $0) }, wanted: wanted)
    }

    private static func collect(_ tree: SourceFileSyntax, wanted: Set<String>) -> [String: Set<String>] {
        let collector = Collector(wanted: wanted)
        collector.walk(tree)
        return collector.defaults
    }

    private final class Collector: SyntaxVisitor {
        let wanted: Set<String>
        var defaults: [String: Set<String>] = [:]

        init(wanted: Set<String>) {
            self.wanted = wanted
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.trimmedDescription
            // A constrained extension implements nothing for a mock that may not meet it.
            guard wanted.contains(name), node.genericWhereClause == nil else { return .skipChildren }
            for item in node.memberBlock.members {
                let decl = item.decl
                if decl.as(FunctionDeclSyntax.self).map(Self.isStatic) == true
                    || decl.as(VariableDeclSyntax.self).map(Self.isStatic) == true
                {
                    continue
                }
                if let function = decl.as(FunctionDeclSyntax.self) {
                    let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
                    defaults[name, default: []].insert("func \(function.name.text)(\(labels.joined()))")
                } else if let variable = decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                        defaults[name, default: []].insert("var \(pattern.identifier.text)")
                    }
                }
            }
            return .skipChildren
        }

        // Only extensions are read: nothing else is entered.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        private static func isStatic(_ node: some WithModifiersSyntax) -> Bool {
            node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        }
    }
}
