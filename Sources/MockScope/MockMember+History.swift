extension TypedMockMember: MockChannel {
    func reset(_ scopes: MockResetScopes) {
        lock.withLock { state in
            if scopes.contains(.invocations) { state.invocations.removeAll() }
            if scopes.contains(.stubs) { state.stubs.removeAll() }
            if scopes.contains(.actions) { state.actions.removeAll() }
        }
    }

    func timeline() -> [MockTimelineEntry] {
        lock.withLock { state in
            state.invocations.map {
                MockTimelineEntry(
                    sequence: $0.sequence, description: "\(labeledName) \(describeArguments($0.arguments))",
                    verified: $0.verified, member: ObjectIdentifier(self))
            }
        }
    }

    func markVerified(_ sequences: Set<UInt64>) {
        lock.withLock { state in
            for index in state.invocations.indices where sequences.contains(state.invocations[index].sequence) {
                state.invocations[index].verified = true
            }
        }
    }

    /// The arguments of the matching calls, oldest first; marks nothing.
    func arguments(matching matcher: ArgumentMatcher<Arguments>) -> [Arguments] {
        lock.withLock { $0.invocations.map(\.arguments).filter(matcher.matches) }
    }

    /// The sequence numbers of the matching calls.
    func sequences(matching matcher: ArgumentMatcher<Arguments>) -> Set<UInt64> {
        lock.withLock { Set($0.invocations.filter { matcher.matches($0.arguments) }.map(\.sequence)) }
    }
}

extension TypedMockMember {
    /// Checks the matching calls against `verification`'s count and marks them when it holds, or
    /// adds an expectation to the in-order verification it belongs to.
    @discardableResult
    public func verify<each V>(_ verification: MockVerification, _ parameters: repeat Parameter<each V>)
        -> VerificationResult
    where Arguments == (repeat each V) {
        verify(verification, ArgumentMatcher(repeat each parameters))
    }

    func verify(_ verification: MockVerification, _ matcher: ArgumentMatcher<Arguments>) -> VerificationResult {
        let expectation = "\(qualifiedName) \(matcher.description)"
        switch verification.mode {
        case .inOrder(let order):
            order.append(
                MockOrderExpectation(description: "\(labeledName) \(matcher.description)", member: self) { [self] in
                    sequences(matching: matcher)
                })
            return .success
        case .count(let count):
            let (matched, all) = lock.withLock { state in
                let indices = state.invocations.indices.filter { matcher.matches(state.invocations[$0].arguments) }
                if count.contains(indices.count) {
                    for index in indices { state.invocations[index].verified = true }
                }
                return (indices.map { state.invocations[$0].arguments }, state.invocations.map(\.arguments))
            }
            for arguments in matched { matcher.capture(arguments) }
            guard !count.contains(matched.count) else { return .success }
            var message = "\(expectation) was expected \(count), but was called \(times(matched.count))"
            if !all.isEmpty {
                message += "; its calls: " + all.map(describeArguments).joined(separator: ", ")
            }
            let result = VerificationResult(isSuccess: false, message: message)
            verification.report(result)
            return result
        }
    }

    /// A live, typed history of the matching calls that marks nothing.
    public func calls<each V>(_ parameters: repeat Parameter<each V>) -> MockCalls<Arguments>
    where Arguments == (repeat each V) {
        calls(ArgumentMatcher(repeat each parameters))
    }

    func calls(_ matcher: ArgumentMatcher<Arguments>) -> MockCalls<Arguments> {
        MockCalls(member: "\(qualifiedName) \(matcher.description)") { [self] in arguments(matching: matcher) }
    }
}
