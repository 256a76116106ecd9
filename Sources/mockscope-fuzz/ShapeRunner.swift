import Foundation
import MockCorpus

/// `mockscope-fuzz shapes`: random valid protocols through `mockscope generate`, each mock
/// typechecked in Swift 6 mode with complete concurrency checking and warnings as errors.
/// A protocol that does not typecheck on its own is dropped; one mock that does not compile is
/// a finding, laid at its mock by the compiler's line and confirmed alone (with its parents).
struct ShapeRunner {
    struct Failure {
        var shape: ShapeSynthesizer.Shape
        /// The shapes it refines, transitively, which a minimized copy keeps.
        let ancestors: [ShapeSynthesizer.Shape]
        let messages: [CompilerMessage]
        let confirmedAlone: Bool
    }

    struct Refusal {
        let shape: ShapeSynthesizer.Shape
        let diagnostic: CompilerMessage
    }

    let tools: ShapeTools
    let folder: ShapeFolder
    var verbose = false
    var generated = 0
    var dropped = 0
    var mocked = 0
    var failures: [Failure] = []
    var refusals: [Refusal] = []
    /// Why shapes were dropped: the compiler's first message about each, by signature.
    var dropReasons: [String: Int] = [:]

    init(tools: ShapeTools, folder: URL) {
        self.tools = tools
        self.folder = ShapeFolder(url: folder)
    }

    mutating func run(_ batch: [ShapeSynthesizer.Shape]) throws {
        generated += batch.count
        let valid = try dropInvalid(batch)
        dropped += batch.count - valid.count
        let ranges = try folder.write(valid)
        let shapesByName = Dictionary(valid.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let (status, diagnostics) = try tools.generate(in: folder.url)
        // A usage error (an unknown `--style`) generates nothing: no batch would say so.
        guard status != 64 else { throw FuzzError("mockscope generate refused its arguments (exit 64)") }
        var refused: Set<String> = []
        for diagnostic in diagnostics where diagnostic.isError {
            guard let name = ranges.first(where: { $0.lines.contains(diagnostic.line) })?.shape,
                let shape = shapesByName[name]
            else { continue }
            refusals.append(Refusal(shape: shape, diagnostic: diagnostic))
            refused.insert(name)
        }
        guard let text = try? String(contentsOf: folder.mocks, encoding: .utf8) else { return }
        let segments = MockSegments(text)
        mocked += segments.mocks.count
        let messages = try tools.typecheck([folder.support, folder.protocols, folder.mocks])
        var failing: [String: [CompilerMessage]] = [:]
        for message in messages where message.file.hasSuffix("Mocks.swift") {
            let name = segments.mock(atLine: message.line)?.name ?? "(outside any mock)"
            failing[name, default: []].append(message)
        }
        for message in messages where !message.file.hasSuffix("Mocks.swift") {
            failing["(outside any mock)", default: []].append(message)
        }
        for (mockName, batchMessages) in failing.sorted(by: { $0.key < $1.key }) {
            let shape =
                valid.first { tools.typeName(of: $0.name) == mockName }
                ?? ShapeSynthesizer.Shape(name: mockName, parents: [], header: "// \(mockName)", members: [])
            let alone = try typecheckAlone(mockName, in: segments)
            failures.append(
                Failure(
                    shape: shape, ancestors: Self.ancestors(of: shape, in: valid),
                    messages: alone.isEmpty ? batchMessages : alone, confirmedAlone: !alone.isEmpty))
        }
    }

    /// Typechecks the protocols alone and drops every shape the compiler complains about (and,
    /// on the next round, the shapes that refined a dropped one).
    mutating func dropInvalid(_ batch: [ShapeSynthesizer.Shape]) throws -> [ShapeSynthesizer.Shape] {
        var shapes = batch
        for _ in 0..<8 {
            let ranges = try folder.write(shapes)
            let messages = try tools.typecheck([folder.support, folder.protocols])
            if messages.isEmpty { return shapes }
            let bad = Set(
                messages.compactMap { message in
                    message.file.hasSuffix("Protocols.swift")
                        ? ranges.first { $0.lines.contains(message.line) }?.shape : nil
                })
            for message in messages {
                dropReasons[message.signature, default: 0] += 1
                if verbose { print("dropped: \(message.message)") }
            }
            let names = Set(shapes.map(\.name))
            shapes.removeAll { bad.contains($0.name) || $0.parents.contains { !names.contains($0) } }
            if bad.isEmpty { return [] }
        }
        return []
    }

    static func ancestors(of shape: ShapeSynthesizer.Shape, in shapes: [ShapeSynthesizer.Shape])
        -> [ShapeSynthesizer.Shape]
    {
        var found: [ShapeSynthesizer.Shape] = []
        var pending = shape.parents
        while let name = pending.popLast() {
            guard !found.contains(where: { $0.name == name }), let parent = shapes.first(where: { $0.name == name })
            else { continue }
            found.append(parent)
            pending += parent.parents
        }
        return shapes.filter { candidate in found.contains { $0.name == candidate.name } }
    }

    /// The errors in one mock when it is compiled with only the mocks it names.
    func typecheckAlone(_ mockName: String, in segments: MockSegments) throws -> [CompilerMessage] {
        guard let mock = segments.mocks.first(where: { $0.name == mockName }) else { return [] }
        let kept = MockSegments(segments.text(keeping: segments.closure(of: mockName)))
        try kept.text(keeping: kept.mocks.map(\.name)).write(to: folder.trial, atomically: true, encoding: .utf8)
        let messages = try tools.typecheck([folder.support, folder.protocols, folder.trial])
        guard let trialMock = kept.mocks.first(where: { $0.name == mock.name }) else { return [] }
        return messages.filter { $0.file.hasSuffix("Trial.swift") && trialMock.lines.contains($0.line) }
    }
}
