import Foundation
import MockModel
import MockPipeline

/// Turns the compiler's errors in the generated file into diagnostics at the requirements the
/// failing lines were written for.
struct ErrorAttribution {
    let file: VerificationFile
    let filePath: String

    /// The failing mocks (by protocol id) and what to report for each.
    func attribute(_ messages: [CompilerMessage]) -> [String: [Diagnostic]] {
        var found: [String: [Diagnostic]] = [:]
        for message in messages where message.severity == .error && message.file == filePath {
            guard let placement = file.placement(at: message.line) else {
                // The shared part (imports, lock helper): every mock depends on it.
                for placement in file.placements {
                    found[placement.mock.protocolID, default: []] += diagnostics(
                        message, at: placement.mock.protocolLocation, generatedLine: message.line)
                }
                continue
            }
            let local = message.line - placement.firstLine + 1
            let origin = placement.mock.lineOrigins.first { $0.lines.contains(local) }
            let location = origin?.requirement ?? placement.mock.protocolLocation
            found[placement.mock.protocolID, default: []] += diagnostics(
                message, at: location, generatedLine: message.line)
        }
        return found.mapValues(Self.unique)
    }

    private func diagnostics(_ message: CompilerMessage, at location: SourceLocation?, generatedLine: Int)
        -> [Diagnostic]
    {
        let location = location ?? SourceLocation(file: filePath, line: generatedLine, column: message.column)
        let code = file.line(generatedLine).trimmingCharacters(in: .whitespaces)
        return [
            Diagnostic(.error, .mockDoesNotCompile, "generated mock does not compile: \(message.text)", at: location),
            GeneratedLineNote.make(code, at: location),
        ]
    }

    /// A requirement written on several lines can fail the same way on each: one error (with
    /// the first such line as its note) says it.
    private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        var kept: [Diagnostic] = []
        var index = 0
        while index < diagnostics.count {
            let pair = diagnostics[index..<min(index + 2, diagnostics.count)]
            if seen.insert(pair.first!).inserted { kept += pair }
            index += 2
        }
        return kept
    }
}
