import MockUses
import Testing

/// What one test file says of mocks, read with SwiftParser: scopes, routes and handoffs.
@Suite("Mocks in use: reading a test file")
struct TestFileReaderTests {
    static func read(_ source: String) -> FileUses {
        TestFileReader.read(Array(source.utf8), mocks: ["FooMock", "BarMock"])
    }

    @Test func namesBoundToAMockInEachScopeReachItsMembers() {
        let found = Self.read(
            """
            final class Tests {
                var foo: FooMock!
                func testOne() {
                    foo.loadCallCount += 1
                    self.foo.loadHandler = nil
                    let bar = BarMock { Given($0).ping() }
                    if true { let foo = 3; _ = foo.bitWidth }
                    _ = bar.pingCallCount
                }
                func helper(_ bar: BarMock) { Verify(bar, 2).ping() }
            }
            """)
        let members = found.references.map { "\($0.mock).\($0.route.rawValue).\($0.member)@\($0.line)" }
        #expect(
            members == [
                "FooMock.direct.loadCallCount@4", "FooMock.direct.loadHandler@5", "BarMock.direct.init@6",
                "BarMock.given.ping@6",
                "BarMock.direct.pingCallCount@8", "BarMock.verify.ping@10",
            ])
        #expect(found.enclosings.map(\.name) == ["testOne()", "helper(_:)"])
        #expect(found.enclosings.map(\.isTest) == [true, false])
    }

    @Test func staticBuildersAndCallLabelsAreKept() {
        let found = Self.read(
            """
            @Test func statics() {
                Given(FooMock.self).make(.any, with: .any) { _ in }
                FooMock.resetCallCount = 0
            }
            """)
        #expect(found.references.count == 2)
        #expect(found.references[0].onType && found.references[0].route == .given)
        #expect(found.references[0].labels == ["_", "with"])
        #expect(found.references[0].trailingClosures == 1)
        #expect(found.references[1].onType && found.references[1].route == .direct)
    }

    @Test func aMockHandedToAGenericHelperIsNoted() {
        let found = Self.read(
            """
            func check<M>(_ mock: M, _ other: some Sendable) {}
            @Test func hands() {
                let foo = FooMock()
                check(foo, foo)
                Service(foo)
            }
            """)
        #expect(found.helpers.map(\.opaquePositions) == [[0, 1]])
        #expect(found.handoffs.map { "\($0.callee)#\($0.position)" } == ["check#0", "check#1", "Service#0"])
    }
}
