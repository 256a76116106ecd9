import Foundation
import MockPipeline

/// The mocks of one verification cut into files typechecked by separate compiler jobs, run side
/// by side on the machine's cores. A compiler job's time and memory grow faster than the mocks it
/// holds (10,000 mocks in one job had not finished after 8 minutes, at 4 GB), and one job uses
/// one core; each job also reads the module's files again (about a second for 400 files).
enum VerificationChunks {
    /// How many mocks a job holds: fewer than the lower bound stay in one job, more than the
    /// upper bound are never in one (10,000 mocks took 318 s of compiler time in jobs of 500,
    /// 367 s in jobs of 1,000).
    static let sizes = 100...500

    /// Each mock stays in the chunk of the mocks it subclasses (the chunk's file declares them),
    /// so a chunk is whole families in their first order.
    static func split<Mock>(
        _ mocks: [Mock], root: (Mock) -> String, cores: Int, sizes: ClosedRange<Int> = sizes
    ) -> [[Mock]] {
        var families: [String: [Mock]] = [:]
        var order: [String] = []
        for mock in mocks {
            let key = root(mock)
            if families[key] == nil { order.append(key) }
            families[key, default: []].append(mock)
        }
        // A multiple of the cores in jobs, so that no core idles through the last round.
        let cores = max(cores, 1)
        let rounds = (mocks.count + cores * sizes.upperBound - 1) / (cores * sizes.upperBound)
        let jobs = max(cores * rounds, 1)
        let size = min(max((mocks.count + jobs - 1) / jobs, sizes.lowerBound), sizes.upperBound)
        // When jobs run in several rounds, the first is small: its marks (the mocks on screen,
        // which the explorer puts first) come in seconds instead of after a full job.
        let first = rounds > 1 ? sizes.lowerBound : size
        var chunks: [[Mock]] = []
        var chunk: [Mock] = []
        for key in order {
            chunk += families[key]!
            if chunk.count >= (chunks.isEmpty ? first : size) {
                chunks.append(chunk)
                chunk = []
            }
        }
        if !chunk.isEmpty || chunks.isEmpty { chunks.append(chunk) }
        return chunks
    }

    /// Runs `body` for every chunk index, at most `workers` at a time; the first error stops the
    /// chunks not started yet and is thrown.
    static func run(
        _ count: Int, workers: Int, _ body: @Sendable (Int) throws(VerificationError) -> VerificationResult
    ) throws(VerificationError) -> [VerificationResult] {
        let state = RunState(count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { _ in
            while let index = state.next() {
                do throws(VerificationError) {
                    state.finish(index, try body(index))
                } catch {
                    state.fail(error)
                }
            }
        }
        return try state.results()
    }

    private final class RunState: @unchecked Sendable {
        private let lock = NSLock()
        private var started = 0
        private var finished: [VerificationResult?]
        private var error: VerificationError?

        init(_ count: Int) { finished = Array(repeating: nil, count: count) }

        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard error == nil, started < finished.count else { return nil }
            started += 1
            return started - 1
        }

        func finish(_ index: Int, _ result: VerificationResult) {
            lock.lock()
            finished[index] = result
            lock.unlock()
        }

        func fail(_ failure: VerificationError) {
            lock.lock()
            if error == nil { error = failure }
            lock.unlock()
        }

        func results() throws(VerificationError) -> [VerificationResult] {
            lock.lock()
            defer { lock.unlock() }
            if let error { throw error }
            return finished.compactMap { $0 }
        }
    }
}
