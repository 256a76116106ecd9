import MockModel

/// Writes a `MockPlan` as Swift source. Reads only the plan: every name and type is decided there.
public struct MockRenderer: Sendable {
    public init() {}

    public static let lockImports = [
        "#if canImport(Synchronization)", "import Synchronization", "#endif",
    ]

    /// The file's own lock: `fileprivate`, so several generated files can live in one module.
    public static let lockHelper = """
        /// Guards a mock's tracking state; `Mutex` where the platform has it.
        fileprivate final class MockScopeLock<State>: @unchecked Sendable {
            private var state: State
            #if canImport(Synchronization)
            private let mutex = Mutex(())
            #else
            private let mutex = NSLock()
            #endif

            init(_ state: State) {
                self.state = state
            }

            func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
                #if canImport(Synchronization)
                mutex._unsafeLock()
                defer { mutex._unsafeUnlock() }
                #else
                mutex.lock()
                defer { mutex.unlock() }
                #endif
                return try body(&state)
            }
        }
        """

    public func render(_ plan: MockPlan) -> String {
        var writer = CodeWriter()
        if let condition = plan.condition { writer.directive("#if \(condition)") }
        for attribute in plan.attributes { writer.line(attribute) }
        let keyword = [plan.typeAccess, plan.kind.rawValue].filter { !$0.isEmpty }.joined(
            separator: " ")
        writer.block("\(keyword) \(plan.mockName): \(plan.conformances.joined(separator: ", "))") {
            body in
            MockBodyRenderer(plan: plan).write(into: &body)
        }
        if plan.condition != nil { writer.directive("#endif") }
        return writer.text
    }
}
