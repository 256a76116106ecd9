import Foundation

/// The items, a cursor every thread takes the next index from, one slot per result, and the work
/// each running item has done: the processor time its thread spent on it, which a loaded machine
/// does not inflate as it does the time waited. Every slot is written once, under the lock: by
/// the thread that ran the item, or by the budget, whichever comes first; an abandoned item's
/// late result is dropped and its thread stops taking work.
final class ParsingWork<Input: Sendable, Output: Sendable>: Runnable, @unchecked Sendable {
    private let items: [Input]
    private let transform: @Sendable (Input) -> Output
    /// Sees each output written by a runner or the timeout, once, under the lock.
    private let answered: (@Sendable (Output) -> Void)?
    private var slots: [Output?]
    private var next = 0
    private var done = 0
    /// Items being run, with their thread's processor clock when they started.
    private var running: [Int: ThreadWork] = [:]
    private let condition = NSCondition()

    init(
        items: [Input], answered: (@Sendable (Output) -> Void)?, transform: @escaping @Sendable (Input) -> Output
    ) {
        self.items = items
        self.answered = answered
        self.transform = transform
        slots = Array(repeating: nil, count: items.count)
    }

    func run() {
        while let index = take() {
            let output = transform(items[index])
            guard fill(index, with: output, byRunner: true) else { return }
        }
    }

    private func take() -> Int? {
        condition.withLock {
            guard next < items.count else { return nil }
            next += 1
            running[next - 1] = ThreadWork()
            return next - 1
        }
    }

    /// Writes a slot unless it was written already; false when it was (the item was abandoned).
    /// The output is announced before the slot counts as done, so that every announcement is
    /// over once `waitForCompletion` says so.
    @discardableResult
    private func fill(_ index: Int, with output: Output, byRunner: Bool, announce: Bool = true) -> Bool {
        condition.withLock {
            if byRunner && running.removeValue(forKey: index) == nil { return false }
            guard slots[index] == nil else { return false }
            slots[index] = output
            if announce { answered?(output) }
            done += 1
            condition.broadcast()
            return true
        }
    }

    /// True once every slot is written; otherwise waits up to `seconds` for progress.
    func waitForCompletion(checkingEvery seconds: Double) -> Bool {
        condition.withLock {
            if done == items.count { return true }
            _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
            return done == items.count
        }
    }

    /// Answers every item whose thread has worked on it for `budget` or more with `answer`, and
    /// returns them.
    func abandonItems(runningLongerThan budget: Duration, answer: (Input) -> Output) -> [Int] {
        let late = condition.withLock {
            let late = running.filter { $0.value.spent >= budget }.map(\.key).sorted()
            for index in late { running[index] = nil }
            return late
        }
        for index in late { fill(index, with: answer(items[index]), byRunner: false) }
        return late
    }

    /// Takes no more items and answers every item not yet answered with `answer`: a running
    /// item's late result is then dropped, as for an abandoned one.
    func cancelRemaining(answer: (Input) -> Output) {
        let open = condition.withLock {
            next = items.count
            running = [:]
            return slots.indices.filter { slots[$0] == nil }
        }
        for index in open { fill(index, with: answer(items[index]), byRunner: false, announce: false) }
    }

    func results() -> [Output] { condition.withLock { slots.map { $0! } } }
}
