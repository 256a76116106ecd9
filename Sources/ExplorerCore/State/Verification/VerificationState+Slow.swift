import MockModel

extension VerificationState {
    /// A module whose mocks take longer than this to typecheck says why.
    static let slowModuleSeconds = 120.0

    /// While a run is under way, why each module that takes longer than two minutes does: under
    /// a protocol still waiting for its mark (its module is not known yet), every such module;
    /// under one already marked, its own module's.
    func slowVerificationNotes(for id: String) -> [Diagnostic] {
        slowModulePaces(for: id).sorted { ($0.module ?? "") < ($1.module ?? "") }.map { pace in
            let perSecond = Double(pace.mocks) / pace.seconds * Double(max(pace.workers, 1))
            return Diagnostic.slowVerification(
                module: pace.module ?? "", mocks: grouped(pace.moduleMocks),
                perSecond: grouped(Int(perSecond.rounded())), workers: max(pace.workers, 1),
                total: Self.duration(pace.seconds(for: pace.moduleMocks) ?? 0))
        }
    }

    /// The paces of the modules whose notes show under this protocol, without wording them
    /// (the diagnostics pane asks on every key whether it has rows).
    func slowModulePaces(for id: String) -> [VerificationPace] {
        guard !checking.isEmpty else { return [] }
        let waiting = checking.contains(id)
        return modulePaces.values.filter { pace in
            guard let module = pace.module, waiting || modules[id] == module else { return false }
            return (pace.seconds(for: pace.moduleMocks) ?? 0) > Self.slowModuleSeconds
        }
    }
}
