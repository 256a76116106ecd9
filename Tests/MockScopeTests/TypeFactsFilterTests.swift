import MockDiscovery
import Testing

/// The byte test that decides which files the type-facts pass parses: it may only skip files
/// that cannot declare a wanted typealias or `~Copyable` type.
struct TypeFactsFilterTests {
    func may(_ text: String, _ wanted: Set<String> = ["Service"]) -> Bool {
        Array(text.utf8).withUnsafeBytes { TypeFactsReader.mayDeclareFacts($0, wanted: wanted) }
    }

    @Test func aWantedTypealiasIsNeverSkipped() {
        #expect(may("public typealias Service = Base & Sendable\n"))
        #expect(may("struct S {\n    typealias\n        Service = Base\n}\n"))
        #expect(may("typealias /* note */ Service = Base\n"))
        #expect(may("typealias `Service` = Base\n"))
        #expect(may("struct Service: ~Copyable {}\n"))
    }

    @Test func otherMentionsAreSkipped() {
        #expect(!may("typealias Element = Int\nlet service = Service()\n"))
        #expect(!may("switch kind { case .typealias: break }\nlet typealiasKeyword = 1 // Service\n"))
        #expect(!may("struct Token: ~Copyable {}\n"))
        #expect(!may("typealias Service = Base\n", []))
    }

    func mayBeClosure(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBytes { TypeFactsReader.mayDeclareFacts($0, wanted: [], closureNames: ["Sink"]) }
    }

    /// A plain parameter's type matters only as a closure alias: a file is parsed for it only
    /// when the alias's target may be a function type.
    @Test func aParameterTypeIsWantedOnlyAsAClosureAlias() {
        #expect(mayBeClosure("typealias Sink = (String) throws -> Void\n"))
        #expect(mayBeClosure("public typealias Sink =\n    @Sendable (Int) -> Void\n"))
        #expect(mayBeClosure("typealias Sink /* a closure */ = Handler\n"))
        #expect(!mayBeClosure("typealias Sink = Int\n"))
        #expect(!mayBeClosure("typealias Sink<T> = (T) -> Void\n"), "generic aliases are never read")
        #expect(!mayBeClosure("typealias Source = (String) -> Void\nfunc f(_ s: Sink) {}\n"))
    }
}
