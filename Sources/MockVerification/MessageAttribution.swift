import Foundation
import MockModel
import MockPipeline

/// Turns the compiler's errors and warnings in the generated file into diagnostics at the
/// requirements the lines they are on were written for. Messages about the module's own files
/// are not the mocks' business.
struct MessageAttribution {
    let file: VerificationFile
    let filePath: String
    /// Which compilation of the generated mock the messages come from.
    var compiled: Diagnostic.CompiledMock = .generated

    /// The failing mocks (by protocol id) and what to report for each.
    func errors(_ messages: [CompilerMessage]) -> [String: [Diagnostic]] {
        attribute(messages, severity: .error) { _ in file.placements }
    }

    /// The mocks the compiler warns about (by protocol id) and what to report for each.
    func warnings(_ messages: [CompilerMessage]) -> [String: [Diagnostic]] {
        attribute(messages, severity: .warning, sharedLineOwners: owners(ofShared:))
    }

    /// `sharedLineOwners` says whose a message on a shared line (imports, lock helper) is.
    private func attribute(
        _ messages: [CompilerMessage], severity: CompilerMessage.Severity,
        sharedLineOwners: (Int) -> [VerificationFile.Placement]
    ) -> [String: [Diagnostic]] {
        var found: [String: [Diagnostic]] = [:]
        for message in messages where message.severity == severity && message.file == filePath {
            guard let placement = file.placement(at: message.line) else {
                for placement in sharedLineOwners(message.line) {
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

    /// A warning on a shared line is reported at the protocols whose mocks bring that line in:
    /// the file typechecked here is gone afterwards and the exported file's lines differ, so the
    /// protocol (whose file holds the import, whose options choose the lock) is where a user
    /// can act. An import line belongs to the mocks whose protocol files import that module,
    /// the lock helper to the mocks that use the lock, anything else to every mock.
    private func owners(ofShared line: Int) -> [VerificationFile.Placement] {
        var owners: [VerificationFile.Placement] = []
        if let module = file.importedModules[line] {
            owners = file.placements.filter { placement in
                placement.mock.sourceImports.contains { $0.module == module }
            }
        }
        if owners.isEmpty { owners = file.placements.filter(\.mock.usesLock) }
        return owners.isEmpty ? file.placements : owners
    }

    private func diagnostics(_ message: CompilerMessage, at location: SourceLocation?, generatedLine: Int)
        -> [Diagnostic]
    {
        let location = location ?? SourceLocation(file: filePath, line: generatedLine, column: message.column)
        let code = file.line(generatedLine).trimmingCharacters(in: .whitespaces)
        let finding: Diagnostic =
            message.severity == .warning
            ? Diagnostic.mockCompilesWithWarning(compiled, message.text, at: location)
            : Diagnostic.mockDoesNotCompile(compiled, Self.explained(message.text), at: location)
        return [finding, GeneratedLineNote.make(code, at: location, for: finding.code)]
    }

    /// The compiler's words, with the fix when it is MockScope's to tell: a strict mock needs
    /// its runtime library, which a module that never depended on MockScope cannot import.
    static func explained(_ text: String) -> String {
        guard text == "no such module 'MockScope'" else { return text }
        return text
            + " (strict-style mocks use the MockScope runtime: add the MockScope package's `MockScope` "
            + "product to the dependencies of the target that compiles them, or choose another style)"
    }

    /// A requirement written on several lines can fail (or warn) the same way on each: one
    /// diagnostic (with the first such line as its note) says it.
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
