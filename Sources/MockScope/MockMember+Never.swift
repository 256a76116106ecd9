/// Async requirements returning `Never`. Awaiting a call whose result is only known to be
/// `Never` makes the compiler warn that the hop back to the caller will never be executed; a
/// call declared `-> Never` lets it leave the hop out.
extension TypedMockMember where Output == Never {
    nonisolated(nonsending) public func callAsyncNever(_ arguments: Arguments, _ callbacks: Ephemeral)
        async throws(Failure) -> Never
    {
        let settled = await settle(arguments, callbacks)
        return try settled.get()
    }
}

extension TypedMockMember where Output == Never, Ephemeral == Void {
    nonisolated(nonsending) public func callAsyncNever(_ arguments: Arguments) async throws(Failure) -> Never {
        let settled = await settle(arguments, ())
        return try settled.get()
    }
}

extension TypedMockMember {
    /// The call's outcome as a value, awaited where `Output` is still generic.
    nonisolated(nonsending) fileprivate func settle(_ arguments: Arguments, _ callbacks: Ephemeral) async -> Result<
        Output, Failure
    > {
        do throws(Failure) {
            return .success(try await callAsync(arguments, callbacks))
        } catch {
            return .failure(error)
        }
    }
}
