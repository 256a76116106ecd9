import Foundation

/// Runs parsing on threads of its own with large stacks. SwiftParser recurses once per level of
/// nesting and once per prefix keyword or `->` in a row, and Dispatch's worker threads have
/// stacks of half a megabyte: a few thousand levels overflow them and kill the process. The
/// nesting gauge keeps what reaches the parser within bounds measured to need a few megabytes
/// at most; the stack is reserved far larger so that even shapes the gauge does not measure
/// need hundreds of thousands of levels to exhaust it. Only touched pages cost memory.
///
/// A file whose parsing takes more processor time than the budget is given up (the gauge refuses
/// the shapes known to be slow before they are parsed; this is the net under shapes it does not
/// know): SwiftParser cannot be stopped, so its thread is abandoned (its result, if it ever comes, is dropped) and a fresh thread
/// takes the remaining files.
enum ParsingThreads {
    static let stackSize = 512 << 20

    /// Like `ParallelMap.map`: every core, input order kept. An item whose thread has spent
    /// `budget` of processor time on it is answered by `timedOut` instead. `answered` sees each item's output once, as
    /// it is written (items answered because the work was cancelled excepted).
    static func map<Input: Sendable, Output: Sendable>(
        _ items: [Input], budget: Duration? = nil, timedOut: (@Sendable (Input) -> Output)? = nil,
        cancellation: ScanCancellation? = nil, answered: (@Sendable (Output) -> Void)? = nil,
        _ transform: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        guard !items.isEmpty else { return [] }
        let work = ParsingWork(items: items, answered: answered, transform: transform)
        let count = min(ProcessInfo.processInfo.activeProcessorCount, items.count)
        let started = (0..<count).filter { _ in start(work) }.count
        if started == 0 {
            work.run()  // no thread could be made: parse here rather than not at all
            return work.results()
        }
        while !work.waitForCompletion(checkingEvery: 0.05) {
            if let cancellation, let timedOut, cancellation.isCancelled {
                work.cancelRemaining(answer: timedOut)
                break
            }
            guard let budget, let timedOut else { continue }
            for _ in work.abandonItems(runningLongerThan: budget, answer: timedOut) {
                // The abandoned thread keeps its core until the parse ends; a fresh one goes on
                // (or, failing that, this one: the rest is parsed rather than not at all).
                if !start(work) { work.run() }
            }
        }
        return work.results()
    }

    /// Starts a detached thread running `work`; false when none could be made.
    private static func start<Input, Output>(_ work: ParsingWork<Input, Output>) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0,
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0
        else { return false }
        let context = Unmanaged.passRetained(RunnableBox(work)).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(
            &thread, &attributes,
            { context in
                let box = Unmanaged<RunnableBox>.fromOpaque(context!).takeRetainedValue()
                box.work.run()
                return nil
            }, context)
        guard created == 0 else {
            Unmanaged<RunnableBox>.fromOpaque(context).release()
            return false
        }
        return true
    }
}

protocol Runnable: AnyObject, Sendable {
    func run()
}

private final class RunnableBox {
    let work: any Runnable
    init(_ work: any Runnable) { self.work = work }
}
