/// Ordinary Swift files: types, functions, comments and strings, about 150 lines each.
enum FillerSynthesizer {
    static func file(index: Int, decoy: Bool, random: inout SeededRandom) -> String {
        var lines = ["import Foundation", ""]
        if decoy {
            lines.append(
                random.pick([
                    "// This type conforms to the protocol defined elsewhere.",
                    "/* A protocol witness table lives here:\n   protocol Hidden {} is only a comment. */",
                    "let note = \"the protocol Example is described in docs\"",
                    "/// Implements protocol conformance for `Feature\(index)`.",
                ]))
        }
        for part in 0..<Int.random(in: 4...8, using: &random) {
            lines += [
                "struct Model\(index)x\(part): Equatable, Sendable {",
                "    var identifier: Int",
                "    var title: String",
                "    var tags: [String] = []",
                "",
                "    func summary(prefix: String) -> String {",
                "        let joined = tags.joined(separator: \", \")",
                "        return \"\\(prefix) \\(title) [\\(joined)] #\\(identifier)\"",
                "    }",
                "",
                "    mutating func retitle(_ newTitle: String) {",
                "        guard !newTitle.isEmpty else { return }",
                "        title = newTitle",
                "    }",
                "}",
                "",
                "func compute\(index)x\(part)(_ values: [Int]) -> Int {",
                "    values.filter { $0 % 2 == 0 }.map { $0 * 3 }.reduce(0, +)",
                "}",
                "",
            ]
        }
        return lines.joined(separator: "\n")
    }
}
