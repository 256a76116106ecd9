import MockDiscovery
import Testing

/// What protocol extensions implement, read only where a mock would declare a property and a
/// method of one name.
struct ExtensionDefaultsTests {
    @Test func unconstrainedInstanceMembersOfWantedProtocolsAreRead() {
        let source = """
            extension Lockable {
                func lock() {}
                func lock(after delay: Int, _ reason: String) {}
                var locked: Bool { false }
                static func make() {}
            }
            extension Lockable where Self: AnyObject {
                func unlock() {}
            }
            extension Other {
                func lock() {}
            }
            """
        let defaults = ExtensionDefaultsReader.read(utf8: Array(source.utf8), wanted: ["Lockable"])
        #expect(defaults == ["Lockable": ["func lock()", "func lock(after:_:)", "var locked"]])
    }
}
