import Foundation
import MockModel
import Testing

/// Strict mocks that typecheck but once failed in the mandatory SIL passes (closure captures,
/// region isolation), compiled whole-module in Swift 6 mode with complete concurrency checking
/// and warnings as errors.
@Suite("Strict mocks through the SIL passes")
struct StrictSILShapesTests {
    static let sil = ["-wmo", "-emit-sil", "-o", "/dev/null"]

    /// `User` is borrowed and returned, so it is taken as noncopyable; it is copyable and trivial,
    /// so no closure may capture it: the witness lends its arguments to the channel. So does a
    /// borrowed `Int` beside a noncopyable `Ticket`.
    @Test func borrowedArgumentsThatMayBeCopyableAreLentToTheChannel() throws {
        let source = """
            struct User { var id = 0 }
            struct Ticket: ~Copyable { var number = 0 }
            protocol Profiles {
                func update(`default`: borrowing User, `class`: borrowing User) -> User
                func stamp(_ ticket: borrowing Ticket, _ count: borrowing Int) -> Bool
            }

            """
        let (outcome, status, output) = try StrictRealShapesTests.typecheck(source, mode: Self.sil)
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.formatted))")
        #expect(
            outcome.text.contains(
                "call(`default`, `class`, matching: { $0.0.matches($1) && $0.1.matches($2) }, perform: { $0($1, $2) })")
        )
        #expect(outcome.text.contains("mockMembers.stamp.call(ticket, count, matching:"))
        #expect(status == 0, "swiftc failed:\n\(output)")
    }

    /// The runtime lends at most four arguments: a fifth is refused where it is declared.
    @Test func moreArgumentsThanTheRuntimeLendsAreRefused() throws {
        let outcome = try StrictStyleTests.strict(
            """
            struct User { var id = 0 }
            protocol Profiles {
                func merge(_ user: borrowing User, _ a: Int, _ b: Int, _ c: Int, _ d: Int) -> User
                func blend(_ user: borrowing User, _ a: Int, _ b: Int, _ c: Int) -> User
            }

            """)
        let refusals = outcome.diagnostics.filter { $0.code == .strictUnsupported }
        #expect(refusals.map(\.location.line) == [3])
        #expect(refusals.first?.message.contains("lent to the channel, which takes at most 4") == true)
    }

    /// The closures around an actor's generic call are the actor's only if they use `self`: the
    /// channel is specialized inside them, so the callbacks and the escaping autoclosure stay.
    @Test func anActorsGenericCallWithCallbacksKeepsItsClosuresIsolated() throws {
        let source = """
            protocol Runner: Actor {
                func run<T>(_ first: ((T) -> Int) -> Int, in second: () throws -> Int, in later: @autoclosure @escaping () -> Int) async -> [String: T]
                func walk<T>(_ step: () -> Int, after: @autoclosure @escaping () -> Int) async -> T
            }

            """
        let (outcome, status, output) = try StrictRealShapesTests.typecheck(source, mode: Self.sil)
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.text.contains("await (self.mockMembers.walk.specialized(T.self) as TypedMockMember<"))
        #expect(status == 0, "swiftc failed:\n\(output)")
    }
}
