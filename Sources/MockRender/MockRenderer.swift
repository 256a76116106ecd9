import MockModel

/// Writes a `MockPlan` as Swift source. Reads only the plan: every name and type is decided there.
public struct MockRenderer: Sendable {
    public init() {}

    public static let lockImports = [
        "#if canImport(Synchronization)", "import Synchronization", "#else", "import Foundation", "#endif",
    ]

    /// The file's own lock: `fileprivate`, so several generated files can live in one module.
    /// Every outside name is module-qualified and only public API is called, so a module that
    /// declares its own `Mutex` or `NSLock` does not change what the helper means.
    public static let lockHelper = """
        /// Guards a mock's tracking state; `Mutex` where the platform has it.
        fileprivate final class MockScopeLock<State>: @unchecked Swift.Sendable {
            private var state: State
            #if canImport(Synchronization)
            private let mutex = Synchronization.Mutex<Swift.Void>(())
            #else
            private let mutex = Foundation.NSLock()
            #endif

            init(_ state: State) {
                self.state = state
            }

            func withLock<Result, Failure: Swift.Error>(
                _ body: (inout State) throws(Failure) -> Result
            ) throws(Failure) -> Result {
                #if canImport(Synchronization)
                return try mutex.withLock { (_: inout Swift.Void) throws(Failure) -> Result in
                    try body(&self.state)
                }
                #else
                mutex.lock()
                defer { mutex.unlock() }
                return try body(&state)
                #endif
            }
        }
        """

    public func render(_ plan: MockPlan) -> String {
        var writer = CodeWriter()
        if let branch = plan.branchCondition { writer.directive("#if \(branch)") }
        if let condition = plan.condition { writer.directive("#if \(condition)") }
        for attribute in plan.attributes { writer.line(attribute) }
        let keyword = [plan.typeAccess, plan.isFinal ? "final" : "", plan.kind.rawValue].filter { !$0.isEmpty }.joined(
            separator: " ")
        let generics = plan.genericParameters.isEmpty ? "" : "<\(plan.genericParameters.joined(separator: ", "))>"
        let requirements =
            plan.genericRequirements.isEmpty ? "" : " where \(plan.genericRequirements.joined(separator: ", "))"
        let head = "\(keyword) \(plan.mockName)\(generics): \(plan.conformances.joined(separator: ", "))\(requirements)"
        writer.block(head) {
            body in
            MockBodyRenderer(plan: plan).write(into: &body)
        }
        if plan.condition != nil { writer.directive("#endif") }
        if plan.branchCondition != nil { writer.directive("#endif") }
        return writer.text
    }
}
