import Foundation
import MockModel
import MockPipeline

/// Mocks the module writes itself: a protocol marked `@Mockable` in a file that imports MockScope
/// gets its mock from the macro's expansion. Such a mock is not compiled a second time from the
/// generated text (the two would be declared twice); the module's own expansion is checked, and
/// the compiler's errors inside it are this mock's.
public struct ExpandedMocks: Sendable {
    static let library = "MockScope"

    let mocks: [GeneratedMock]

    public static func isExpanded(_ mock: GeneratedMock) -> Bool {
        mock.isMacroMarked && mock.sourceImports.contains { $0.module == library }
    }

    /// The errors and warnings inside the expansion of one of `mocks`, as diagnostics by
    /// protocol id, and every other message.
    func split(_ messages: [CompilerMessage]) -> (
        failing: [String: [Diagnostic]], warned: [String: [Diagnostic]], rest: [CompilerMessage]
    ) {
        var failing: [String: [Diagnostic]] = [:]
        var warned: [String: [Diagnostic]] = [:]
        var rest: [CompilerMessage] = []
        var index = 0
        while index < messages.count {
            let message = messages[index]
            var end = index + 1
            while end < messages.count, messages[end].severity == .note { end += 1 }
            let notes = messages[(index + 1)..<end]
            if message.severity != .note, let mock = notes.lazy.compactMap(mock(expandedAt:)).first {
                if message.severity == .error {
                    failing[mock.protocolID, default: []] += diagnostics(message, in: mock)
                } else {
                    // Each line naming a deprecated type warns again: one warning (with the first
                    // such line as its note) says it.
                    let found = diagnostics(message, in: mock)
                    if warned[mock.protocolID]?.contains(found[0]) != true {
                        warned[mock.protocolID, default: []] += found
                    }
                }
            } else {
                rest += messages[index..<end]
            }
            index = end
        }
        return (failing, warned, rest)
    }

    /// `Store.swift:3:1: note: in expansion of macro 'Mockable' on protocol 'Store' here`.
    private func mock(expandedAt note: CompilerMessage) -> GeneratedMock? {
        let prefix = "in expansion of macro 'Mockable' on protocol '"
        guard note.text.hasPrefix(prefix), let file = note.file else { return nil }
        let name = note.text.dropFirst(prefix.count).prefix { $0 != "'" }
        let path = ModuleLocator.absolute(file)
        return mocks.first {
            $0.protocolName.split(separator: ".").last.map(String.init) == String(name)
                && $0.protocolLocation.map { ModuleLocator.absolute($0.file) } == path
        }
    }

    /// At the requirement whose witness holds the failing line when the expansion (which the
    /// compiler leaves in a file) has that line where the generated mock has it, else at the
    /// protocol.
    private func diagnostics(_ message: CompilerMessage, in mock: GeneratedMock) -> [Diagnostic] {
        let code = Self.line(message.line, of: message.file).trimmingCharacters(in: .whitespaces)
        var location = mock.protocolLocation ?? SourceLocation(file: message.file ?? "", line: 1, column: 1)
        if !code.isEmpty, let text = mock.text {
            let lines = text.lines(.all)
            if let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == code }),
                let origin = mock.lineOrigins.first(where: { $0.lines.contains(index + 1) })
            {
                location = origin.requirement
            }
        }
        let finding =
            message.severity == .warning
            ? Diagnostic.mockCompilesWithWarning(.expansion, message.text, at: location)
            : Diagnostic.mockDoesNotCompile(.expansion, message.text, at: location)
        var found = [finding]
        if !code.isEmpty {
            found.append(GeneratedLineNote.make(code, at: location, for: finding.code))
        }
        return found
    }

    private static func line(_ number: Int, of file: String?) -> String {
        guard let file, let text = try? String(contentsOfFile: file, encoding: .utf8) else { return "" }
        let lines = text.lines(.all)
        return number >= 1 && number <= lines.count ? String(lines[number - 1]) : ""
    }
}
