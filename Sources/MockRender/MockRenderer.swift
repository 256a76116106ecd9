import MockModel

/// Writes a `MockPlan` as Swift source. Reads only the plan: every name and type is decided there.
public struct MockRenderer: Sendable {
    public init() {}

    /// The file's own lock: `fileprivate`, so several generated files can live in one module.
    /// A pthread mutex, every outside name qualified by module or spelled by the C library, so a
    /// module that declares its own `Mutex` or `Lock` does not change what the helper means.
    /// From Swift 6.2 its pointer operations are marked `unsafe` and the class `@safe`, so a
    /// module built with strict memory safety gets no warning; older compilers skip that branch.
    public static let lockHelper = """
        #if compiler(>=6.2)
        \(lockClass(markingUnsafe: true))
        #else
        \(lockClass(markingUnsafe: false))
        #endif

        /// Static tracking state of generic mocks, one lock per specialization: a generic type
        /// cannot have static stored properties.
        fileprivate enum MockScopeStaticStorages {
            static let locks = MockScopeLock<[Swift.ObjectIdentifier: Swift.AnyObject]>([:])

            static func lock<State>(for type: Any.Type, _ make: () -> State) -> MockScopeLock<State> {
                locks.withLock { registry in
                    if let found = registry[Swift.ObjectIdentifier(type)] as? MockScopeLock<State> { return found }
                    let made = MockScopeLock<State>(make())
                    registry[Swift.ObjectIdentifier(type)] = made
                    return made
                }
            }
        }
        """

    private static func lockClass(markingUnsafe: Bool) -> String {
        let unsafe = markingUnsafe ? "unsafe " : ""
        return """
            /// Guards a mock's tracking state.
            \(markingUnsafe ? "@safe " : "")fileprivate final class MockScopeLock<State>: @unchecked Swift.Sendable {
                private var state: State
                private let mutex = Swift.UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

                init(_ state: State) {
                    self.state = state
                    \(unsafe)pthread_mutex_init(mutex, nil)
                }

                deinit {
                    \(unsafe)pthread_mutex_destroy(mutex)
                    \(unsafe)mutex.deallocate()
                }

                func withLock<Result, Failure: Swift.Error>(
                    _ body: (inout State) throws(Failure) -> Result
                ) throws(Failure) -> Result {
                    \(unsafe)pthread_mutex_lock(mutex)
                    defer { \(unsafe)pthread_mutex_unlock(mutex) }
                    return try body(&state)
                }
            }
            """
    }

    public func render(_ plan: MockPlan) -> String {
        renderWithOrigins(plan).text
    }

    /// The mock's text, and for each witness the lines (1-based, within the text) it occupies
    /// with the requirement it satisfies.
    public func renderWithOrigins(_ plan: MockPlan) -> RenderedMock {
        Self.declare(plan.declaration) { MockBodyRenderer(plan: plan).write(into: &$0) }
    }

    /// A mock type around its body: the `#if`s, availability and global actor, the declaration
    /// line. Every style's mock type is declared this way.
    static func declare(_ declaration: MockDeclaration, body: (inout CodeWriter) -> Void) -> RenderedMock {
        var writer = CodeWriter()
        var guards: [ConditionGuard] = []
        for condition in declaration.conditions {
            let opened = ConditionGuard(condition: condition, openingLine: writer.lineCount + 1, closingLine: 0)
            writer.directive(opened.opening(.compiled))
            guards.append(opened)
        }
        for attribute in declaration.availability { writer.line(attribute) }
        if let globalActor = declaration.globalActor { writer.line(globalActor) }
        writer.block(head(declaration), body)
        for index in guards.indices.reversed() {
            guards[index].closingLine = writer.lineCount + 1
            writer.directive(guards[index].closing(.compiled))
        }
        return RenderedMock(
            text: writer.text, origins: writer.origins, guards: guards, usesLock: writer.usesLockHelper)
    }

    /// `open class FooMock<Value: Sendable>: Foo, @unchecked Sendable where Value: Hashable`.
    static func head(_ declaration: MockDeclaration) -> String {
        var head = Spelling.access(declaration.access)
        if declaration.isFinal { head += "final " }
        head += "\(declaration.kind.rawValue) \(declaration.name)"
        if !declaration.genericParameters.isEmpty {
            let parameters = declaration.genericParameters.map { parameter in
                parameter.constraints.isEmpty
                    ? parameter.name : "\(parameter.name): \(parameter.constraints.joined(separator: " & "))"
            }
            head += "<\(parameters.joined(separator: ", "))>"
        }
        var conformances = declaration.superclass.map { [$0] } ?? []
        conformances.append(declaration.protocolName)
        conformances += declaration.conformances
        if declaration.isUncheckedSendable { conformances.append("@unchecked Sendable") }
        head += ": " + conformances.joined(separator: ", ")
        if !declaration.genericRequirements.isEmpty {
            head += " where \(declaration.genericRequirements.joined(separator: ", "))"
        }
        return head
    }
}
