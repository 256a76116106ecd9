/// The requirement kinds `ShapeSynthesizer` draws from. Member names carry a running number so
/// that two protocols of a graph never declare one name with two types, except where a clash is
/// the shape (overloads, names the mock's own members use).
extension ShapeSynthesizer {
    static let concreteTypes = [
        "Int", "String", "Bool", "Double", "[Int]", "[String: Int]", "Set<String>", "String?", "Int?", "User",
        "User?", "[User]", "Data", "URL", "(Int, String)", "Result<Int, LoadError>", "any Error", "Date", "Box<Int>",
        "[Int]?", "Any", "Node", "[String: [User]]", "UUID",
    ]
    static let genericTypes = ["T", "[T]", "T?", "Box<T>", "[String: T]"]

    mutating func pickType(_ generics: [String]) -> (String, generic: Bool) {
        if !generics.isEmpty, random.chance(45) {
            return (random.pick(Self.genericTypes), true)
        }
        return (random.pick(Self.concreteTypes), false)
    }

    mutating func method() -> Member {
        var kinds: [String] = []
        var generics: [String] = []
        var clause = ""
        var whereClause = ""
        if random.chance(30) {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: clause = "<T>"
            case 1: clause = "<T: Equatable>"
            case 2: clause = "<T: Sendable & Hashable>"
            case 3:
                clause = "<T>"
                whereClause = random.pick([
                    " where T: Codable", " where T: Sendable", " where T: Comparable & Sendable",
                ])
            default:
                clause = "<S: Sequence, T>"
                whereClause = " where S.Element == T"
            }
            generics = ["T"]
            kinds.append("generic" + (whereClause.isEmpty ? "" : ".where"))
        }
        let effect = random.pick(["", "", " async", " throws", " async throws", " throws(LoadError)", " rethrows"])
        let throwing = effect.contains("throws")
        var parameters: [String] = []
        var used: Set<String> = []
        if clause.hasPrefix("<S") { parameters.append("_ items: S") }
        for index in 0..<Int.random(in: 0...3, using: &random) {
            var (text, kind) = parameter(index: index, generics: generics, throwing: throwing, used: &used)
            if parameters.last?.hasSuffix("...") == true, text.hasPrefix("_ ") { text = "and" + text.dropFirst() }
            parameters.append(text)
            kinds.append(kind)
        }
        if !generics.isEmpty, !parameters.contains(where: { $0.contains("T") }) {
            parameters.append("generic: T")
        }
        if effect == " rethrows", !parameters.contains(where: { $0.contains("throws ->") }) {
            parameters.append("body: () throws -> Int")
        }
        var result = ""
        if random.chance(55) {
            let (returned, _) = random.chance(4) ? ("Never", false) : pickType(generics)
            result = " -> " + returned
        }
        if !effect.isEmpty { kinds.append("effect." + effect.trimmingCharacters()) }
        let name = random.pick(["load", "fetch", "save", "run", "send", "apply", "make", "find", "update"])
        let text =
            "func \(name)\(number)\(clause)(\(parameters.joined(separator: ", ")))\(effect)\(result)\(whereClause)"
        return Member(text: text, kind: (["method"] + kinds).joined(separator: "."))
    }

    /// One parameter: a label variant, a name that may be a keyword or a local the mock uses, and a
    /// type or a closure of some kind.
    mutating func parameter(index: Int, generics: [String], throwing: Bool, used: inout Set<String>) -> (
        String, String
    ) {
        var local = random.pick([
            "value", "item", "id", "newValue", "_handler", "result", "error", "`default`", "`class`", "args", "count",
        ])
        if used.contains(local) || random.chance(50) { local = "p\(index)" }
        used.insert(local)
        let label = random.pick(["", "", "_ ", "with ", "for ", "in "])
        let (plain, _) = pickType(generics)
        let generic = generics.first ?? "Int"
        let (spelled, kind): (String, String) =
            switch Int.random(in: 0..<18, using: &random) {
            case 0: ("inout \(plain)", "inout")
            case 1: ("\(plain.hasSuffix("?") ? "Int" : plain)...", "variadic")
            case 2: ("(Int) -> String", "closure")
            case 3: ("@escaping (Result<Int, LoadError>) -> Void", "closure.escaping")
            case 4: ("@escaping @Sendable () async -> Void", "closure.sendable")
            case 5: ("((String) -> Void)?", "closure.optional")
            case 6: ("@autoclosure () -> String", "autoclosure")
            case 7: (throwing ? "@autoclosure () throws -> Int" : "@autoclosure @escaping () -> Int", "autoclosure")
            case 8: ("() throws -> Int", "closure.throwing")
            case 9: ("some Sequence<Int>", "opaque")
            case 10: ("borrowing User", "specifier")
            case 11: ("@escaping () -> \(generic)", "closure.generic-result")
            case 12: ("((\(generic)) -> Void)?", "closure.generic-optional")
            case 13: ("((\(generic)) -> Int) -> Int", "closure.generic-nested")
            default: (plain, "plain")
            }
        return ("\(label)\(local): \(spelled)", kind)
    }

    mutating func property() -> Member {
        let (type, _) = pickType([])
        let name = random.pick(["value", "name", "count", "isEnabled", "items", "token", "state"]) + "\(number)"
        let isStatic = random.chance(15)
        let accessors = random.pick([
            "get", "get", "get set", "get set", "get async", "get throws", "get async throws", "get throws(LoadError)",
        ])
        let text = "\(isStatic ? "static " : "")var \(name): \(type) { \(accessors) }"
        return Member(text: text, kind: "property\(isStatic ? ".static" : "").\(accessors.dashed())")
    }

    mutating func subscriptRequirement() -> Member {
        let accessors = random.pick(["get", "get", "get set", "get set", "get async", "get throws", "get async throws"])
        let (result, _) = pickType([])
        if random.chance(15) {
            return Member(
                text: "subscript<T: Hashable>(item i: T) -> \(result) { get }", kind: "subscript.generic")
        }
        let first = random.pick(["_ index: Int", "key: String", "row r: Int", "_ id: UUID", "user: User"])
        let second = random.chance(30) ? ", " + random.pick(["column: Int", "_ flag: Bool", "default value: Int"]) : ""
        return Member(
            text: "subscript(\(first)\(second)) -> \(result) { \(accessors) }",
            kind: "subscript.\(accessors.dashed())")
    }

    mutating func initializer() -> Member {
        let text = random.pick([
            "init()", "init(name: String)", "init?(raw: Int)", "init(value: Int) throws", "init(items: [Int]) async",
            "init<T: Sendable>(seed: T)", "init(_ data: Data, options: [String: Int])",
            "init(handler: @escaping () -> Void)",
        ])
        return Member(text: text, kind: "init")
    }

    mutating func associatedType() -> Member {
        let n = number
        let pair =
            switch Int.random(in: 0..<7, using: &random) {
            case 0: ("associatedtype E\(n)\nfunc take\(n)(_ e: E\(n)) -> E\(n)", "plain")
            case 1: ("associatedtype K\(n): Hashable = String\nfunc key\(n)() -> K\(n)", "constrained-default")
            case 2: ("associatedtype V\(n) = Int\nvar current\(n): V\(n) { get set }", "default")
            case 3:
                (
                    "associatedtype C\(n): Collection = [Int] where C\(n).Element == Int\nfunc all\(n)() -> C\(n)",
                    "where"
                )
            case 4: ("associatedtype S\(n): Sendable = User\nfunc store\(n)(_ s: S\(n)) async", "sendable-default")
            case 5:
                (
                    "associatedtype I\(n): Comparable\nfunc wait\(n)(until deadline: Self.I\(n)) -> Self.I\(n)",
                    "self-qualified"
                )
            default: ("associatedtype R\(n): Codable\nfunc decode\(n)() -> R\(n)", "constrained-no-default")
            }
        return Member(text: pair.0, kind: "associatedtype.\(pair.1)")
    }

    mutating func selfRequirement() -> Member {
        let n = number
        return random.pick([
            Member(text: "func copy\(n)() -> Self", kind: "self.result"),
            Member(text: "func isSame\(n)(as other: Self) -> Bool", kind: "self.parameter"),
            Member(text: "static func make\(n)() -> Self", kind: "self.static"),
            Member(text: "func merged\(n)(with other: Self) -> Self?", kind: "self.optional"),
            Member(text: "var parent\(n): Self? { get }", kind: "self.property"),
        ])
    }

    mutating func overloads() -> Member {
        let n = number
        return random.pick([
            Member(
                text: "func get\(n)(url: URL) async -> String\nfunc get\(n)(url: URL) async throws -> Data",
                kind: "overload.effects"),
            Member(text: "func put\(n)(_ v: Int)\nfunc put\(n)(_ v: String)", kind: "overload.types"),
            Member(
                text: "func put\(n)()\nfunc put\(n)(_ item: Item)\nfunc put\(n)Item()", kind: "overload.suffix-taken"),
            Member(text: "func value\(n)() -> Int\nfunc value\(n)() -> String", kind: "overload.result"),
            Member(
                text: "subscript(slot\(n) i: Int) -> Int { get }\nsubscript(slot\(n) k: String) -> Int { get set }",
                kind: "overload.subscript"),
            Member(text: "init(host\(n): String)\ninit(host\(n): String, port: Int)", kind: "overload.init"),
            Member(text: "static func load\(n)() -> Int\nfunc load\(n)() -> Int", kind: "overload.static-instance"),
            Member(text: "func on\(n)(_ e: Int, _ f: Int)\nfunc on\(n)(e: Int, f: Int)", kind: "overload.labels"),
        ])
    }

    mutating func helperNameCollision() -> Member {
        let n = number
        return random.pick([
            Member(text: "func reset()", kind: "collision.reset"),
            Member(text: "func resetMock()", kind: "collision.resetMock"),
            Member(text: "func load\(n)()\nvar load\(n)CallCount: Int { get }", kind: "collision.callCount"),
            Member(text: "func load\(n)(_ x: Int)\nvar load\(n)Handler: String { get set }", kind: "collision.handler"),
            Member(text: "func load\(n)() -> Int\nfunc load\(n)CallArgs() -> [Int]", kind: "collision.callArgs"),
            Member(text: "var value\(n): Int { get }\nvar _value\(n): String { get }", kind: "collision.backing"),
            Member(text: "func handler\(n)(handler: @escaping () -> Void)", kind: "collision.handler-name"),
            Member(
                text: "func move\(n)(from: Int, to: Int, at `in`: String, `default`: Bool)", kind: "collision.keywords"),
            Member(text: "var handler: Int { get }", kind: "collision.handler-property"),
            Member(text: "init(name: String)\nvar initCallCount: Int { get }", kind: "collision.init"),
            Member(text: "subscript(i: Int) -> Int { get }\nfunc subscriptIntHandler()", kind: "collision.subscript"),
            Member(text: "var lock: Int { get }\nvar state: Int { get set }", kind: "collision.lock"),
            Member(text: "func `repeat`()", kind: "collision.escaped-name"),
        ])
    }

    mutating func attributed(flavor: Flavor) -> Member {
        let n = number
        var choices = [
            Member(text: "@available(*, deprecated, message: \"old\")\nfunc old\(n)()", kind: "attribute.deprecated"),
            Member(
                text: "@available(macOS 12, iOS 15, *)\nfunc modern\(n)() async -> Int", kind: "attribute.available"),
            Member(text: "@discardableResult\nfunc submit\(n)(_ v: Int) -> Bool", kind: "attribute.discardable"),
            Member(text: "static var shared\(n): Int { get }", kind: "static.property"),
            Member(text: "static func make\(n)(count: Int) async throws -> [User]", kind: "static.method"),
            Member(text: "static var config\(n): [String: Int] { get set }", kind: "static.property-set"),
            Member(text: "func give\(n)(_ node: sending Node)", kind: "specifier.sending"),
            Member(text: "func stream\(n)() -> AsyncStream<Int>", kind: "type.stream"),
            Member(text: "func perform\(n)(_ body: @MainActor @Sendable () -> Void)", kind: "closure.main-actor"),
        ]
        switch flavor {
        case .plain, .sendable:
            choices.append(Member(text: "mutating func mutate\(n)()", kind: "attribute.mutating"))
            choices.append(Member(text: "@MainActor func onMain\(n)() -> Int", kind: "attribute.main-actor-member"))
        case .mainActor, .mainActorSendable:
            choices.append(Member(text: "nonisolated func detached\(n)() -> Int", kind: "attribute.nonisolated"))
            choices.append(Member(text: "nonisolated var id\(n): Int { get }", kind: "attribute.nonisolated-property"))
        case .actor:
            choices.append(Member(text: "nonisolated func detached\(n)() -> Int", kind: "attribute.nonisolated"))
        case .anyObject:
            choices.append(Member(text: "@MainActor func onMain\(n)() -> Int", kind: "attribute.main-actor-member"))
        }
        return random.pick(choices)
    }
}

extension String {
    fileprivate func trimmingCharacters() -> String {
        String(drop(while: { $0 == " " }))
    }

    fileprivate func dashed() -> String {
        String(map { $0 == " " ? "-" : $0 })
    }
}
