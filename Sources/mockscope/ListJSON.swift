import Foundation
import MockModel
import MockPipeline
import MockUses

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
        /// Each option's key and spelling, every option of the registry.
        let options: [String: String]
        let diagnostics: [DiagnosticEntry]
        /// The `#if` condition the declaration sits under, or null (written out, never omitted).
        let branch: String?
        /// Parents read from other modules, nearest first (an empty array when none).
        let parents: [ParentEntry]
        /// The kinds asked for (`--kind`) it gets: `mock`, `component`, `type-erasure`.
        let kinds: [String]
        /// How the tests use its mock, or null when it gets none (written out, never omitted).
        var uses: UsesEntry? = nil

        enum CodingKeys: String, CodingKey {
            case name, qualifiedName, file, line, column, marked, selected, options, diagnostics, branch, parents
            case kinds, uses
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
            try container.encode(kinds, forKey: .kinds)
            try container.encode(uses, forKey: .uses)
        }
    }

    struct ParentEntry: Encodable {
        let name: String
        let module: String
        let file: String
        let line: Int
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

    static func encode(
        _ statuses: [ProtocolStatus], diagnostics: [Diagnostic], usages: [String: MockUsage] = [:]
    ) -> String {
        let document = Document(
            version: schemaVersion,
            protocols: statuses.map { status in
                var entry = entry(status)
                entry.uses = usages[status.model.id].map(UsesEntry.init)
                return entry
            },
            diagnostics: diagnostics.map(DiagnosticEntry.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and booleans always encode.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The options in force, an access level left to the protocol spelled as the protocol's.
    static func options(_ status: ProtocolStatus) -> [String: String] {
        var inForce = status.options
        inForce.access = status.effectiveAccess
        return Dictionary(
            uniqueKeysWithValues: MockOption.allCases.compactMap { option in
                option.spec.spelling(in: inForce).map { (option.spec.configKey, $0) }
            })
    }

    private static func entry(_ status: ProtocolStatus) -> ProtocolEntry {
        let model = status.model
        return ProtocolEntry(
            name: model.name, qualifiedName: model.qualifiedName, file: model.location.file,
            line: model.location.line,
            column: model.location.column, marked: model.marker?.kind.rawValue, selected: status.selected,
            options: options(status),
            diagnostics: status.diagnostics.map(DiagnosticEntry.init), branch: model.branch?.expression,
            parents: status.parentOrigins.map {
                ParentEntry(name: $0.name, module: $0.module, file: $0.location.file, line: $0.location.line)
            }, kinds: status.kinds.map(\.spelling))
    }
}
