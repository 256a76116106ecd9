/// What a mock's name adds to its protocol's: `Mock` in `StoreMock`, or a project's own
/// (`Fake`, `Stub`). Checked to be the tail of an identifier where a front reads it.
public struct MockNameSuffix: Hashable, Sendable, Codable {
    public var text: String

    public init(_ text: String) { self.text = text }

    /// The suffix every style's mocks have unless another is chosen.
    public static let standard = MockNameSuffix("Mock")
}

extension MockNameSuffix: OptionValue {
    /// The one named suffix; any other is written freely.
    public static let choices: [MockNameSuffix] = [.standard]

    public var spelling: String { text }

    public init?(spelling: String) {
        guard !spelling.isEmpty else { return nil }
        self.init(spelling)
    }

    public init?(freeForm text: String) { self.init(spelling: text) }
}
