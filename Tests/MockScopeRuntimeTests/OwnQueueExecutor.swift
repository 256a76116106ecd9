import Dispatch

/// Runs the jobs of the tasks that prefer it on a serial queue of its own instead of the shared
/// pool. The suite's synchronous tests (compilers, client package builds) can hold every thread of
/// that pool for minutes on a two-core machine; a test whose tasks must run while its wait counts
/// down would then time out however correct the runtime is.
final class OwnQueueExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "MockScopeRuntimeTests.OwnQueueExecutor")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
