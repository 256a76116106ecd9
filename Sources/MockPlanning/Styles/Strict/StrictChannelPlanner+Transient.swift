import MockModel

/// What a transient channel (a requirement with noncopyable arguments, borrowed and never kept)
/// can take: the arguments of a method, matched per argument, whose call runs synchronously, or
/// of an initializer, which only counts its calls.
/// A generic requirement's transient channel is made per specialization.
extension StrictChannelPlanner {
    static func transientProblems(_ signature: WitnessSignature, arguments: [StrictArgument]) -> [String] {
        var problems: [String] = []
        // Swift 6.3 rejects a subscript's noncopyable parameters; a property has none.
        if case .subscript = signature.kind { return [Diagnostic.StrictReason.noncopyableSubscriptParameters] }
        // An initializer's channel only counts: it lends nothing.
        let lends: Bool
        if case .method = signature.kind { lends = true } else { lends = false }
        if lends && arguments.count > maximumLentArguments && arguments.contains(where: \.isLent) {
            problems.append(Diagnostic.StrictReason.tooManyLentArguments(maximumLentArguments))
        }
        return problems
    }

    /// A property's or subscript's noncopyable value comes from producers, each read its own,
    /// through a transient channel whose call never suspends.
    static func producesNoncopyableValue(_ getter: inout StrictChannel) {
        getter.isTransient = true
        getter.producesNoncopyable = true
        getter.isAsync = false
    }

    /// A setter of a noncopyable value borrows it, its last argument, for the call: its channel
    /// is transient too, and never keeps the value.
    static func borrowsNewValue(_ setter: inout StrictChannel, of getter: StrictChannel) {
        guard getter.producesNoncopyable, !setter.arguments.isEmpty else { return }
        setter.arguments[setter.arguments.count - 1].isBorrowed = true
        setter.isTransient = true
    }

    /// The most arguments the runtime's lending calls (`TransientArgumentsMember.call(_:_:matching:perform:)`)
    /// take: a witness lends its arguments when a closure could not capture one.
    static let maximumLentArguments = 4
}
