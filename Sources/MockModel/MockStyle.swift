/// The shape of the mocks written: whose naming and members they follow. Every style is
/// planned from the same requirements; only naming and rendering differ.
public enum MockStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// `fooCallCount`, `fooCallArgs`, `fooHandler`, `resetMock()`.
    case mockable
    /// `fooCallsCount`, `fooReceivedArguments`, `fooClosure`, `fooReturnValue`, `fooError`,
    /// `underlyingFoo`, `clearFunctionProperties()`: mocks written as `@Mock(…)` writes them.
    case ozon
    /// `fooCallCount`, `fooArgs`, `fooHandler`, `_foo`: mocks written as the sourcery
    /// `ProtocolMock` template writes them.
    case sourcery
    /// `Given(mock)`, `Verify(mock, n)`, `Perform(mock)`: strict mocks whose requirements forward
    /// to the typed channels of the `MockScope` runtime.
    case strict
}
