import Foundation
import MockCorpus

/// Runs `mockscope-fuzz shapes` and prints its report: counts, failures grouped by the
/// compiler's message (one minimized example each) and refusals by code.
func runShapes(_ options: FuzzOptions) throws -> Int32 {
    let binary =
        options.binary
        ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("mockscope").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        throw FuzzError("no mockscope executable at \(binary); pass --binary PATH")
    }
    var swiftcFlags = options.swiftcFlags
    var generateFlags = options.generateFlags
    if let style = options.style {
        generateFlags += ["--style", style]
        // Strict mocks import the runtime: the MockScope module SwiftPM built beside the binary.
        let modules = URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("Modules")
        if style == "strict" { swiftcFlags += ["-I", modules.path] }
    }
    var tools = ShapeTools(binary: binary, extraFlags: swiftcFlags, generateFlags: generateFlags, sil: options.sil)
    tools.kind = options.kind
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("mockscope-shapes-\(getpid())")
    defer { try? FileManager.default.removeItem(at: work) }
    var synthesizer = ShapeSynthesizer(seed: options.seed)
    var runner = ShapeRunner(tools: tools, folder: work.appendingPathComponent("batch"))
    runner.verbose = options.verbose
    var remaining = options.count
    while remaining > 0 {
        let batch = synthesizer.shapes(count: min(options.batch, remaining))
        remaining -= batch.count
        try runner.run(batch)
        print("… \(runner.generated) protocols, \(runner.failures.count) failing mocks")
    }
    let minimizer = ShapeMinimizer(tools: tools, folder: ShapeFolder(url: work.appendingPathComponent("minimize")))
    let groups = Dictionary(grouping: runner.failures) { $0.messages.first?.signature ?? "(no message)" }
    print(
        "\nseed \(options.seed): \(runner.generated) protocols generated, \(runner.dropped) dropped (not valid alone)")
    for (reason, count) in runner.dropReasons.sorted(by: { $0.value > $1.value }).prefix(8) {
        print("   dropped \(count)×: \(reason)")
    }
    print("mocked: \(runner.mocked), refused: \(Set(runner.refusals.map(\.shape.name)).count) protocols")
    print("failing mocks: \(runner.failures.count), \(groups.count) distinct first messages")
    var minimized = 0
    for (signature, failures) in groups.sorted(by: { $0.value.count > $1.value.count }) {
        print("\n== \(failures.count)× \(signature)")
        print(
            "   kinds: "
                + Set(failures.flatMap { $0.shape.members.map(\.kind) }).sorted().prefix(12).joined(separator: " "))
        var example = failures[0]
        if minimized < options.minimize {
            example = try minimizer.minimize(example)
            minimized += 1
        }
        for ancestor in example.ancestors { print(ancestor.text) }
        print(example.shape.text)
        if !example.confirmedAlone { print("   (fails only next to the batch's other mocks)") }
        for message in example.messages.prefix(4) {
            print("   \(message.isError ? "error" : "warning"): \(message.message)")
        }
    }
    let codes = Dictionary(grouping: runner.refusals) { refusal in
        String(refusal.diagnostic.message.split(separator: "[").last?.dropLast() ?? "?")
    }
    print("\nrefusals by code:")
    for (code, refusals) in codes.sorted(by: { $0.key < $1.key }) {
        print("  \(code): \(refusals.count), e.g. \(refusals[0].diagnostic.message)")
        print("    " + refusals[0].shape.text.split(separator: "\n").joined(separator: "\n    "))
    }
    return runner.failures.isEmpty ? 0 : 1
}
