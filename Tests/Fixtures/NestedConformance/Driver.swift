import Foundation

@main
struct Driver {
    static func main() {
        nonisolated(unsafe) let mock = PackableMock()
        mock.describeHandler = { "packable" }
        expect(mock.describe() == "packable" && mock.describeCallCount == 1, "describe reaches its handler")
        nonisolated(unsafe) let packed = PackableMock.Packed()
        PackableMock.Packed.packHandler = { _ in packed }
        packed.unpackHandler = { mock }
        expect(roundTrip(mock) === mock, "the nested mock packs and unpacks the mock itself")
        expect(PackableMock.Packed.packCallArgs.first === mock, "the nested mock records the mock")
        if failures > 0 { exit(1) }
        print("OK")
    }
}
