import MockModel
import Testing

/// An initializer with nonescaping closures, or an autoclosure: a hand-written class conforms,
/// so every style mocks it. The strict mock records the other arguments and an autoclosure it can
/// evaluate, and never calls the closures it cannot (an effectful autoclosure), since an
/// initializer has no `Perform` to hand them to.
@Suite(.serialized)
struct InitializerCallbackTests {
    static let source = """
        public protocol Loader {
            init(name: String, _ configure: () -> Void)
            init(flag: Bool, onReady: (Int) throws -> Void) rethrows
        }

        public protocol Worker: Actor {
            init(_ setUp: () -> Void)
        }

        public protocol Named {
            init(name: @autoclosure () throws -> String) rethrows
        }

        public protocol Counter {
            init(count: @autoclosure () -> Int)
        }

        """

    static let driver = """
        import MockScope

        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            guard condition else { fatalError(message()) }
        }

        @main enum Driver {
            static func main() {
                var called = false
                let loader = LoaderMock(name: "a") { called = true }
                let other = LoaderMock(flag: true) { _ in called = true }
                let worker = WorkerMock { @Sendable in }
                let once = MockVerification(count: 1, report: { _ in })
                check(LoaderMock.VerifyBuilder(loader.mockMembers, once).initializer(name: .value("a")).isSuccess, "name")
                check(LoaderMock.VerifyBuilder(other.mockMembers, once).initializer(flag: .value(true)).isSuccess, "flag")
                check(WorkerMock.VerifyBuilder(worker.mockMembers, once).initializer().isSuccess, "worker")
                let named = NamedMock(name: "n")
                let counter = CounterMock(count: 3)
                check(NamedMock.VerifyBuilder(named.mockMembers, once).initializer().isSuccess, "named")
                check(CounterMock.VerifyBuilder(counter.mockMembers, once).initializer(count: .value(3)).isSuccess, "count")
                check(!called, "an initializer's closure was called")
                print("OK")
            }
        }

        """

    @Test func theStrictMockRecordsTheOtherArguments() throws {
        let outcome = try EveryStyleCompile.strict(Self.source, driver: Self.driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test(arguments: EveryStyleCompile.styles)
    func everyStyleBuildsWholeModule(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
