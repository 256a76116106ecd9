import MockScope
import MockScopeTesting
import MockScopeXCTest
import Testing

/// Both adapters in one file: their names collide, and module qualification tells them apart.
@Suite("Strict runtime: both adapters")
struct AdapterTests {
    @Test func moduleQualifiedNamesPickTheAdapter() {
        let service = ServiceMock(defaults: .void)
        service.ping()
        MockScopeTesting.Verify(service, 1).ping()
        MockScopeXCTest.Verify(service, 1).ping()
        MockScopeXCTest.VerifyNoMoreInteractions(service)
        MockScopeXCTest.VerifyInOrder { order in order.expect(service).ping() }
        withKnownIssue {
            MockScopeTesting.Verify(service, 2).ping()
        }
    }
}
