import Foundation
import MockScope

/// What one stubbed call costs: a strict mock's channel against the default style's locked
/// handler call, on the same protocol, both as the generator writes them.
enum CallMeasurements {
    static func report(calls: Int) {
        let strict = StrictPingerMock()
        Given(strict).ping(.any).willReturn(1)
        let handled = PingerMock()
        handled.pingHandler = { _ in 1 }
        // Every call is recorded, so each round starts from an empty history.
        var strictTimes: [Double] = []
        var handlerTimes: [Double] = []
        for _ in 0..<5 {
            resetMock(strict, scopes: [.invocations])
            handled.pingCallArgs = []
            strictTimes.append(time(calls) { strict.ping($0) })
            handlerTimes.append(time(calls) { handled.ping($0) })
        }
        let strictCall = strictTimes.sorted()[2] / Double(calls)
        let handlerCall = handlerTimes.sorted()[2] / Double(calls)
        print("calls: \(calls) per round, median of 5 rounds")
        print(String(format: "default style (locked handler call): %8.3f µs a call", handlerCall * 1e6))
        print(
            String(
                format: "strict style (typed channel):        %8.3f µs a call  (%.1f× the handler call)",
                strictCall * 1e6, handlerCall > 0 ? strictCall / handlerCall : 0))
    }

    private static func time(_ calls: Int, _ call: (Int) -> Int) -> Double {
        var sum = 0
        let started = ContinuousClock.now
        for index in 0..<calls { sum &+= call(index) }
        let elapsed = (ContinuousClock.now - started).seconds
        // Keeps the loop from being optimized away.
        if sum == -1 { print(sum) }
        return elapsed
    }
}
