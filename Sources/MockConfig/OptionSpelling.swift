import MockDiscovery
import MockModel

/// How options are spelled on the command line and in `.mockscope.json`, checked the same way in both.
public enum OptionSpelling {
    /// The access levels a mock may be given; narrower ones could not serve the tests that use it.
    public static let accessLevels: [AccessLevel] = [.internal, .package, .public, .open]

    /// `debug`, `always` or a valid compilation-condition expression; otherwise what is wrong with it.
    public static func condition(_ spelling: String) -> Result<MockCondition, ConditionProblem> {
        let condition = MockCondition(spelling: spelling)
        if case .custom(let expression) = condition,
            let problem = ConditionValidator.problem(in: expression)
        {
            return .failure(ConditionProblem(description: problem))
        }
        return .success(condition)
    }
}

public struct ConditionProblem: Error, Sendable, CustomStringConvertible {
    public var description: String
}
