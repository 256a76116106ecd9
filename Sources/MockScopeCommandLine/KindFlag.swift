import MockConfig
import MockModel
import MockPipeline

/// `--kind mock,component`: what `generate`, `list` and `check` make of each selected protocol.
package enum KindFlag {
    package static let spec = FlagSpec(
        "--kind", value: GeneratedKind.choices,
        help: "what to generate, comma-separated (default: mock); each kind selects by its own annotation")

    /// The kinds asked for, `mock` without the flag; an unknown or unavailable kind is a usage error.
    package static func kinds(from parsed: ParsedArguments) throws(UsageError) -> [GeneratedKind] {
        guard let spelling = parsed.value("--kind") else { return [.mock] }
        let (kinds, unknown) = GeneratedKind.list(spelling)
        if let unknown {
            throw UsageError("--kind must be a comma-separated list of \(GeneratedKind.choices); got '\(unknown)'")
        }
        if let missing = kinds.first(where: { !$0.isAvailable }) {
            throw UsageError("--kind \(missing.spelling): \(missing.noun)s are not available in this build yet")
        }
        return kinds
    }

    /// `--output` when mocks are not among the kinds: the file of the one kind asked for. Several
    /// kinds cannot share one file, and a kind is one file, not a folder.
    package static func givenOutput(_ kinds: [GeneratedKind], flag: String?, target: OutputTarget?) throws(UsageError)
        -> OutputTarget?
    {
        guard let flag, let target, !kinds.contains(.mock) else { return nil }
        guard kinds.count == 1, let kind = kinds.first else {
            throw UsageError(
                "--output names one file, and --kind \(kinds.map(\.spelling).joined(separator: ",")) writes one file per kind: give each its \"output\" in \(ConfigFile.defaultName), or ask for one kind"
            )
        }
        guard case .file = target else {
            throw UsageError("--output '\(flag)': \(kind.noun)s are written to one file; give a .swift file")
        }
        return target
    }
}

extension Project {
    /// The file of each kind other than mocks, when the run writes (or `check` compares): a
    /// configured or the default `Generated/` file for each such kind asked for. Printing runs
    /// have none. A kind not asked for keeps its file when MockScope wrote one there, so that
    /// file is never read back as a source of the others.
    package func kindOutputs(
        _ kinds: [GeneratedKind], mockOutput: OutputTarget?, given: OutputTarget? = nil, comparing: Bool = false
    ) throws -> [GeneratedKind: OutputTarget] {
        let others = kinds.filter { $0 != .mock }
        let configured = others.contains { config.settings(of: $0)?.output != nil }
        let writesOthers = !others.isEmpty && (mockOutput != nil || given != nil || configured || comparing)
        if writesOthers, kinds.contains(.mock), mockOutput == nil {
            throw UsageError(
                "mocks are printed only when nothing is written; give --output or an \"output\" in \(ConfigFile.defaultName), or leave mock out of --kind"
            )
        }
        guard writesOthers || mockOutput != nil else { return [:] }
        var targets: [GeneratedKind: OutputTarget] = [:]
        for kind in GeneratedKind.allCases where kind != .mock {
            if let given, others == [kind] {
                targets[kind] = given
                continue
            }
            let target = OutputTarget.kindFile(kind, config: config, root: root, fileSystem: fileSystem)
            guard case .file(let path) = target, others.contains(kind) || isGenerated(path) else { continue }
            if let spelled = config.settings(of: kind)?.output {
                try ProjectPaths.checkContained(output: path, spelled: spelled, root: root, fileSystem: fileSystem)
            }
            targets[kind] = target
        }
        return targets
    }

    private func isGenerated(_ path: String) -> Bool {
        guard let header = try? fileSystem.readHeader(path, length: OutputFile.headerMarker.utf8.count) else {
            return false
        }
        return OutputFile.isGenerated(header: header)
    }
}
