import MockModel

/// How a strict witness evaluates an `@autoclosure` before recording its value: where the
/// requirement may throw what the closure throws and await what it awaits.
extension StrictChannelPlanner {
    /// The expression whose value is recorded (`value()`, `try await value()`, or through
    /// `MockAutoclosure.evaluate` into a typed error), or nil when the requirement cannot evaluate it.
    static func evaluation(of name: String, _ function: FunctionTypeRef, in effects: Effects) -> String? {
        guard !function.isAsync || effects.isAsync else { return nil }
        let suspension = function.isAsync ? "await " : ""
        let thrown = function.throwsClause.normalized
        switch (thrown, effects.throwsClause.normalized) {
        case (.none, _):
            return "\(suspension)\(name)()"
        case (_, .none):
            return nil
        case (_, .untyped), (_, .rethrows):
            // `rethrows` may throw whatever its autoclosure parameter throws.
            return "try \(suspension)\(name)()"
        case (let closure, .typed(let error)):
            if closure == .typed(error) { return "try \(suspension)\(name)()" }
            // Another error leaves a typed-throws requirement only as its own type, else it stops.
            return "try \(suspension)MockAutoclosure.evaluate(\(name), throwing: \(error).self)"
        }
    }
}
