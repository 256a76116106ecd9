// An executor-like protocol whose other parent, read from the toolchain's interface, declares
// the same requirement with qualified types (`_Concurrency.ExecutorJob`): one witness, not an
// overload the subclass would have to override.

/// @mockable
protocol JobLoop: AnyObject, Sendable {
    func enqueue(_ job: consuming ExecutorJob)
    func run()
}

/// @mockable
protocol SerialJobLoop: JobLoop, SerialExecutor {}

// An associated type whose default is `Never` (a handler with no outbound messages): no call
// can reach a method taking it, so its witness has no statement a full build warns about.

/// @mockable
protocol Emitting {
    associatedtype Out = Never
    func wrap(_ value: Out) -> Int
    func emitted() -> Int
}
