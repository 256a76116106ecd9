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

    /// The plugin runs `mockscope-generate`, built without verification: what it writes and says,
    /// and its exit status, are those of `mockscope generate` with the same arguments.
    @Test func thePluginsToolIsGenerateAlone() throws {
        let tool = try #require(CLIRunner.pluginTool)
        #expect(FileManager.default.isExecutableFile(atPath: tool.path), "\(tool.path)")
        for arguments in [
            [
                "generate", "Sources/App", "--skip-macro-marked", "--compiled-in", "AppTests", "--output",
                "Tests/Mocks.swift",
            ],
            [
                "generate", "Sources/App", "--style", "strict", "--compiled-in", "AppTests", "--linked-products",
                "Testing",
            ],
            ["generate", "Sources/App", "--no-such-flag"],
        ] {
            let viaCommandLine = try TemporaryProject(Self.sources)
            let viaTool = try TemporaryProject(Self.sources)
            let expected = try CLIRunner.run(
                arguments, in: viaCommandLine.url, environment: ["MOCKSCOPE_NO_CACHE": "1"])
            let got = try CLIRunner.run(
                arguments, in: viaTool.url, environment: ["MOCKSCOPE_NO_CACHE": "1"], executable: tool)
            #expect(got.status == expected.status, "\(arguments)")
            #expect(got.stdout == expected.stdout, "\(arguments)")
            #expect(got.stderr == expected.stderr, "\(arguments)")
            if arguments.contains("--output") {
                #expect(try viaTool.read("Tests/Mocks.swift") == viaCommandLine.read("Tests/Mocks.swift"))
            }
        }
        let verify = try CLIRunner.run(
            ["generate", "--verify"], in: FileManager.default.temporaryDirectory, executable: tool)
        #expect(verify.status == 64, "verification is the command line's: \(verify.stderr)")
        let explorer = try CLIRunner.run(["list"], in: FileManager.default.temporaryDirectory, executable: tool)
        #expect(explorer.status == 64, "\(explorer.stderr)")
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
