import Foundation

@main
struct Driver {
    static func main() {
        let checks: any DeprecatedChecks = MockableChecks()
        checks.run()
        if failures > 0 { exit(1) }
        print("OK")
    }
}

struct MockableChecks: DeprecatedChecks {
    @available(*, deprecated)
    func run() {
        let mock = GroupMock()
        mock.joinHandler = { expect($0 == nil || $0?.name == "a", "join hands its argument over") }
        mock.join(old: OldDevice(name: "a"))
        mock.join(old: nil)
        expect(mock.joinCallCount == 2 && mock.joinCallArgs.map { $0?.name } == ["a", nil], "join records its calls")
        mock.legacy = OldDevice(name: "b")
        expect(mock.legacy.name == "b", "the deprecated property keeps its value")
        mock.lookupHandler = { OldDevice(name: "\($0)") }
        expect((try? mock.lookup(3))?.name == "3", "lookup answers from its handler")
        GroupMock.register(OldDevice(name: "c"))
        expect(GroupMock.registerCallCount == 1, "the static call is counted")
        mock.resetMock()
        expect(mock.joinCallCount == 0 && mock.joinHandler == nil, "resetMock clears deprecated state")
        let shared = SharedGroupMock()
        shared.join(old: OldDevice(name: "d"))
        expect(shared.joinCallArgs.map { $0?.name } == ["d"], "the locked mock records the call")
    }
}
