/// Shapes real modules have that once broke the mocks of some styles: closure and `Any` reached
/// through typealiases, `inout` initializers, enums with no case on this platform, result
/// builders and `@discardableResult` on requirements, generic tuple results; and shapes some
/// styles once refused though a hand-written class satisfies them (`onceRefused`).
extension ShapeSynthesizer {
    /// Declarations the real-code shapes name; written with `supportDeclarations`.
    static let realCodeDeclarations = """
        public typealias Responder = @Sendable (Int) -> String
        public typealias _Anything = Any
        public typealias Anything = _Anything
        public enum Platform {
            #if canImport(Darwin)
            case darwin
            #endif
        }
        public enum Nothing {}
        infix operator <~>: ComparisonPrecedence
        @resultBuilder public enum NumbersBuilder {
            public static func buildBlock(_ parts: Int...) -> [Int] { parts }
        }
        """

    mutating func realCode() -> Member {
        let n = number
        return random.pick([
            Member(text: "var responder\(n): Responder { get }", kind: "typealias.closure-property"),
            Member(text: "var anything\(n): Anything { get set }", kind: "typealias.any-property"),
            Member(text: "init(buffer\(n): inout [UInt8]) throws", kind: "init.inout"),
            Member(text: "func use\(n)(_ platform: Platform) -> Int", kind: "parameter.platform-enum"),
            Member(text: "func drop\(n)(_ nothing: Nothing, tag\(n): String)", kind: "parameter.empty-enum"),
            Member(text: "@NumbersBuilder var numbers\(n): [Int] { get }", kind: "attribute.result-builder"),
            Member(text: "@discardableResult\nfunc save\(n)(_ value: Int) -> Bool", kind: "attribute.discardable"),
            Member(text: "func pair\(n)<T>(_ value: T) -> (T, String)", kind: "generic.tuple-result"),
        ])
    }

    /// Generic `inout` parameters, closures taking a generic parameter, overloads told apart by
    /// their result only, a property no initializer requirement seeds, a noncopyable generic
    /// result a closure answers, operators.
    mutating func onceRefused(allowsSelf: Bool) -> Member {
        let n = number
        var shapes = [
            Member(text: "func update\(n)<Value>(_ value: inout Value, tag: String)", kind: "generic.inout"),
            Member(
                text:
                    "func relay\(n)<In: Sendable, Out: Sendable>(_ input: In, next: @Sendable (In) async throws -> Out) async throws -> Out",
                kind: "generic.closure-taking-generic"),
            Member(text: "func run\(n)() -> Int\nfunc run\(n)() async throws", kind: "overload.result-only"),
            Member(text: "var node\(n): Node { get }\ninit(label\(n): String)", kind: "init.unseeded-property"),
            Member(
                text: "func watch\(n)<R: ~Copyable>(_ body: (Int) async throws -> R) async throws -> R",
                kind: "generic.noncopyable-result"),
        ]
        if allowsSelf {
            shapes.append(Member(text: "static func * (lhs: Self, rhs: Self) -> Self", kind: "operator.infix"))
            shapes.append(Member(text: "static prefix func - (value: Self) -> Self", kind: "operator.prefix"))
            shapes.append(Member(text: "static func <~> (lhs: Self, rhs: Int) -> Bool", kind: "operator.custom"))
        }
        return random.pick(shapes)
    }
}
