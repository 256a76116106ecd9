/// How one compiler job of a verification ran: what a front needs to say how long the rest of
/// its module will take, and why.
public struct VerificationJob: Sendable, Equatable {
    /// The job's wall-clock seconds.
    public var seconds: Double
    /// The module whose mocks it typechecked.
    public var module: String
    /// How many mocks that module's run typechecks in all.
    public var moduleMocks: Int

    public init(seconds: Double, module: String, moduleMocks: Int) {
        self.seconds = seconds
        self.module = module
        self.moduleMocks = moduleMocks
    }
}
