import MockModel

extension Pipeline {
    /// Refuses the mocks that cannot be declared next to the others: a child whose parent mock is
    /// not generated, a second mock of one name, a mock named like a protocol of the scan; then,
    /// until nothing changes, every child of a mock so refused.
    static func refuseUndeclarable(
        _ mocks: inout [GeneratedMock], chosen: [ProtocolModel], scanned: [ProtocolModel]
    ) {
        var problems = unmockedParents(mocks, chosen) + duplicateNames(mocks, chosen)
        problems += namesTakenByProtocols(mocks, chosen, scanned)
        while !problems.isEmpty {
            for problem in problems {
                guard let index = mocks.firstIndex(where: { $0.protocolID == problem.protocolID }) else { continue }
                mocks[index].text = nil
                mocks[index].diagnostics.append(problem.diagnostic)
            }
            let generated = zip(mocks, chosen).filter { $0.0.text != nil }
            problems = unmockedParents(generated.map(\.0), generated.map(\.1))
        }
    }

    /// A protocol named `FooMock` leaves no room for the mock of `Foo`.
    static func namesTakenByProtocols(
        _ mocks: [GeneratedMock], _ chosen: [ProtocolModel], _ scanned: [ProtocolModel]
    ) -> [(protocolID: String, diagnostic: Diagnostic)] {
        let names = Set(scanned.map(\.qualifiedName))
        guard zip(mocks, chosen).contains(where: { names.contains($0.0.mockName) }) else { return [] }
        return zip(mocks, chosen).compactMap { mock, model in
            guard mock.text != nil,
                let taken = scanned.first(where: { other in
                    other.qualifiedName == mock.mockName
                        && !(model.branch.flatMap { mine in other.branch.map { mine.excludes($0) } } ?? false)
                })
            else { return nil }
            return (
                mock.protocolID,
                Diagnostic.mockNameTaken(
                    mock.mockName, byProtocolAt: taken.location, mocking: model.name, at: model.location)
            )
        }
    }
}
