// Declarations outside any protocol that the mocks depend on.

struct Ticket: ~Copyable {
    var number: Int
}

#if compiler(>=6.2)
    typealias CompatSendable = SendableMetatype & Sendable
#else
    typealias CompatSendable = Sendable
#endif

typealias Handshake = Greeting & AnyObject

protocol Greeting {
    func hello() -> String
}

@available(*, deprecated, renamed: "Device")
struct Interface {}
