import Foundation
import MockCorpus

/// Removes a failing shape's requirements one at a time while its mock still fails to compile,
/// so a finding shows the few lines that matter.
struct ShapeMinimizer {
    let tools: ShapeTools
    let folder: ShapeFolder

    func minimize(_ failure: ShapeRunner.Failure) throws -> ShapeRunner.Failure {
        var shape = failure.shape
        var messages = failure.messages
        guard try stillFails(shape, ancestors: failure.ancestors) != nil else { return failure }
        var index = shape.members.count - 1
        while index >= 0, shape.members.count > 1 {
            var candidate = shape
            candidate.members.remove(at: index)
            if let found = try stillFails(candidate, ancestors: failure.ancestors) {
                shape = candidate
                messages = found
            }
            index -= 1
        }
        return ShapeRunner.Failure(
            shape: shape, ancestors: failure.ancestors, messages: messages, confirmedAlone: failure.confirmedAlone)
    }

    /// The errors in the shape's own mock, when it has any.
    private func stillFails(_ shape: ShapeSynthesizer.Shape, ancestors: [ShapeSynthesizer.Shape]) throws
        -> [CompilerMessage]?
    {
        _ = try folder.write(ancestors + [shape])
        let (status, _) = try tools.generate(in: folder.url)
        guard status == 0, let text = try? String(contentsOf: folder.mocks, encoding: .utf8) else { return nil }
        let segments = MockSegments(text)
        guard let mock = segments.mocks.first(where: { $0.name == tools.typeName(of: shape.name) }) else {
            return nil
        }
        let messages = try tools.typecheck([folder.support, folder.protocols, folder.mocks])
        let own = messages.filter { $0.file.hasSuffix("Mocks.swift") && mock.lines.contains($0.line) }
        return own.isEmpty ? nil : own
    }
}
