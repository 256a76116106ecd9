import Foundation

/// The processor time one thread has spent since this value was taken, on that thread. It
/// grows only while the thread runs, so a parse is bounded by the work it did, whatever else
/// the machine is running; a thread's clock is readable from any thread while it lives.
struct ThreadWork: Sendable {
    private let clock: clockid_t?
    private let start: Duration

    /// Taken on the thread to be measured.
    init() {
        var clock = clockid_t()
        guard pthread_getcpuclockid(pthread_self(), &clock) == 0, let now = Self.reading(clock) else {
            self.clock = nil
            start = .zero
            return
        }
        self.clock = clock
        start = now
    }

    /// Processor time spent since; zero when the clock cannot be read (the thread ended).
    var spent: Duration {
        guard let clock, let now = Self.reading(clock) else { return .zero }
        return now - start
    }

    private static func reading(_ clock: clockid_t) -> Duration? {
        var time = timespec()
        guard clock_gettime(clock, &time) == 0 else { return nil }
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
