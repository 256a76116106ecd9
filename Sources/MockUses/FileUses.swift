/// What one test file says about mocks, before it is matched with any mock's members: the raw
/// findings SwiftParser gives, cached by the file's stamp.
public struct FileUses: Sendable, Hashable, Codable {
    /// The function a finding sits in: a test, a helper, or the type around a stored property.
    public struct Enclosing: Sendable, Hashable, Codable {
        public var name: String
        public var line: Int
        /// `@Test`, or `test…` as XCTest finds tests.
        public var isTest: Bool
    }

    /// How a member is reached: on the mock itself, or through a strict builder.
    public enum Route: String, Sendable, Hashable, Codable {
        case direct, given, perform, verify, calls, state

        /// The strict DSL's entry point that hands out the route's builder (`Given(mock)`).
        static let entryPoints: [String: Route] = [
            "Given": .given, "Perform": .perform, "Verify": .verify, "Calls": .calls, "MockState": .state,
            // `VerifyInOrder { order in order.expect(mock).load() }`
            "expect": .verify,
        ]

        /// The builder type a strict mock declares for the route, nil for the mock itself.
        func builder(static isStatic: Bool) -> String? {
            let name: String? =
                switch self {
                case .direct: nil
                case .given: "GivenBuilder"
                case .perform: "PerformBuilder"
                case .verify: "VerifyBuilder"
                case .calls: "CallsBuilder"
                case .state: "StateBuilder"
                }
            return name.map { (isStatic ? "Static" : "") + $0 }
        }
    }

    /// `mock.fetchCallCount`, `Given(mock).fetch(.any)`: a member named on a mock.
    public struct Reference: Sendable, Hashable, Codable {
        public var mock: String
        public var route: Route
        /// Reached on the type (`FooMock.reset`, `Given(FooMock.self)`).
        public var onType: Bool
        public var member: String
        /// The argument labels when the member is called (`_` for none), nil when it is not.
        public var labels: [String]?
        /// Trailing closures of the call, which may stand for the last labelled parameters.
        public var trailingClosures: Int
        public var line: Int
        public var column: Int
        public var enclosing: Int?
    }

    /// A mock handed to a function whose parameter is not of the mock's type: what that
    /// function touches cannot be known from its spelling.
    public struct Handoff: Sendable, Hashable, Codable {
        public var mock: String
        public var callee: String
        /// The argument's label (`_` for none) and its position among the arguments.
        public var label: String
        public var position: Int
        public var line: Int
        public var column: Int
        public var enclosing: Int?
    }

    /// A function declared in the file whose parameters a mock may be passed through unseen:
    /// a generic parameter, `some`/`any`, or `AnyObject`/`Any`.
    public struct OpaqueHelper: Sendable, Hashable, Codable {
        public var name: String
        public var labels: [String]
        /// Positions of the parameters whose type hides the mock's.
        public var opaquePositions: [Int]
    }

    /// Where the file names a mock's type.
    public struct Mention: Sendable, Hashable, Codable {
        public var mock: String
        public var line: Int
        public var column: Int
        public var enclosing: Int?
    }

    public var enclosings: [Enclosing] = []
    public var references: [Reference] = []
    public var mentions: [Mention] = []
    public var handoffs: [Handoff] = []
    public var helpers: [OpaqueHelper] = []

    public init() {}

    /// Only the functions some finding sits in, renumbered in order: a reading that leaves out
    /// functions holding nothing of any mock finds the same.
    func keepingUsedEnclosings() -> FileUses {
        let used = Set(
            references.compactMap(\.enclosing) + mentions.compactMap(\.enclosing) + handoffs.compactMap(\.enclosing))
        var renumbered: [Int: Int] = [:]
        var trimmed = self
        trimmed.enclosings = []
        for index in enclosings.indices where used.contains(index) {
            renumbered[index] = trimmed.enclosings.count
            trimmed.enclosings.append(enclosings[index])
        }
        for index in trimmed.references.indices {
            trimmed.references[index].enclosing = trimmed.references[index].enclosing.flatMap { renumbered[$0] }
        }
        for index in trimmed.mentions.indices {
            trimmed.mentions[index].enclosing = trimmed.mentions[index].enclosing.flatMap { renumbered[$0] }
        }
        for index in trimmed.handoffs.indices {
            trimmed.handoffs[index].enclosing = trimmed.handoffs[index].enclosing.flatMap { renumbered[$0] }
        }
        return trimmed
    }

    /// Nothing of any mock: a file that names none.
    public var isEmpty: Bool { references.isEmpty && mentions.isEmpty && handoffs.isEmpty && helpers.isEmpty }
}
