/// Writes protocols of random shapes for the generator's compile check (`mockscope-fuzz
/// shapes`): each requirement kind the generator claims to mock, combined with parameters,
/// effects, generics, access levels, actors and inheritance, reproducibly for a seed. A shape may
/// not typecheck on its own (two members that clash); the fuzzer drops those with the compiler.
public struct ShapeSynthesizer {
    /// One generated protocol; `members` are its requirement lines, each with the shape it shows.
    public struct Shape: Sendable, Equatable {
        public let name: String
        public let parents: [String]
        public let header: String
        public var members: [Member]

        public init(name: String, parents: [String], header: String, members: [Member]) {
            self.name = name
            self.parents = parents
            self.header = header
            self.members = members
        }

        public var text: String {
            (["\(header) {"] + members.map { "    " + $0.text.replacingNewlines() } + ["}"]).joined(separator: "\n")
        }
    }

    public struct Member: Sendable, Equatable {
        /// The requirement's text; several lines (an overload pair) are separated by newlines.
        public let text: String
        /// The kind of shape, for grouping findings ("method.inout", "subscript.get-set").
        public let kind: String
    }

    enum Flavor: CaseIterable {
        case plain, sendable, anyObject, actor, mainActor, mainActorSendable
    }

    /// Types the protocols use; written before the protocols.
    public static let supportDeclarations = """
        import Foundation

        public struct User: Sendable, Hashable, Codable { public var id = 0; public init() {} }
        public struct Item: Sendable, Equatable { public init() {} }
        public enum LoadError: Error, Equatable { case failed }
        public struct Box<Wrapped> { public var value: Wrapped }
        public final class Node: Sendable { public init() {} }
        public struct Ticket: ~Copyable { public var number = 0 }

        """ + realCodeDeclarations

    var random: SeededRandom
    var number = 0
    private var protocolCount = 0
    /// Earlier protocols of the call, with the throwing methods a child may restate.
    private var earlier: [(name: String, access: Int, flavor: Flavor, throwing: [String])] = []

    public init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// The next `count` protocols; later ones may refine earlier ones of the same call.
    public mutating func shapes(count: Int) -> [Shape] {
        earlier = []
        return (0..<count).map { _ in nextShape() }
    }

    mutating func nextShape() -> Shape {
        let index = protocolCount
        protocolCount += 1
        let name = random.chance(4) && !earlier.isEmpty ? "\(earlier[earlier.count - 1].name)Mock" : "Shape\(index)"
        let flavor = random.pick(Flavor.allCases)
        let access = random.chance(70) ? 0 : random.chance(60) ? 2 : 1  // internal, package, public
        var inherited: [String] = []
        switch flavor {
        case .plain, .mainActor: break
        case .sendable, .mainActorSendable: inherited.append("Sendable")
        case .anyObject: inherited.append(random.chance(50) ? "AnyObject" : "AnyObject, Sendable")
        case .actor: inherited.append("Actor")
        }
        var parents: [String] = []
        let candidates = earlier.filter { $0.access >= access }
        if !candidates.isEmpty, random.chance(25) {
            parents.append(random.pick(candidates).name)
            if random.chance(20) { parents.append(random.pick(candidates).name) }
            parents = Array(Set(parents)).sorted()
        }
        var attributes: [String] = []
        if flavor == .mainActor || flavor == .mainActorSendable { attributes.append("@MainActor") }
        if random.chance(5) { attributes.append("@available(macOS 13, iOS 16, *)") }
        let keyword = ["", "package ", "public "][access]
        let list = parents + inherited
        let header =
            (attributes + ["\(keyword)protocol \(name)\(list.isEmpty ? "" : ": " + list.joined(separator: ", "))"])
            .joined(separator: "\n")
        var members: [Member] = []
        let allowsSelf = flavor != .actor
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            members.append(member(flavor: flavor, allowsSelf: allowsSelf, allowsConditional: true))
        }
        // A child restating a parent's throwing method without `throws`.
        if let parent = parents.first, random.chance(30),
            let line = earlier.first(where: { $0.name == parent })?.throwing.first
        {
            members.append(Member(text: line.replacing(" throws", with: ""), kind: "restated.throws"))
        }
        // Only a method's own untyped `throws`: after its last parenthesis, the only one written.
        let throwing = members.map(\.text).filter { text in
            guard text.hasPrefix("func "), !text.contains("\n"), text.ranges(of: "throws").count == 1,
                let close = text.lastIndex(of: ")"), let effect = text.range(of: " throws ->")
            else { return false }
            return effect.lowerBound > close
        }
        earlier.append((name, access, flavor, throwing))
        return Shape(name: name, parents: parents, header: header, members: members)
    }

    mutating func member(flavor: Flavor, allowsSelf: Bool, allowsConditional: Bool) -> Member {
        number += 1
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<34: return method()
        case 34..<48: return property()
        case 48..<56: return subscriptRequirement()
        case 56..<62: return initializer()
        case 62..<70: return associatedType()
        case 70..<75 where allowsSelf: return selfRequirement()
        case 75..<83: return overloads()
        case 83..<90: return helperNameCollision()
        case 90..<95: return attributed(flavor: flavor)
        case 95..<97 where allowsConditional: return conditionalBlock(flavor: flavor, allowsSelf: allowsSelf)
        default:
            if random.chance(40) { return onceRefused(allowsSelf: allowsSelf) }
            return random.chance(40) ? realCode() : rare()
        }
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ")
    }
}
