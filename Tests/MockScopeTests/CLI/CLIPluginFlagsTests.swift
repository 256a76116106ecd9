import Foundation
import Testing

/// What the build plugin tells `generate` of the target the mocks are compiled in.
@Suite struct CLIPluginFlagsTests {
    static let sources = [
        "Sources/App/Services.swift": """
        import MockScope

        @Mockable
        protocol Notifier {
            func notify(_ message: String)
        }

        /// @mockable
        protocol Inbox {
            var unread: Int { get }
        }

        """
    ]

    @Test func aMacroMarkedProtocolIsLeftToTheMacro() throws {
        let project = try TemporaryProject(Self.sources)
        let plain = try project.run("generate", "Sources/App")
        #expect(plain.stdout.contains("class NotifierMock"), "without the flag, as before")
        let skipping = try project.run("generate", "Sources/App", "--skip-macro-marked")
        #expect(skipping.status == 0, "\(skipping.stderr)")
        #expect(!skipping.stdout.contains("NotifierMock"))
        #expect(skipping.stdout.contains("class InboxMock: Inbox"))
    }

    @Test func strictMocksForATargetWithoutTheRuntimeAreALocatedError() throws {
        let project = try TemporaryProject(Self.sources)
        let without = try project.run(
            "generate", "Sources/App", "--style", "strict", "--skip-macro-marked", "--compiled-in", "AppTests",
            "--linked-products", "Testing,Other", "--output", "Tests/Mocks.swift")
        #expect(without.status == 1)
        #expect(
            without.stderr.contains(
                "Sources/App/Services.swift:9:10: error: InboxMock is a strict mock, written against the MockScope library, which AppTests does not depend on; add .product(name: \"MockScope\", package: \"MockScope\")"
            ), "\(without.stderr)")
        #expect(without.stderr.contains("[MS225]"))
        let with = try project.run(
            "generate", "Sources/App", "--style", "strict", "--skip-macro-marked", "--compiled-in", "AppTests",
            "--linked-products", "MockScope,MockScopeTesting", "--output", "Tests/Mocks.swift")
        #expect(with.status == 0, "\(with.stderr)")
        let defaultStyle = try project.run(
            "generate", "Sources/App", "--skip-macro-marked", "--compiled-in", "AppTests",
            "--output", "Tests/Mocks.swift")
        #expect(defaultStyle.status == 0, "the default style needs no runtime: \(defaultStyle.stderr)")
    }
}
