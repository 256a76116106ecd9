import Foundation
import MockModel
import MockPipeline

/// Type erasures of the protocols under a path that say `sourcery: TypeErasure` (or `TypeErase`),
/// written one after another below the imports a file of them needs.
enum ErasureSupport {
    struct Outcome {
        var text: String
        var diagnostics: [Diagnostic]
        var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    static func generate(_ path: String, all: Bool = false, imports: [String] = ["Foundation"]) throws -> Outcome {
        let scan = try Scanner().scan(path)
        let generator = MockGenerator(scan: scan)
        var texts: [String] = []
        var diagnostics: [Diagnostic] = []
        var importLines = imports.map { "import \($0)" }
        let models = scan.protocols.filter { all || isAnnotated($0) }.sorted {
            ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line)
        }
        for model in models {
            let erasure = generator.erasure(for: model, options: EffectiveOptions(condition: .always))
            diagnostics += erasure.diagnostics
            if let text = erasure.text { texts.append(text) }
            for declaration in erasure.sourceImports {
                let line =
                    declaration.condition.map { "#if \($0)\n\(declaration.text)\n#endif" } ?? declaration.text
                if !importLines.contains(line) { importLines.append(line) }
            }
        }
        return Outcome(text: (importLines + [""] + texts).joined(separator: "\n"), diagnostics: diagnostics)
    }

    static func isAnnotated(_ model: ProtocolModel) -> Bool {
        model.annotations.contains { line in
            line.contains("sourcery:") && (line.contains("TypeErasure") || line.contains("TypeErase"))
        }
    }
}
