import Foundation

/// Runs parsing on threads of its own with large stacks. SwiftParser recurses once per level of
/// nesting and once per prefix keyword or `->` in a row, and Dispatch's worker threads have
/// stacks of half a megabyte: a few thousand levels overflow them and kill the process. The
/// nesting gauge keeps what reaches the parser within bounds measured to need a few megabytes
/// at most; the stack is reserved far larger so that even shapes the gauge does not measure
/// need hundreds of thousands of levels to exhaust it. Only touched pages cost memory.
enum ParsingThreads {
    static let stackSize = 512 << 20

    /// Like `ParallelMap.map`: every core, input order kept.
    static func map<Input: Sendable, Output: Sendable>(
        _ items: [Input], progress: (@Sendable (ScanProgress) -> Void)? = nil,
        _ transform: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        guard !items.isEmpty else { return [] }
        let work = SharedWork(items: items, progress: progress, transform: transform)
        let count = min(ProcessInfo.processInfo.activeProcessorCount, items.count)
        var threads: [pthread_t] = []
        for _ in 0..<count {
            if let thread = start(work) { threads.append(thread) }
        }
        if threads.isEmpty { work.run() }  // no thread could be made: parse here rather than not at all
        for thread in threads { pthread_join(thread, nil) }
        return work.results()
    }

    private static func start(_ work: some Runnable) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
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
            return nil
        }
        return thread
    }
}

private protocol Runnable: AnyObject, Sendable {
    func run()
}

private final class RunnableBox {
    let work: any Runnable
    init(_ work: any Runnable) { self.work = work }
}

/// The items, a cursor every thread takes the next index from, and one slot per result.
private final class SharedWork<Input: Sendable, Output: Sendable>: Runnable, @unchecked Sendable {
    private let items: [Input]
    private let transform: @Sendable (Input) -> Output
    private let progress: (@Sendable (ScanProgress) -> Void)?
    private var slots: [Output?]
    private var next = 0
    private var done = 0
    private let lock = NSLock()

    init(
        items: [Input], progress: (@Sendable (ScanProgress) -> Void)?, transform: @escaping @Sendable (Input) -> Output
    ) {
        self.items = items
        self.progress = progress
        self.transform = transform
        slots = Array(repeating: nil, count: items.count)
    }

    func run() {
        while let index = take() {
            let output = transform(items[index])
            let finished = lock.withLock {
                slots[index] = output
                done += 1
                return done
            }
            progress?(ScanProgress(filesDone: finished, filesTotal: items.count))
        }
    }

    private func take() -> Int? {
        lock.withLock {
            guard next < items.count else { return nil }
            next += 1
            return next - 1
        }
    }

    func results() -> [Output] { lock.withLock { slots.map { $0! } } }
}
