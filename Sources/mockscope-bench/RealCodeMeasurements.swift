import Dispatch
import FileAccess
import Foundation
import MockDiscovery
import MockPipeline
import SwiftParser
import SwiftSyntax

/// `--path DIR`: MockScope on a folder of real code, against the floor of parsing only the
/// protocol declarations it holds.
enum RealCodeMeasurements {
    static func report(path: String, repeats: Int) throws {
        let files = try LocalFileSystem().swiftFiles(under: path)
        let sources = files.map { (try? Data(contentsOf: URL(fileURLWithPath: $0))) ?? Data() }
        let declarations = sources.map { protocolDeclarations(String(decoding: $0, as: UTF8.self)) }
        let declaredBytes = declarations.reduce(0) { $0 + $1.utf8.count }
        let scratch = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("mockscope-bench-real-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cache = scratch.appendingPathComponent("Cache")
        let output = OutputTarget.file(scratch.appendingPathComponent("Mocks.swift").path)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        var floors: [Double] = []
        var colds: [ColdRun] = []
        var last: GenerateOutcome?
        for _ in 0..<repeats {
            floors.append(floor(declarations.filter { !$0.isEmpty }))
            try? FileManager.default.removeItem(at: cache)
            let (outcome, run) = try Measurements.generate(project: path, cache: cache, output: output)
            colds.append(run)
            last = outcome
        }
        let started = ContinuousClock.now
        _ = try Measurements.generate(project: path, cache: cache, output: output)
        let warm = (ContinuousClock.now - started).seconds
        guard let scan = last?.scan else { return }
        let floor = floors.sorted()[floors.count / 2]
        let cold = colds.sorted { $0.total < $1.total }[colds.count / 2]
        let totalBytes = sources.reduce(0) { $0 + $1.count }
        let parsed = scan.parsing.parsedBytes
        print("real code: \(path), \(ProcessInfo.processInfo.activeProcessorCount) cores")
        print(
            "files: \(files.count), \(megabytes(totalBytes)); protocols: \(scan.protocols.count) in \(declarations.count { !$0.isEmpty }) files, \(megabytes(declaredBytes)) of declarations; mocks: \(last?.mocks.count ?? 0)"
        )
        print(
            "SwiftParser read \(scan.parsedFileCount) files; bytes parsed: \(megabytes(parsed)) (\(ratio(Double(parsed), Double(declaredBytes))) the declarations)"
        )
        let fallbacks = scan.parsing.fallbacks.sorted { $0.key < $1.key }
        print("declarations not sliced on their own: \(fallbacks.reduce(0) { $0 + $1.value })")
        for (reason, count) in fallbacks { print("  \(reason.rawValue): \(count)") }
        print("floor (parse only the protocol declarations): \(format(floor))\(spread(floors.sorted()))")
        print(
            "cold generate --all --output Mocks.swift: \(format(cold.total))  (\(ratio(cold.total, floor)) the floor)\(spread(colds.map(\.total).sorted()))"
        )
        print("  listing + pre-filter:                \(format(cold.listingAndFilter))")
        print("  parsing:                             \(format(cold.parsing))")
        print("  typealiases and ~Copyable types:     \(format(cold.typeFacts))")
        print("  the module's types, for imports:     \(format(cold.declaredTypes))")
        print(
            "  parents of other modules:            \(format(cold.foreignParents)) (\(cold.foreignParentFiles) files read)"
        )
        print("  planning + rendering:                \(format(cold.planningAndRendering))")
        print("  writing:                             \(format(cold.writing))")
        print("  the rest:                            \(format(cold.rest))")
        print("warm re-run, nothing changed:          \(format(warm))")
    }

    /// Parses each file's protocol declarations alone, with every core, as the scanner does.
    static func floor(_ texts: [String]) -> Double {
        let started = ContinuousClock.now
        DispatchQueue.concurrentPerform(iterations: texts.count) { index in
            _ = Parser.parse(source: texts[index])
        }
        return (ContinuousClock.now - started).seconds
    }

    /// The file's protocol declarations (with their attributes and comments), one after another.
    static func protocolDeclarations(_ source: String) -> String {
        guard source.contains("protocol") else { return "" }
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: source))
        return collector.texts.joined(separator: "\n")
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.2f MB", Double(bytes) / 1_048_576) }
}

private final class DeclarationCollector: SyntaxVisitor {
    var texts: [String] = []

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        texts.append(node.description)
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
