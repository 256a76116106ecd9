/// The builders of a member whose one argument Swift cannot equate with a one-element pack of
/// itself (`Any`, `any Sendable`: `Arguments == (repeat each V)` fails for them): the argument
/// is matched alone, with one `Parameter` of the member's whole argument type.
extension TypedMockMember {
    @discardableResult
    public func given(only parameter: Parameter<Arguments>) -> MockStub<Arguments, Ephemeral, Output, Failure> {
        given(ArgumentMatcher(only: parameter))
    }

    public func perform(only parameter: Parameter<Arguments>, action: @escaping (Arguments, Ephemeral) -> Void) {
        perform(ArgumentMatcher(only: parameter), action: action)
    }

    /// `Perform` with nonescaping callbacks, which the action gets unwrapped.
    public func perform<Callbacks>(
        only parameter: Parameter<Arguments>, callbacks action: @escaping (Arguments, Callbacks) -> Void
    ) where Ephemeral == MockCallbacks<Callbacks> {
        perform(ArgumentMatcher(only: parameter)) { arguments, callbacks in action(arguments, callbacks.value) }
    }

    @discardableResult
    public func verify(_ verification: MockVerification, only parameter: Parameter<Arguments>) -> VerificationResult {
        verify(verification, ArgumentMatcher(only: parameter))
    }

    public func calls(only parameter: Parameter<Arguments>) -> MockCalls<Arguments> {
        calls(ArgumentMatcher(only: parameter))
    }
}

extension TypedMockMember where Ephemeral == Void {
    public func perform(only parameter: Parameter<Arguments>, action: @escaping (Arguments) -> Void) {
        perform(ArgumentMatcher(only: parameter)) { arguments, _ in action(arguments) }
    }
}

extension ArgumentMatcher {
    /// One parameter over the whole argument.
    init(only parameter: Parameter<Arguments>) {
        self.init(
            specificity: parameter.isSpecific ? 1 : 0, description: "(\(parameter.description))",
            matches: { parameter.test($0) }, capture: { parameter.capture?($0) })
    }
}
