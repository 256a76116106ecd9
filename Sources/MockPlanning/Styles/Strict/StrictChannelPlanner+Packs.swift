import MockModel

/// What a strict channel can do with a value pack (`func log<each T>(_ values: repeat each T)`):
/// the channel is made per specialization, its arguments are the pack's elements, one `Parameter`
/// each. What Swift 6.3 cannot compile or a builder could not select is refused.
extension StrictChannelPlanner {
    static func packProblems(_ signature: WitnessSignature, _ channels: [StrictChannel]) -> [String] {
        let packs = signature.genericParameters.filter(\.isPack).map(\.name)
        guard !packs.isEmpty else { return [] }
        var problems: [String] = []
        let recorded = signature.parameters.filter {
            if case .keyword("repeat", _) = $0.requirement.type { return true }
            return false
        }
        if recorded.count > 1 {
            problems.append(Diagnostic.StrictReason.severalPacks)
        }
        if case .subscript = signature.kind, channels.contains(where: { $0.role == .setter }) {
            problems.append(Diagnostic.StrictReason.settablePackSubscript)
        }
        return problems
    }
}
