import MockModel

/// Export's `i` over the mocks no test uses: the preview names them among what `i` stops
/// mocking, beside the protocols left out of the selection; they are preselected, so export
/// stops mocking them unless `i` keeps them.
extension ExplorerState {
    /// Selected protocols whose mock no test uses.
    public var selectedNoTestUses: [String] {
        Array(Set(protocols.filter { isSelected($0) && usage(for: $0)?.isUnused == true }.map(\.name))).sorted()
    }

    /// What `i` in the export preview stops or keeps mocking.
    public var exportDroppable: [String] {
        Array(Set(config.unselectedButMocked + selectedNoTestUses)).sorted()
    }

    /// The configuration the export saves: the protocols left out of the selection and those
    /// no test uses are no longer mocked, each as `i` left it.
    var exportSaving: ProjectConfig {
        var saving = config.toSave(droppingUnselected: config.dropsUnselected)
        guard config.dropsNoTestUses else { return saving }
        for name in selectedNoTestUses {
            var entry = saving.protocols[name] ?? ProtocolOverride()
            entry.include = false
            saving.protocols[name] = entry
        }
        return saving
    }
}
