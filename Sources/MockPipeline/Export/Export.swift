import CommandFailures
import FileAccess
import Foundation
import MockModel

public struct Exporter: Sendable {
    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// `provenance` stamps each file with the block `check` reads; nil writes none.
    /// Mocks go to a file or a folder; every other kind to one file.
    public func plan(
        _ mocks: [GeneratedMock], to target: OutputTarget, imports: [String], testableImports: [String],
        provenance: ProvenanceInputs? = nil, kind: GeneratedKind = .mock
    )
        -> ExportPlan
    {
        let included = mocks.filter { $0.text != nil }
        let stamp = Stamper(provenance, target: target, mocks: included, fileSystem: fileSystem)
        switch target {
        case .file(let path):
            let content = stamp(
                OutputFile.render(mocks: mocks, imports: imports, testableImports: testableImports, kind: kind),
                included)
            let before = ExportGuard.Snapshot(paths: [path], fileSystem: fileSystem)
            var plan = ExportPlan(files: [file(path, content)], removals: [])
            let name = (path as NSString).lastPathComponent
            plan.guarded(
                folder: (path as NSString).deletingLastPathComponent, before: before, fileSystem: fileSystem
            ) { $0 == name }
            return plan
        case .folder(let folder):
            let before = ExportGuard.Snapshot(
                paths: included.map { target.file(ofMock: $0.mockName) }, listing: folder, fileSystem: fileSystem)
            // Rendering each file and reading what is there to compare it with, on every core.
            // One file a mock name: copies of a protocol in sibling `#if` branches share it.
            var groups: [[GeneratedMock]] = []
            var groupOf: [String: Int] = [:]
            for mock in mocks where mock.text != nil {
                if let index = groupOf[mock.mockName] {
                    groups[index].append(mock)
                } else {
                    groupOf[mock.mockName] = groups.count
                    groups.append([mock])
                }
            }
            let files = ParallelMap.map(groups) { group in
                file(
                    target.file(ofMock: group[0].mockName),
                    stamp(OutputFile.render(mocks: group, imports: imports, testableImports: testableImports), group))
            }
            let stale = staleFiles(in: folder, keeping: Set(files.map(\.path)))
            var plan = ExportPlan(files: files, removals: stale.map(\.path))
            plan.editedRemovals = stale.filter(\.isHandEdited).map(\.path)
            plan.guarded(
                folder: folder, before: before, fileSystem: fileSystem, ownsTemporary: OutputTarget.isMockFileName)
            return plan
        }
    }

    /// Whether a file is ours is decided by its header alone, so a foreign file of any size (or
    /// one that cannot be read) is refused, never taken for a missing one.
    private func file(_ path: String, _ content: String) -> ExportFile {
        guard fileSystem.kind(of: path) != nil else {
            return ExportFile(path: path, content: content, status: .new, previous: nil)
        }
        guard let header = try? fileSystem.readHeader(path, length: OutputFile.headerLength),
            OutputFile.isGenerated(header: header)
        else {
            return ExportFile(path: path, content: content, status: .foreign, previous: nil)
        }
        guard let data = try? fileSystem.readOutput(path) else {
            return ExportFile(path: path, content: content, status: .changed, previous: nil)
        }
        let previous = String(decoding: data, as: UTF8.self)
        let status: ExportFile.Status =
            previous == content ? .unchanged : Self.isHandEdited(previous) ? .handEdited : .changed
        return ExportFile(path: path, content: content, status: status, previous: previous)
    }

    /// A file whose block no longer matches its body was edited after MockScope wrote it.
    static func isHandEdited(_ text: String) -> Bool {
        let reading = Provenance.read(text)
        return reading.provenance != nil && !reading.bodyMatches
    }

    private func staleFiles(in folder: String, keeping: Set<String>) -> [(path: String, isHandEdited: Bool)] {
        let names = (try? fileSystem.files(in: folder)) ?? []
        return names.filter(OutputTarget.isMockFileName).map { "\(folder)/\($0)" }.compactMap { path in
            guard !keeping.contains(path),
                let header = try? fileSystem.readHeader(path, length: OutputFile.headerLength),
                OutputFile.isGenerated(header: header)
            else { return nil }
            let text = (try? fileSystem.readOutput(path)).map { String(decoding: $0, as: UTF8.self) }
            return (path, text.map(Self.isHandEdited) ?? false)
        }
    }

