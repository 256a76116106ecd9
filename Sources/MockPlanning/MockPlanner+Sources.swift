import MockModel

extension MockPlanner {
    /// The files a mock is made from: its protocol's and every scanned ancestor's, so a change
    /// to any of them can make the mock's exported file stale.
    public func sourceFiles(of model: ProtocolModel) -> [String] {
        let graph = InheritanceGraph(model, protocols: parents, aliases: facts.aliases)
        return Array(Set([model.location.file] + graph.ancestors.map(\.model.location.file))).sorted()
    }

    /// The names of every protocol the mock's protocol inherits from, nearest first.
    public func ancestorNames(of model: ProtocolModel) -> [String] {
        InheritanceGraph(model, protocols: parents, aliases: facts.aliases).ancestors.map(\.model.name)
    }
}
