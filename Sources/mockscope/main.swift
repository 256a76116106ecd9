import Foundation
import MockModel
import MockPipeline

// Minimal front: `mockscope generate PATH [--output X] [flags]`.
var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.first == "generate" else {
    exit(runExplorer(arguments: arguments))
}
arguments.removeFirst()
var path = "."
var request = GenerateRequest(path: ".")
var index = 0
@MainActor func value() -> String {
    index += 1
    guard index < arguments.count else {
        FileHandle.standardError.write(Data("error: \(arguments[index - 1]) needs a value\n".utf8))
        exit(64)
    }
    return arguments[index]
}
while index < arguments.count {
    switch arguments[index] {
    case "--output": request.output = OutputTarget(value())
    case "--protocol": request.selection.protocolNames.append(value())
    case "--all": request.selection.all = true
    case "--condition": request.selection.overrides.condition = MockCondition(spelling: value())
    case "--access": request.selection.overrides.access = AccessLevel(rawValue: value())
    case "--sendable": request.selection.overrides.sendable = SendablePolicy(rawValue: value())
    case "--import": request.imports.append(value())
    case "--testable-import": request.testableImports.append(value())
    default: request.path = arguments[index]
    }
    index += 1
}
do {
    let outcome = try Pipeline().generate(request)
    for diagnostic in outcome.diagnostics {
        FileHandle.standardError.write(Data((diagnostic.formatted + "\n").utf8))
    }
    if let plan = outcome.plan {
        _ = try Exporter().write(plan)
    } else {
        print(outcome.text, terminator: "")
    }
    exit(outcome.hasErrors ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
    exit(error.exitCode)
}
