extension GenerateOutcome {
    /// The standing of each exported mock's file, by protocol id; mocks sharing a file share
    /// its standing. Empty without an output.
    public func exportStandings(to target: OutputTarget) -> [String: ExportStanding] {
        guard let plan else { return [:] }
        let byPath = Dictionary(
            plan.files.map { ($0.path, ExportStanding($0.status)) }, uniquingKeysWith: { a, _ in a })
        var standings: [String: ExportStanding] = [:]
        for mock in mocks where mock.text != nil {
            if let standing = byPath[target.file(ofMock: mock.mockName)] { standings[mock.protocolID] = standing }
        }
        return standings
    }
}
