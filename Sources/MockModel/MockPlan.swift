/// Everything the renderer needs to write one mock; built by planning, read by rendering.
public struct MockPlan: Hashable, Sendable {
    public var mockName: String
    public var usesLock: Bool

    public init(mockName: String, usesLock: Bool) {
        self.mockName = mockName
        self.usesLock = usesLock
    }
}
