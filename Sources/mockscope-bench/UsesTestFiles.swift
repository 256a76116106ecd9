import MockUses

/// The synthesized tests of the uses measurement, in one of two shapes.
struct UsesTestFiles {
    let tables: [MockMemberTable]
    let shape: UsesMeasurements.Shape

    func file(_ index: Int) -> String {
        switch shape {
        case .dense: dense(index)
        case .suites: suite(index)
        }
    }

    private func members(of table: MockMemberTable) -> [String] {
        table.entries.filter { $0.container == nil && $0.labels == nil }.prefix(4).map(\.name)
    }

    /// Two of every three files name mocks and touch some of their members in each of three
    /// short tests; the rest test plain code.
    private func dense(_ index: Int) -> String {
        var text = "import Testing\n@testable import App\n\nstruct Suite\(index) {\n"
        guard index % 3 != 2, !tables.isEmpty else {
            for test in 0..<6 {
                text += "    @Test func plain\(test)() {\n        let values = [\(index), \(test), 3].map { $0 * 2 }\n"
                text += "        #expect(values.count == 3)\n        #expect(values.reduce(0, +) > 0)\n    }\n\n"
            }
            return text + "}\n"
        }
        for test in 0..<3 {
            let table = tables[(index * 3 + test) % tables.count]
            text += "    @Test func uses\(test)() {\n        let mock = \(table.mockName)()\n"
            for member in members(of: table) { text += "        _ = mock.\(member)\n" }
            text += "        #expect(mock != nil)\n    }\n\n"
        }
        return text + "}\n"
    }

    /// A suite about as long as a source file: fixtures, then twelve tests of plain models; in
    /// two of every three files a mock is a stored property that three of the tests touch.
    private func suite(_ index: Int) -> String {
        let table = index % 3 == 2 || tables.isEmpty ? nil : tables[index % tables.count]
        var text = "import Foundation\nimport Testing\n@testable import App\n\nstruct Suite\(index) {\n"
        if let table { text += "    let service = \(table.mockName)()\n" }
        text += "    let titles = [\"first\", \"second\", \"third\"]\n\n"
        text += "    func model(_ identifier: Int) -> [String: Int] {\n"
        text += "        Dictionary(uniqueKeysWithValues: titles.enumerated().map { ($1, $0 + identifier) })\n    }\n\n"
        for test in 0..<12 {
            text += "    @Test func behaves\(test)() throws {\n"
            if let table, test % 4 == 0 {
                for member in members(of: table) { text += "        _ = service.\(member)\n" }
            }
            text += "        let made = model(\(test))\n"
            text += "        let sorted = made.keys.sorted().map { $0.uppercased() }\n"
            text += "        #expect(sorted.count == titles.count, \"\\(sorted) has \\(titles.count) titles\")\n"
            text += "        #expect(made.values.reduce(0, +) >= \(test * 3))\n    }\n\n"
        }
        return text + "}\n"
    }
}
