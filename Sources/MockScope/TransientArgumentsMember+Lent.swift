/// Calls that hand their borrowed arguments to the matchers and the action instead of letting
/// closures capture them. The generator uses them where an argument is only assumed
/// noncopyable (`@MockNoncopyable`, or a type the protocol both borrows and returns): if its type
/// is in fact copyable and trivial, Swift 6.3 lets no closure capture the borrowed value.
extension TransientArgumentsMember where Output: ~Copyable {
    /// One argument beside nonescaping callbacks, which the action takes after it.
    public func call<A: ~Copyable>(
        _ a: borrowing A, matching accepts: (Matchers, borrowing A) -> Bool, perform: (Action, borrowing A) -> Void
    ) throws(Failure) -> Output {
        try call(matching: { accepts($0, a) }, perform: { perform($0, a) })
    }

    public func call<A: ~Copyable, B: ~Copyable>(
        _ a: borrowing A, _ b: borrowing B,
        matching accepts: (Matchers, borrowing A, borrowing B) -> Bool,
        perform: (Action, borrowing A, borrowing B) -> Void
    ) throws(Failure) -> Output {
        try call(matching: { accepts($0, a, b) }, perform: { perform($0, a, b) })
    }

    public func call<A: ~Copyable, B: ~Copyable, C: ~Copyable>(
        _ a: borrowing A, _ b: borrowing B, _ c: borrowing C,
        matching accepts: (Matchers, borrowing A, borrowing B, borrowing C) -> Bool,
        perform: (Action, borrowing A, borrowing B, borrowing C) -> Void
    ) throws(Failure) -> Output {
        try call(matching: { accepts($0, a, b, c) }, perform: { perform($0, a, b, c) })
    }

    public func call<A: ~Copyable, B: ~Copyable, C: ~Copyable, D: ~Copyable>(
        _ a: borrowing A, _ b: borrowing B, _ c: borrowing C, _ d: borrowing D,
        matching accepts: (Matchers, borrowing A, borrowing B, borrowing C, borrowing D) -> Bool,
        perform: (Action, borrowing A, borrowing B, borrowing C, borrowing D) -> Void
    ) throws(Failure) -> Output {
        try call(matching: { accepts($0, a, b, c, d) }, perform: { perform($0, a, b, c, d) })
    }
}
