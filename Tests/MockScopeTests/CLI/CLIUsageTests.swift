import Foundation
import Testing

/// The command line itself: help, version, and every kind of usage error (exit 64).
@Suite struct CLIUsageTests {
    @Test func helpListsEveryCommandAndTheExitStatuses() throws {
        let project = try TemporaryProject()
        let result = try project.run("--help")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        for command in ["list", "generate", "check"] {
            #expect(result.stdout.contains("\n  \(command) "), "help lacks \(command)")
        }
        #expect(result.stdout.contains("64 usage error"))
    }

    @Test(arguments: ["list", "generate", "check"])
    func commandHelpShowsUsageOptionsAndExamples(command: String) throws {
        let project = try TemporaryProject()
        let result = try project.run(command, "--help")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Usage: mockscope \(command) [PATH]"))
        #expect(result.stdout.contains("Examples:\n  mockscope \(command)"))
        #expect(result.stdout.contains("--config FILE"))
        #expect(try project.run("help", command).stdout == result.stdout)
        #expect(try project.run(command, "-h").stdout == result.stdout)
    }

    @Test func versionIsOneLine() throws {
        let result = try TemporaryProject().run("--version")
        #expect(result.status == 0)
        #expect(result.stdout.wholeMatch(of: /mockscope \d+\.\d+\.\d+\n/) != nil)
    }

    @Test func unknownOptionIsNamedWithASuggestion() throws {
        let result = try TemporaryProject().run("generate", "--acess", "public")
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                mockscope: error: unknown option '--acess' for 'mockscope generate'; did you mean '--access'?
                Usage: mockscope generate [PATH] [--output FILE|DIR/] [--protocol NAME]... [--all] [--kind KINDS] [options]
                See 'mockscope generate --help'.

                """)
    }

    @Test(arguments: [
        (["generate", "--output"], "--output needs a value (FILE|DIR/)"),
        (["generate", "--output", "--all"], "--output needs a value (FILE|DIR/)"),
        (["generate", "--output="], "--output needs a non-empty value (FILE|DIR/)"),
        (["generate", "--all=yes"], "--all takes no value"),
        (
            ["generate", "--access", "secret"],
            "--access must be one of internal, package, public, open; got 'secret'"
        ),
        (
            ["generate", "--access", "private"],
            "--access must be one of internal, package, public, open; got 'private'"
        ),
        (["check", "--sendable", "maybe"], "--sendable must be auto or locked; got 'maybe'"),
        (
            ["generate", "--import", "Foo Bar"],
            "--import needs a module name like Foundation; got 'Foo Bar'"
        ),
        (
            ["generate", "--testable-import=1App"],
            "--testable-import needs a module name like Foundation; got '1App'"
        ),
        (["generate", "--access", "public", "--access=open"], "--access is given twice; give it once"),
        (["list", "a", "b"], "unexpected argument 'b'; list takes one PATH"),
        (["generate", "--output", "Mocks"], "--output 'Mocks' must end in .swift (one file) or / (a folder)"),
        (["list", "--protocol", "Clock"], "unknown option '--protocol' for 'mockscope list'"),
        (
            ["generate", "--condition", "A ||"],
            "--condition 'A ||' is not debug, always or a valid compilation condition: it is not a valid compilation condition expression"
        ),
        (
            ["generate", "--condition=os(Linux) && f(x)"],
            "--condition 'os(Linux) && f(x)' is not debug, always or a valid compilation condition: `f(…)` is not a platform check"
        ),
    ])
    func badArgumentsAreUsageErrorsNamingTheFlag(arguments: [String], message: String) throws {
        let project = try TemporaryProject()
        let result = try CLIRunner.run(arguments, in: project.url)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(
            result.stderr.hasPrefix("mockscope: error: \(message)\nUsage: mockscope \(arguments[0]) "))
    }

    @Test func validConditionExpressionsAreAccepted() throws {
        let project = try TemporaryProject(["Store.swift": Fixture.store])
        for condition in ["debug", "always", "MOCKING || UITESTS", "!(os(Linux) && DEBUG)"] {
            let result = try project.run("generate", "--condition", condition)
            #expect(result.status == 0, "\(condition): \(result.stderr)")
        }
    }

    @Test func doubleDashEndsOptions() throws {
        let result = try TemporaryProject().run("list", "--", "--json")
        #expect(result.status == 66)
        #expect(result.stderr == "mockscope: error: --json: no such file or folder\n")
    }

    @Test func misspelledCommandIsAUsageError() throws {
        let result = try TemporaryProject().run("lsit")
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "mockscope: error: 'lsit' is neither a command (list, generate, check, trust) nor an existing path; did you mean 'list'?\n"
            ))
    }

    @Test func withoutACommandTheExplorerExplainsItNeedsATerminal() throws {
        let project = try TemporaryProject(["Store.swift": Fixture.store])
        for arguments in [[], ["."], ["Store.swift"]] {
            let result = try CLIRunner.run(arguments, in: project.url)
            #expect(result.status == 64)
            #expect(result.stderr.contains("mockscope list"))
            #expect(result.stdout == "")
        }
    }

    @Test func checkNeedsAnOutput() throws {
        let result = try TemporaryProject(["Store.swift": Fixture.store]).run("check")
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "mockscope: error: check needs --output FILE|DIR/ or an \"output\" in .mockscope.json\n"))
    }

    @Test func missingPathIsAnInputErrorNamingIt() throws {
        let project = try TemporaryProject()
        for arguments in [
            ["list"], ["generate", "--output", "Mocks/"], ["check", "--output", "Mocks/"],
        ] {
            let result = try CLIRunner.run(arguments + ["Sources/Nowhere"], in: project.url)
            #expect(result.status == 66, "\(arguments)")
            #expect(result.stderr == "mockscope: error: Sources/Nowhere: no such file or folder\n")
        }
        #expect(!project.exists("Mocks"))
    }
}
