import Foundation

@main
struct Driver {
    static func main() async throws {
        let meter = MeterMock<Double>()
        meter.tickHandler = { step, unit in ["\(step)": Int(unit)] }
        expect(meter.tick(3, unit: 2.0) == ["3": 2], "a generic method of a public mock")
        meter._label = "m"
        expect(meter.label == "m", "a stored optional property")

        let register = RegisterMock()
        register.totalHandler = { _ in .success(4) }
        let total = try await register.total(of: meter)
        expect((try? total.get()) == 4, "an async method answers from its handler")
        register.reset { _ in }
        expect(register.resetCallCount == 1, "calls recorded")
        expect(
            Tally(count: 2).stamp == Date(timeIntervalSince1970: 2), "the module's own public import still serves it")
        if failures > 0 { exit(1) }
        print("OK")
    }
}
