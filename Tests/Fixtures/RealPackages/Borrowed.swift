// A generic result that may be noncopyable, which no erased (`Any`) handler can return, and
// spans, which borrow memory for the call only and so cannot be logged.

struct Ticket: ~Copyable {
    let number: Int
}

/// @mockable
protocol Provider: Sendable {
    func make<Value: ~Copyable>(_ key: String) -> Value
    func lookup<Value: ~Copyable>(_ key: String) async throws -> Value?
    func watch<Value: ~Copyable>(_ key: String, updates: (String) async throws -> Value) async throws -> Value
}

/// @mockable
protocol ByteReader {
    func checksum(_ bytes: Span<UInt8>) -> Int
    func write(_ raw: RawSpan, tag: String)
}
