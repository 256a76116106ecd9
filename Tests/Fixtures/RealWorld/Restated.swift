// A child protocol restating a parent's get-only property as settable (swift-nio-http2's
// connection states do this): the child's mock must offer the setter.

/// @mockable
protocol HasWindows {
    var inbound: Int { get }
    var outbound: Int { get }
}

/// @mockable
protocol ReceivesData: HasWindows {
    var inbound: Int { get set }
    var state: String { get set }
}

/// Not mocked itself: its mock's parent is flattened into it.
protocol SendsData: HasWindows {
    var outbound: Int { get set }
}

/// @mockable
protocol SendsAndReceives: SendsData, ReceivesData {}

extension Driver {
    static func restated() {
        var receiver: any ReceivesData = ReceivesDataMock()
        receiver.inbound = 3
        receiver.state = "open"
        expect(receiver.inbound == 3 && receiver.state == "open", "a restated property is settable")
        let both = SendsAndReceivesMock()
        both.inbound = 1
        both.outbound = 2
        var asSender: any SendsData = both
        asSender.outbound = 5
        expect(both.inbound == 1 && both.outbound == 5, "settable through either parent")
        let windows: any HasWindows = both
        expect(windows.outbound == 5, "and readable through the grandparent")
    }
}
