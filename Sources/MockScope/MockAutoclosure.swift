/// Evaluates a throwing `@autoclosure` inside a typed-throws requirement: the closure's error
/// leaves the requirement as its declared type, and any other error stops the test, since the
/// requirement cannot throw it.
public enum MockAutoclosure {
    public static func evaluate<Value, Failure: Error>(
        _ body: () throws -> Value, throwing _: Failure.Type
    ) throws(Failure) -> Value {
        do {
            return try body()
        } catch {
            throw cast(error, to: Failure.self)
        }
    }

    nonisolated(nonsending) public static func evaluate<Value, Failure: Error>(
        _ body: () async throws -> Value, throwing _: Failure.Type
    ) async throws(Failure) -> Value {
        do {
            return try await body()
        } catch {
            throw cast(error, to: Failure.self)
        }
    }

    private static func cast<Failure: Error>(_ error: any Error, to _: Failure.Type) -> Failure {
        if let failure = error as? Failure { return failure }
        preconditionFailure("an autoclosure threw \(error), which a requirement throwing \(Failure.self) cannot throw")
    }
}
