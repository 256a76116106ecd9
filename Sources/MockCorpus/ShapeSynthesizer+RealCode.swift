/// Shapes real modules have that once broke the mocks of some styles: closure and `Any` reached
/// through typealiases, `inout` initializers, enums with no case on this platform, result
/// builders and `@discardableResult` on requirements, generic tuple results.
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
}
