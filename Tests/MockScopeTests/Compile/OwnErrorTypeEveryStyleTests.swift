import Foundation
import MockModel
import Testing

/// A module that declares its own `Error`: a bare `throws(Error)` and `Error` in a requirement
/// are the module's type, while what the mock throws of its own accord is `Swift.Error`.
@Suite(.serialized)
struct OwnErrorTypeEveryStyleTests {
    static let ownError = """
        public struct Error: Swift.Error, Equatable {
            public var code: Int
            public init(code: Int) { self.code = code }
        }

        public protocol Vault {
            func open() throws -> Int
            func seal(_ value: Int) throws(Error)
            func lastProblem() -> (any Swift.Error)?
            func report(_ problem: any Swift.Error) async
            func recover(from failure: Error) async throws -> Bool
            var failure: Error? { get }
            var code: Int { get throws(Error) }
            func retry(_ attempt: () throws(Error) -> Void) throws(Error)
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aModulesOwnErrorStaysItsOwn(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Vault.swift": Self.ownError], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.mocks.contains("throws(Error)"), "\(built.mocks)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }

    /// In the default style a typed `throws(Error)` handler throws the module's error, which
    /// reaches the caller as it was thrown.
    static let driver = """
        @main enum Driver {
            static func main() {
                let mock = VaultMock()
                mock.sealHandler = { value throws(Error) in throw Error(code: value) }
                do {
                    try mock.seal(7)
                    fatalError("did not throw")
                } catch {
                    guard error.code == 7 else { fatalError("got \\(error)") }
                }
                print("OK")
            }
        }

        """

    @Test func theDefaultMockThrowsTheModulesError() throws {
        let built = try EveryStyleCompile.compile(["Vault.swift": Self.ownError], style: .mockable, driver: Self.driver)
        #expect(built.status == 0, "driver failed:\n\(built.output)\n\(built.mocks)")
    }
}
