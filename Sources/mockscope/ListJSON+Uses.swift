import MockUses

/// `uses` of a protocol in `list --json`: which tests use its mock and which of its
/// requirements they touch (docs/CLI.md). Null for a protocol that gets no mock.
extension ListJSON {
    struct UsesEntry: Encodable {
        let tests: [TestEntry]
        let touched: [TouchedEntry]
        let untouched: [String]
        let unknown: [UnknownEntry]
        let unused: Bool

        init(_ usage: MockUsage) {
            tests = usage.tests.map {
                TestEntry(name: $0.name, file: $0.site.file, line: $0.site.line, isTest: $0.isTest)
            }
            touched = usage.touched.map { touched in
                TouchedEntry(
                    requirement: touched.requirement, members: touched.members,
                    lines: usage.uses.filter { $0.requirement == touched.requirement }.map {
                        LineEntry(file: $0.site.file, line: $0.site.line, column: $0.site.column)
                    })
            }
            untouched = usage.untouched
            unknown = usage.unknown.map {
                UnknownEntry(file: $0.site.file, line: $0.site.line, column: $0.site.column, reason: $0.reason)
            }
            unused = usage.isUnused
        }
    }

    struct TestEntry: Encodable {
        let name: String
        let file: String
        let line: Int
        let isTest: Bool
    }

    struct TouchedEntry: Encodable {
        let requirement: String
        /// The generated members the tests name for it (`fetchCallCount`, `Given.fetch`).
        let members: [String]
        let lines: [LineEntry]
    }

    struct LineEntry: Encodable {
        let file: String
        let line: Int
        let column: Int
    }

    struct UnknownEntry: Encodable {
        let file: String
        let line: Int
        let column: Int
        let reason: String
    }
}
