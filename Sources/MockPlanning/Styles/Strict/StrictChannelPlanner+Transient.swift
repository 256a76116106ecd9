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
        for parameter in signature.parameters where parameter.requirement.isAutoclosure {
            problems.append(Diagnostic.StrictReason.transientAutoclosure(parameter.name))
        }
        return problems
    }

    /// A get-only property's noncopyable value comes from producers, each read its own, through
    /// a transient channel whose call never suspends. A settable one stays refused: its setter's
    /// channel would have to keep the value.
    static func producesNoncopyableValue(_ getter: inout StrictChannel) {
        getter.isTransient = true
        getter.producesNoncopyable = true
        getter.isAsync = false
    }

    /// The most arguments the runtime's lending calls (`TransientArgumentsMember.call(_:_:matching:perform:)`)
    /// take: a witness lends its arguments when a closure could not capture one.
    static let maximumLentArguments = 4
}
