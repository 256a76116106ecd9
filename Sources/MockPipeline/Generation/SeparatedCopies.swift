import MockModel

/// One protocol declared again under another `#if` (once per platform, in two files) is one
/// protocol to the compiler: both copies are compiled together only in a configuration that
/// would declare it twice, which the module cannot build. Each later copy's mock is written
/// under its own condition and the negation of every earlier copy's, so at most one of the
/// mocks is compiled whatever the configuration, and neither is refused.
enum SeparatedCopies {
    /// Whether `later` is such a copy of `earlier`: the same protocol under an `#if` of each,
    /// not in sibling clauses of one block (those already exclude each other).
    static func isCopy(_ later: ProtocolModel, of earlier: ProtocolModel) -> Bool {
        guard later.qualifiedName == earlier.qualifiedName, later.id != earlier.id,
            let mine = later.branch, let theirs = earlier.branch
        else { return false }
        return !mine.excludes(theirs)
    }

    /// The branch each later copy's mock is written under, by protocol id: its own condition
    /// and the negated conditions of the copies scanned before it.
    static func branches(_ scanned: [ProtocolModel]) -> [String: DeclarationBranch] {
        var branches: [String: DeclarationBranch] = [:]
        for (index, model) in scanned.enumerated() {
            let earlier = scanned[..<index].filter { isCopy(model, of: $0) }
            guard var branch = model.branch, !earlier.isEmpty else { continue }
            let negations = earlier.compactMap(\.branch).map { "!(\($0.expression))" }
            branch.expression = (["(\(branch.expression))"] + negations).joined(separator: " && ")
            branches[model.id] = branch
        }
        return branches
    }
}
