import Foundation

@main
struct Driver {
    static func main() {
        let checks: any DeprecatedChecks = OzonChecks()
        checks.run()
        if failures > 0 { exit(1) }
        print("OK")
    }
}

struct OzonChecks: DeprecatedChecks {
    @available(*, deprecated)
    func run() {
        let mock = GroupMock()
        var joined: [String?] = []
        mock.joinOldClosure = { joined.append($0?.name) }
        mock.join(old: OldDevice(name: "a"))
        mock.join(old: nil)
        expect(mock.joinOldCallsCount == 2 && joined == ["a", nil], "join reaches its closure")
        expect(mock.joinOldReceivedArguments.map { $0?.name } == ["a", nil], "join records its arguments")
        mock.legacy = OldDevice(name: "b")
        expect(mock.legacy.name == "b", "the deprecated property keeps its value")
        mock.lookupIdReturnValue = OldDevice(name: "r")
        expect((try? mock.lookup(3))?.name == "r", "lookup answers its return value")
        mock.clearFunctionProperties()
        expect(mock.joinOldReceivedArguments.isEmpty && mock.joinOldClosure == nil, "clearing empties the log")
        expect(mock.joinOldCallsCount == 2, "clearing keeps the call count")
        mock.clearVariableProperties()
        expect(mock.underlyingLegacy == nil, "clearing resets the property")
        GroupMock.register(OldDevice(name: "c"))
        expect(GroupMock.registerDeviceCallsCount == 1, "the static call is counted")
        GroupMock.clearStaticProperties()
        expect(GroupMock.registerDeviceReceivedArguments.isEmpty, "static clearing empties the log")
        let shared = SharedGroupMock()
        shared.join(old: OldDevice(name: "d"))
        expect(shared.joinOldReceivedArguments.map { $0?.name } == ["d"], "the locked mock records the call")
        shared.clearFunctionProperties()
        expect(shared.joinOldReceivedArguments.isEmpty, "the locked mock clears its log")
    }
}
