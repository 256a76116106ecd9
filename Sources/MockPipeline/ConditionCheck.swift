import MockDiscovery

/// Validation of a custom `#if` expression for fronts that do not read syntax themselves.
public enum ConditionCheck {
    /// nil when `expression` is a valid compilation condition, else what is wrong with it.
    public static func problem(in expression: String) -> String? {
        ConditionValidator.problem(in: expression)
    }
}
