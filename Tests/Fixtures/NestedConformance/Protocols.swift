// An associated type tied back to the conforming type (the shape of swift-atomics'
// `AtomicValue where AtomicRepresentation.Value == Self`): a class nests a type conforming to
// `Storage` whose `Value` is the class itself.

/// @mockable
public protocol Storage {
    associatedtype Value
    static func pack(_ value: Value) -> Self
    func unpack() -> Value
}

/// @mockable
public protocol Packable where Packed: Storage, Packed.Value == Self {
    associatedtype Packed
    func describe() -> String
}

/// Code generic over the protocol, which the mock must satisfy.
func roundTrip<P: Packable>(_ value: P) -> P {
    P.Packed.pack(value).unpack()
}
