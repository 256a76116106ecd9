/// What MockScope writes for a protocol. Mocks are test code; the other kinds are production
/// code written into a file of their own, each selected by its own annotation.
public enum GeneratedKind: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// The test double, in the protocol's style (`<Protocol>Mock`).
    case mock
    /// The class that satisfies a dependency protocol by forwarding to a stored one
    /// (`sourcery: DuetComponent`).
    case component
    /// The `Any<Protocol>` wrapper of any conforming value (`sourcery: TypeErasure`).
    case typeErasure = "type-erasure"

    /// How `--kind` and `list --json` spell it.
    public var spelling: String { rawValue }

    /// The key of its settings in `.mockscope.json`; mocks keep the top-level `output`.
    public var configKey: String? {
        switch self {
        case .mock: nil
        case .component: "components"
        case .typeErasure: "typeErasures"
        }
    }

    /// The file written when its configured output is a folder, or is not given.
    public var fileName: String? {
        switch self {
        case .mock: nil
        case .component: "Components.swift"
        case .typeErasure: "TypeErasures.swift"
        }
    }

    /// `component`, `type erasure`: how messages name one.
    public var noun: String {
        switch self {
        case .mock: "mock"
        case .component: "component"
        case .typeErasure: "type erasure"
        }
    }

    /// `mock,component` as `--kind` takes it: each kind once, in the order of the cases, or
    /// the first word that names no kind.
    public static func list(_ spelling: String) -> (kinds: [GeneratedKind], unknown: String?) {
        var kinds: Set<GeneratedKind> = []
        for word in spelling.split(separator: ",", omittingEmptySubsequences: false) {
            guard let kind = GeneratedKind(rawValue: String(word)) else { return ([], String(word)) }
            kinds.insert(kind)
        }
        return (kinds.sorted(), nil)
    }

    /// `mock|component|type-erasure`, for help and messages.
    public static var choices: String { allCases.map(\.spelling).joined(separator: "|") }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
