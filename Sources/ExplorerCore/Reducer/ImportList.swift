import MockModel

/// The imports prompt's one-line spelling: `Foundation @testable App` means `import Foundation`
/// and `@testable import App`.
enum ImportList {
    static func spelling(of config: ProjectConfig) -> String {
        (config.imports + config.testableImports.map { "@testable \($0)" }).joined(separator: " ")
    }

    static func parse(_ text: String) -> (imports: [String], testableImports: [String]) {
        var imports: [String] = []
        var testable: [String] = []
        var nextIsTestable = false
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) {
            if word == "@testable" {
                nextIsTestable = true
                continue
            }
            if nextIsTestable { testable.append(word) } else { imports.append(word) }
            nextIsTestable = false
        }
        return (imports, testable)
    }
}
