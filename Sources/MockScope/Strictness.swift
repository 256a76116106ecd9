/// What an unstubbed call does: a `Void` member is satisfied by a matching `Perform` (or is a
/// required initializer's record), defaults apply to nonthrowing instance members, untyped
/// throws get `MockError.unstubbed`, and anything else stops: it cannot legally throw our error.
func strictFallback<Output, Failure: Error>(
    owner: MockOwner, member: String, arguments: String, hint: String, satisfied: Bool, failing: Failure.Type
) throws(Failure) -> Output {
    if Output.self == Void.self, satisfied { return () as! Output }
    if Failure.self == Never.self, !owner.isStatic, owner.defaults != .strict {
        if Output.self == Void.self { return () as! Output }
        if owner.defaults == .voidAndOptional, let none = (Output.self as? any MockOptional.Type)?.mockNone,
            let result = none as? Output
        {
            return result
        }
    }
    try strictFailure(member: member, arguments: arguments, hint: hint, failing: Failure.self)
}

/// An unstubbed call with no default: untyped throws get `MockError.unstubbed`, anything else
/// stops. Also all a member with a noncopyable result can do, whose value no default can make.
func strictFailure<Failure: Error>(member: String, arguments: String, hint: String, failing: Failure.Type)
    throws(Failure) -> Never
{
    let error = MockError.unstubbed(member: member, arguments: arguments, hint: hint)
    if let typed = error as? Failure { throw typed }
    preconditionFailure(error.description)
}

/// `Given(mock).temperature(for: …).willReturn(…)` from `temperature(for:)`; a specialization's
/// generic arguments (`decode(_:)<Int>`) are left out.
func givenHint(name fullName: String, receiver: String, outcome: String) -> String {
    let name = fullName.firstIndex(of: "<").map { String(fullName[..<$0]) } ?? fullName
    var call = name
    if let open = name.firstIndex(of: "("), name.hasSuffix(")") {
        let labels = name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ":")
        let arguments = labels.map { $0 == "_" ? "…" : "\($0): …" }.joined(separator: ", ")
        call = "\(name[..<open])(\(arguments))"
    }
    return "Given(\(receiver)).\(call)\(outcome)"
}

/// Lets `.voidAndOptional` produce `nil` for any optional result type.
protocol MockOptional { static var mockNone: Self { get } }
extension Optional: MockOptional { static var mockNone: Self { nil } }
