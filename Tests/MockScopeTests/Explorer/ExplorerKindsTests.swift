import ExplorerCore
import ExplorerScripting
import Foundation
import MockModel
import Testing

/// `K`: the focused protocol's component in the mock pane; export writes it with the mocks.
@Suite("Explorer: components beside mocks")
struct ExplorerKindsTests {
    static func project() throws -> TemporaryProject {
        try TemporaryProject([
            "Clock.swift": """
            /// sourcery: ProtocolMock, DuetComponent
            protocol ClockDependency: AnyObject {
                var now: Int { get }
            }

            /// @mockable
            protocol Plain {
                func run()
            }

            """,
            ".mockscope.json": #"{"output": "Mocks/"}"#,
        ])
    }

    @Test func kShowsTheComponentThenTheMockAgain() throws {
        let project = try Self.project()
        let driver = ScriptedDriver(root: project.path)
        #expect(driver.state.focusedProtocol?.name == "ClockDependency")
        driver.press(.character("K"))
        #expect(driver.lines[0].contains("Component [internal] · K: next"))
        #expect(driver.text.contains("final class ClockComponent: ClockDependency {"))
        driver.press(.character("K"))
        #expect(driver.lines[0].contains("Mock ["))
        #expect(driver.text.contains("final class ClockDependencyMock: ClockDependency {"))
        driver.press(.character("K"), .character("j"))
        #expect(driver.state.focusedProtocol?.name == "Plain")
        #expect(driver.text.contains("class PlainMock"), "a protocol without a component shows its mock")
        driver.press(.character("K"))
        #expect(driver.text.contains("Plain has only its mock"))
    }

    @Test func exportWritesTheComponentsToTheirOwnFile() throws {
        let project = try Self.project()
        let driver = ScriptedDriver(root: project.path)
        driver.press(.character("e"))
        #expect(driver.text.contains("Generated/Components.swift"))
        driver.press(.character("y"))
        #expect(driver.text.contains("saved .mockscope.json"))
        let components = try project.read("Generated/Components.swift")
        #expect(components.contains("final class ClockComponent: ClockDependency {"))
        #expect(project.exists("Mocks/ClockDependencyMock.swift"))
        let check = try project.run("check", "--kind", "mock,component")
        #expect(check.status == 0, "the CLI finds the export current: \(check.stdout)\(check.stderr)")
    }
}
