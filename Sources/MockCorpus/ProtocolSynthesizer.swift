/// Writes protocols that mix every requirement kind the generator supports, at random but
/// reproducibly, each one mockable (the combinations the spec reports as errors are avoided).
public struct ProtocolSynthesizer {
    public enum Flavor: CaseIterable, Sendable {
        case plain, sendable, actor, mainActor
    }

    private var random: SeededRandom

    public init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// Value types the protocols mention; declare them with `supportDeclarations`.
    public static let supportDeclarations = """
        import Foundation

        struct Token: Sendable, Equatable {}
        struct Record: Sendable, Equatable {}
        struct FetchError: Error {}
        """

    static let types = ["Int", "String", "[Int]", "String?", "[String: Int]", "Token", "Record", "Set<String>", "Data"]

    public mutating func protocolDeclaration(named name: String) -> String {
        let flavor = random.pick(Flavor.allCases)
        var header = "/// @mockable\n"
        switch flavor {
        case .plain: header += "protocol \(name) {"
        case .sendable: header += "protocol \(name): Sendable {"
        case .actor: header += "protocol \(name): Actor {"
        case .mainActor: header += "@MainActor\nprotocol \(name) {"
        }
        var lines = [header]
        let count = Int.random(in: 2...7, using: &random)
        for index in 0..<count {
            lines.append("    " + requirement(index: index, flavor: flavor))
        }
        if random.chance(25) {
            lines += [
                "    #if DEBUG", "    func traced(_ id: Int) -> Int", "    #else",
                "    func traced(_ id: String) -> Int", "    #endif",
            ]
        }
        if flavor != .actor && random.chance(15) { lines.append("    init(seed: Int)") }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private mutating func requirement(index: Int, flavor: Flavor) -> String {
        let name = random.pick(["load", "fetch", "save", "update", "sync", "item\(index)"])
        let type = random.pick(Self.types)
        switch Int.random(in: 0..<12, using: &random) {
        case 0: return "var value\(index): \(type) { get }"
        case 1: return "var setting\(index): \(type) { get set }"
        case 2: return "var token\(index): \(type) { get async throws }"
        case 3: return "subscript(key\(index): String, at\(index) position: Int) -> \(type) { get }"
        case 4: return "func \(name)<T>(_ value: T, tag\(index): \(type)) -> [T]"
        case 5: return "func \(name)(_ items: inout [Int], flag\(index): Bool) -> \(type)"
        case 6: return "func \(name)(note\(index) message: @autoclosure () -> String)"
        case 7: return "func \(name)(id\(index): Int) throws(FetchError) -> \(type)"
        case 8: return "static func \(name)Shared(_ count: Int, n\(index): Int) -> \(type)"
        case 9: return "func \(name)(_ body: () -> Void, label\(index): \(type))"
        case 10: return "func \(name)(values\(index): Int...) async -> \(type)"
        default:
            let effects = random.pick(["", " async", " throws", " async throws"])
            return "func \(name)(_ a: \(type), b\(index): Int)\(effects) -> \(type)"
        }
    }
}
