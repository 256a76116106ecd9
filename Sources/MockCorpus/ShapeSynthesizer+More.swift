/// Rarer requirement kinds: `#if` blocks, typealiases, metatypes, noncopyable and typed-throws
/// parameters, static and variadic subscripts, primary associated types' users.
extension ShapeSynthesizer {
    mutating func conditionalBlock(flavor: Flavor, allowsSelf: Bool) -> Member {
        let first = member(flavor: flavor, allowsSelf: allowsSelf, allowsConditional: false)
        let second = method()
        let condition = random.pick(["DEBUG", "os(Linux)", "canImport(Foundation)", "CUSTOM && !DEBUG"])
        let text = "#if \(condition)\n\(first.text)\n#else\n\(second.text)\n#endif"
        return Member(text: text, kind: "conditional." + first.kind)
    }

    mutating func rare() -> Member {
        let n = number
        return random.pick([
            Member(
                text: "typealias Callback\(n) = (Int) -> Void\nfunc on\(n)(_ callback: @escaping Callback\(n))",
                kind: "typealias.closure"),
            Member(
                text: "typealias Pair\(n) = (key: String, value: Int)\nfunc pair\(n)() -> Pair\(n)",
                kind: "typealias.tuple"),
            Member(
                text: "func make\(n)<T: Decodable>(_ type: T.Type, from data: Data) throws -> T",
                kind: "metatype.generic"),
            Member(text: "func kind\(n)(of type: User.Type) -> String", kind: "metatype"),
            Member(text: "func punch\(n)(_ ticket: borrowing Ticket) -> Int", kind: "noncopyable.borrowing"),
            Member(text: "func spend\(n)(_ ticket: consuming Ticket)", kind: "noncopyable.consuming"),
            Member(
                text: "func attempt\(n)(_ body: () throws(LoadError) -> Void) throws(LoadError)",
                kind: "closure.typed-throws"),
            Member(text: "func map\(n)<T>(_ value: inout T, _ transform: (T) -> T)", kind: "generic.closure-parameter"),
            Member(text: "func index\(n)<K: Hashable>(_ items: [K: Int]) -> [K]", kind: "generic.dictionary-key"),
            Member(text: "var legacy\(n): Int! { get set }", kind: "property.iuo"),
            Member(text: "func point\(n)() -> (x: Int, y: Int)", kind: "type.labeled-tuple"),
            Member(text: "static subscript(key\(n) key: String) -> Int { get }", kind: "subscript.static"),
            Member(text: "subscript(values\(n) values: Int...) -> Int { get }", kind: "subscript.variadic"),
            Member(text: "func edit\(n)(_ body: @escaping (inout Int) -> Void)", kind: "closure.inout"),
            Member(text: "func fresh\(n)() async throws -> sending Node", kind: "specifier.sending-result"),
            Member(
                text: "@available(*, deprecated)\nvar old\(n): Int { get set }", kind: "attribute.deprecated-property"),
            Member(text: "func sequence\(n)() -> any Sequence<Int>", kind: "type.existential"),
            Member(text: "func result\(n)<T: Sendable>(_ value: T) -> Result<T, LoadError>", kind: "generic.nested"),
            Member(text: "func optionalMaker\(n)<T>(_ make: (() -> T)?) -> T?", kind: "generic.optional-closure"),
            Member(
                text:
                    "func handler\(n)(_ handler: @escaping @Sendable (Result<[User], any Error>) async -> Void) async",
                kind: "closure.async-sendable"),
        ])
    }
}
