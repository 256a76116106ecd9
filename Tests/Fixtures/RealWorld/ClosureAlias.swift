// A closure parameter spelled through a typealias cannot escape either (GRDB's tokenizers):
// it is passed to the handler but never stored in the argument log.
typealias TokenSink = (_ token: String, _ flags: Int) throws -> Void

/// @mockable
protocol Tokenizer {
    func accept(token: String, sink: TokenSink) throws
}

extension Driver {
    static func closureAlias() throws {
        let tokenizer = TokenizerMock()
        tokenizer.acceptHandler = { token, sink in try sink(token.uppercased(), 1) }
        var seen: [String] = []
        try tokenizer.accept(token: "a") { token, _ in seen.append(token) }
        expect(seen == ["A"], "the aliased closure reaches the handler")
        expect(tokenizer.acceptCallArgs == ["a"], "and is left out of the argument log")
    }
}