    /// Writes what changed, atomically; refuses the whole export when a target is foreign, or
    /// when another export changed the folder since this one was planned (one run's output is
    /// then there whole, never a mix of two).
    public func write(_ plan: ExportPlan) throws(PipelineError) -> ExportSummary {
        if let foreign = plan.foreignFiles.first {
            throw PipelineError(
                .cannotCreateOutput,
                "\(foreign.path): refusing to overwrite a file mockscope did not generate (it lacks the '\(OutputFile.headerMarker)' header); move it or choose another --output"
            )
        }
        if let edited = plan.handEditedFiles.first?.path ?? plan.editedRemovals.first {
            throw PipelineError(
                .cannotCreateOutput,
                "\(edited): edited by hand since mockscope generated it; nothing was written. Move the file to keep the edit, or run again with --force to discard it"
            )
        }
        let changed = plan.files.filter { $0.status != .unchanged }
        for folder in Set(changed.map { ($0.path as NSString).deletingLastPathComponent }).sorted()
        where !folder.isEmpty && fileSystem.kind(of: folder) == nil {
            do { try fileSystem.createFolder(folder) } catch { throw .cannotCreateFolder(folder, error) }
        }
        return try guarding(plan.areas[...]) { () throws(PipelineError) in try writeChanges(plan, changed) }
    }

    /// Runs `body` holding every area's lock, in path order, once each area is found unchanged
    /// since the plan was made. A folder that does not exist is written without a lock.
    private func guarding(
        _ areas: ArraySlice<ExportArea>, _ body: () throws(PipelineError) -> ExportSummary
    ) throws(PipelineError) -> ExportSummary {
        guard let area = areas.first else { return try body() }
        let folder = area.folder.isEmpty ? "." : area.folder
        guard fileSystem.kind(of: folder) == .folder else { return try guarding(areas.dropFirst(), body) }
        return try ExportGuard.withLock(on: area.folder) { () throws(PipelineError) in
            StaleTemporaries.remove(in: area.folder, fileSystem: fileSystem, accepts: area.ownsTemporary)
            if !area.snapshot.isCurrent(in: folder, fileSystem: fileSystem) {
                throw PipelineError(
                    .io,
                    "\(folder): another export wrote here while this one was prepared; nothing was written; run again")
            }
            return try guarding(areas.dropFirst(), body)
        }
    }

    private func writeChanges(_ plan: ExportPlan, _ changed: [ExportFile]) throws(PipelineError) -> ExportSummary {
        var summary = ExportSummary(written: changed.count, unchanged: plan.files.count - changed.count, removed: 0)
        // One after the other: parallel creation in one folder contends on the folder's lock
        // and measured several times slower than a single writer.
        let failures = changed.lazy.map { file -> PipelineError? in
            do {
                try fileSystem.writeAtomically(file.content, to: file.path)
                return nil
            } catch {
                return PipelineError(
                    .cannotCreateOutput, "\(file.path): cannot write: \(SystemErrorText.describe(error))")
            }
        }
        if let failure = failures.compactMap({ $0 }).first { throw failure }
        for path in plan.removals {
            do { try fileSystem.remove(path) } catch {
                throw PipelineError(
                    .io, "\(path): cannot remove stale mock: \(SystemErrorText.describe(error))")
            }
            summary.removed += 1
        }
        return summary
    }
}

extension ExportPlan {
    /// Records where the export writes and what is there now, for `Exporter.write`.
    /// `before` is stamped before the files were read, so a change while they are read shows.
    mutating func guarded(
        folder: String, before: ExportGuard.Snapshot, fileSystem: any FileSystem,
        ownsTemporary: @escaping @Sendable (String) -> Bool
    ) {
        var snapshot = ExportGuard.Snapshot(paths: removals, fileSystem: fileSystem)
        snapshot.stamps.merge(before.stamps) { _, planned in planned }
        snapshot.listing = before.listing
        areas = [ExportArea(folder: folder, snapshot: snapshot, ownsTemporary: ownsTemporary)]
    }
}
