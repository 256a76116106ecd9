import Foundation
import MockModel
import MockPipeline

/// `list --json`: a stable, documented schema (docs/CLI.md). Add fields only; never rename.
enum ListJSON {
    static let schemaVersion = 1

    struct Document: Encodable {
        let version: Int
        let protocols: [ProtocolEntry]
        let diagnostics: [DiagnosticEntry]
    }

    struct ProtocolEntry: Encodable {
        let name: String
        let qualifiedName: String
        let file: String
        let line: Int
        let column: Int
        /// The marker kind, or null for an unmarked protocol (written out, never omitted).
        let marked: String?
        let selected: Bool
        let options: OptionsEntry
        let diagnostics: [DiagnosticEntry]
        /// The `#if` condition the declaration sits under, or null (written out, never omitted).
        let branch: String?
        /// Parents read from other modules, nearest first (an empty array when none).
        let parents: [ParentEntry]

        enum CodingKeys: String, CodingKey {
            case name, qualifiedName, file, line, column, marked, selected, options, diagnostics, branch, parents
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(qualifiedName, forKey: .qualifiedName)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(marked, forKey: .marked)
            try container.encode(selected, forKey: .selected)
            try container.encode(options, forKey: .options)
            try container.encode(diagnostics, forKey: .diagnostics)
            try container.encode(branch, forKey: .branch)
            try container.encode(parents, forKey: .parents)
        }
    }

    struct ParentEntry: Encodable {
        let name: String
        let module: String
        let file: String
        let line: Int
    }

    struct OptionsEntry: Encodable {
        let condition: String
        let access: String
        let sendable: String
        let style: String
    }

    struct DiagnosticEntry: Encodable {
        let code: String
        let severity: String
        let message: String
        let file: String
        let line: Int
        let column: Int

        init(_ diagnostic: Diagnostic) {
            code = diagnostic.code.rawValue
            severity = diagnostic.severity.rawValue
            message = diagnostic.message
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
        }
    }

    static func encode(_ statuses: [ProtocolStatus], diagnostics: [Diagnostic]) -> String {
        let document = Document(
            version: schemaVersion, protocols: statuses.map(entry),
            diagnostics: diagnostics.map(DiagnosticEntry.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and booleans always encode.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func entry(_ status: ProtocolStatus) -> ProtocolEntry {
        let model = status.model
        return ProtocolEntry(
            name: model.name, qualifiedName: model.qualifiedName, file: model.location.file,
            line: model.location.line,
            column: model.location.column, marked: model.marker?.kind.rawValue, selected: status.selected,
            options: OptionsEntry(
                condition: status.options.condition.spelling, access: status.effectiveAccess.rawValue,
                sendable: status.options.sendable.rawValue, style: status.options.style.rawValue),
            diagnostics: status.diagnostics.map(DiagnosticEntry.init), branch: model.branch?.expression,
            parents: status.parentOrigins.map {
                ParentEntry(name: $0.name, module: $0.module, file: $0.location.file, line: $0.location.line)
            })
    }
}
