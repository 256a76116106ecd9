import MockModel

/// What a transient channel (a requirement with noncopyable arguments, borrowed and never kept)
/// can take: the arguments of a method, matched per argument, whose call runs synchronously.
extension StrictChannelPlanner {
    static func transientProblems(_ signature: WitnessSignature, callbacks: [StrictArgument]) -> [String] {
        var problems: [String] = []
        guard case .method = signature.kind else {
            return ["a noncopyable argument needs a transient channel, which only methods have"]
        }
        if !signature.genericParameters.isEmpty {
            problems.append(
                "a generic requirement's noncopyable arguments have no transient channel; take them in one named wrapper parameter"
            )
        }
        if !callbacks.isEmpty {
            problems.append("a transient channel cannot hand nonescaping closures to Perform")
        }
        for parameter in signature.parameters where parameter.requirement.isAutoclosure {
            problems.append(
                "the autoclosure '\(parameter.name)' cannot be evaluated beside borrowed noncopyable arguments")
        }
        return problems
    }
}
