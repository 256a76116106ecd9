import MockModel

/// How the tests use one protocol's mock.
public struct MockUsage: Sendable, Hashable {
    /// A place in a test file.
    public struct Site: Sendable, Hashable, Comparable {
        public var file: String
        public var line: Int
        public var column: Int

        public static func < (lhs: Site, rhs: Site) -> Bool {
            (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
        }

        public var description: String { "\(SourceLocation.printable(file)):\(line):\(column)" }
    }

    /// A function that names the mock or touches its members.
    public struct Test: Sendable, Hashable, Comparable {
        public var name: String
        public var site: Site
        /// `@Test` or XCTest's `test…`; otherwise a helper the tests call.
        public var isTest: Bool

        public static func < (lhs: Test, rhs: Test) -> Bool { lhs.site < rhs.site }
    }

    /// A generated member a test names, and the requirement it belongs to.
    public struct Use: Sendable, Hashable {
        public var site: Site
        /// The member as the test spells it, with its builder (`Given.fetch`) in the strict style.
        public var member: String
        public var requirement: String
        public var requirementLocation: SourceLocation
    }

    /// A place where the mock goes where its uses cannot be read.
    public struct Unknown: Sendable, Hashable {
        public var site: Site
        public var reason: String
    }

    public var protocolID: String
    public var mockName: String
    public var tests: [Test] = []
    public var uses: [Use] = []
    /// Requirements some test touches, with the members it names for each, in declaration order.
    public var touched: [(requirement: String, members: [String])] {
        var order: [String] = []
        var members: [String: [String]] = [:]
        for use in uses.sorted(by: { $0.requirementLocation < $1.requirementLocation }) {
            if members[use.requirement] == nil { order.append(use.requirement) }
            if members[use.requirement]?.contains(use.member) != true {
                members[use.requirement, default: []].append(use.member)
            }
        }
        return order.map { ($0, members[$0] ?? []) }
    }
    /// Requirements the mock witnesses that no test touches (neither stubs nor checks).
    public var untouched: [String] = []
    public var unknown: [Unknown] = []

    /// No test names the mock at all.
    public var isUnused: Bool { tests.isEmpty && uses.isEmpty }
}
