import MockModel

/// Writes a `MockPlan` as Swift source.
public struct MockRenderer: Sendable {
    public init() {}

    public static let lockImports: [String] = []
    public static let lockHelper = ""

    public func render(_ plan: MockPlan) -> String { "" }
}
