/// Writes protocols that mix every requirement kind the generator supports, at random but
/// reproducibly, each one mockable: requirement shapes met in real packages, inheritance
/// graphs (parents, compositions, standard library parents, `Error`), associated types and
/// protocols inside `#if`.
public struct ProtocolSynthesizer {
    public enum Flavor: CaseIterable, Sendable {
        case plain, sendable, actor, mainActor
    }

    private var random: SeededRandom
    /// Earlier protocols a later one may refine: plain and Sendable ones, whose mocks are classes.
    private var parents: [String] = []
    /// Numbers properties across protocols: one name with two types in a graph has no witness.
    private var propertyCount = 0

    public init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// Value types the protocols mention; declare them with `supportDeclarations`.
    public static let supportDeclarations = """
        import Foundation

        struct Token: Sendable, Equatable {}
        struct Record: Sendable, Equatable {}
        struct FetchError: Error {}
        struct Ticket: ~Copyable { var number: Int }
        """

    static let types = ["Int", "String", "[Int]", "String?", "[String: Int]", "Token", "Record", "Set<String>", "Data"]

    public mutating func protocolDeclaration(named name: String) -> String {
        let flavor = random.pick(Flavor.allCases)
        let classMock = flavor == .plain || flavor == .sendable
        var inherited: [String] = []
        switch flavor {
        case .plain: break
        case .sendable: inherited.append(random.chance(20) ? "Error" : "Sendable")
        case .actor: inherited.append("Actor")
        case .mainActor: break
        }
        // A generic mock (constrained associated type) keeps no static state, so protocols with
        // associated types stand alone.
        let hasAssociatedType = classMock && random.chance(15)
        if classMock, !hasAssociatedType, !parents.isEmpty, random.chance(30) {
            let first = random.pick(parents)
            let second = random.pick(parents)
            inherited.append(first != second && random.chance(40) ? "\(first) & \(second)" : first)
        }
        if classMock, random.chance(20) {
            inherited.append(random.pick(["Hashable", "Equatable", "CustomStringConvertible", "Comparable"]))
        }
        var header = "/// @mockable\n" + (flavor == .mainActor ? "@MainActor\n" : "") + "protocol \(name)"
        if !inherited.isEmpty { header += ": " + inherited.joined(separator: ", ") }
        var lines = [header + " {"]
        if hasAssociatedType {
            lines.append("    associatedtype Element: Sendable")
            lines.append("    func element(at index: Int) -> Element")
        }
        let count = Int.random(in: 2...7, using: &random)
        for index in 0..<count {
            lines.append("    " + requirement(index: index, allowStatic: !hasAssociatedType))
        }
        if random.chance(25) {
            lines += [
                "    #if DEBUG", "    func traced(_ id: Int) -> Int", "    #else",
                "    func traced(_ id: String) -> Int", "    #endif",
            ]
        }
        if flavor != .actor && random.chance(15) { lines.append("    init(seed: Int)") }
        lines.append("}")
        if classMock && !hasAssociatedType { parents.append(name) }
        let declaration = lines.joined(separator: "\n")
        return random.chance(10) ? "#if canImport(Foundation)\n\(declaration)\n#endif" : declaration
    }

    private mutating func requirement(index: Int, allowStatic: Bool) -> String {
        let name = random.pick(["load", "fetch", "save", "update", "sync", "item\(index)"])
        let type = random.pick(Self.types)
        propertyCount += 1
        let property = propertyCount
        switch Int.random(in: 0..<21, using: &random) {
        case 0: return "var value\(property): \(type) { get }"
        case 1: return "var setting\(property): \(type) { get set }"
        case 2: return "var token\(property): \(type) { get async throws }"
        case 3: return "subscript(key\(index): String, at\(index) position: Int) -> \(type) { get }"
        case 4: return "func \(name)<T>(_ value: T, tag\(index): \(type)) -> [T]"
        case 5: return "func \(name)(_ items: inout [Int], flag\(index): Bool) -> \(type)"
        case 6: return "func \(name)(note\(index) message: @autoclosure () -> String)"
        case 7: return "func \(name)(id\(index): Int) throws(FetchError) -> \(type)"
        case 8 where allowStatic: return "static func \(name)Shared(_ count: Int, n\(index): Int) -> \(type)"
        case 9: return "func \(name)(_ body: () -> Void, label\(index): \(type))"
        case 10: return "func \(name)(values\(index): Int...) async -> \(type)"
        case 11: return "func \(name)(bytes\(index): some Sequence<UInt8>)"
        case 12: return "func \(name)<V: Decodable>(value\(index): inout V) -> V?"
        case 13: return "func \(name)(storage: Int, newValue: String, param0: Int, at\(index) x: Int!) -> Int!"
        case 14: return "func `\(name)Escaped\(index)`(_ check: @autoclosure () throws -> Bool)"
        case 15: return "func \(name)<E>(observe\(index): @escaping (E) -> Void)"
        case 16: return "func \(name)Maker\(index)<E>() -> (E) -> Void"
        case 17: return "func \(name)(ticket\(index): consuming Ticket) -> Int"
        case 18: return "func \(name)Copy\(index)() -> Self"
        case 19 where allowStatic: return "static subscript(slot\(index) position: Int) -> \(type) { get }"
        default:
            let effects = random.pick(["", " async", " throws", " async throws"])
            return "func \(name)(_ a: \(type), b\(index): Int)\(effects) -> \(type)"
        }
    }
}
