import Foundation

@main
struct Driver {
    static func main() {
        let delegate = LegacyDelegateMock()
        delegate.didUpdate(3)
        expect(delegate.didUpdateCallArgs == [3], "a protocol bound by 'class' is mocked")
        let owner = LegacyOwnerMock()
        owner.delegate = delegate
        expect(owner.delegate === delegate, "its instances are class instances")
        if failures > 0 { exit(1) }
        print("OK")
    }
}
