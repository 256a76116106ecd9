import MockModel

/// Matches the files' findings with the mocks' rendered members: a name is a use only when it
/// is a member the mock declares for a requirement, reached the way the test reaches it.
struct UsesResolver {
    let tables: [String: MockMemberTable]
    /// The mock each protocol's mock subclasses, by protocol name.
    let mockOfProtocol: [String: String]
    let names: RequirementNames

    func usage(
        of table: MockMemberTable, protocolID: String, files: [(path: String, uses: FileUses)],
        helpers: [FileUses.OpaqueHelper]
    ) -> MockUsage {
        var usage = MockUsage(protocolID: protocolID, mockName: table.mockName)
        var tests = Set<MockUsage.Test>()
        let chain = self.chain(from: table)
        for (path, found) in files {
            func test(_ index: Int?) {
                guard let index else { return }
                let enclosing = found.enclosings[index]
                tests.insert(
                    MockUsage.Test(
                        name: enclosing.name, site: .init(file: path, line: enclosing.line, column: 1),
                        isTest: enclosing.isTest))
            }
            for mention in found.mentions where mention.mock == table.mockName { test(mention.enclosing) }
            for reference in found.references where reference.mock == table.mockName {
                let container = reference.route.builder(static: reference.onType)
                let entries = chain.flatMap {
                    $0.matches(
                        container: container, member: reference.member, labels: reference.labels,
                        trailingClosures: reference.trailingClosures)
                }
                guard let entry = entries.first else { continue }
                test(reference.enclosing)
                let spelled = container.map { $0.replacingOccurrences(of: "Builder", with: "") + "." } ?? ""
                usage.uses.append(
                    MockUsage.Use(
                        site: .init(file: path, line: reference.line, column: reference.column),
                        member: spelled + reference.member, requirement: names.name(of: entry.requirement),
                        requirementLocation: entry.requirement))
            }
            for handoff in found.handoffs where handoff.mock == table.mockName {
                guard
                    helpers.contains(where: {
                        $0.name == handoff.callee && $0.opaquePositions.contains(handoff.position)
                            && $0.labels.indices.contains(handoff.position)
                            && $0.labels[handoff.position] == handoff.label
                    })
                else { continue }
                test(handoff.enclosing)
                usage.unknown.append(
                    MockUsage.Unknown(
                        site: .init(file: path, line: handoff.line, column: handoff.column),
                        reason:
                            "\(table.mockName) is passed to \(handoff.callee)(…), whose parameter does not name its type: what it touches there cannot be known"
                    ))
            }
        }
        usage.tests = tests.sorted()
        let touched = Set(usage.uses.map(\.requirementLocation))
        let requirements = chain.flatMap(\.requirements)
        var seen = Set<SourceLocation>()
        usage.untouched = requirements.filter { !touched.contains($0) && seen.insert($0).inserted }.sorted()
            .map(names.name(of:))
        usage.uses.sort { $0.site < $1.site }
        return usage
    }

    /// The mock and the mocks it subclasses, nearest first.
    private func chain(from table: MockMemberTable) -> [MockMemberTable] {
        var chain = [table]
        var next = table.parentProtocol
        while let parent = next, let mock = mockOfProtocol[parent], let parentTable = tables[mock],
            !chain.contains(where: { $0.mockName == mock })
        {
            chain.append(parentTable)
            next = parentTable.parentProtocol
        }
        return chain
    }
}
