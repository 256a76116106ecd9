import Foundation
import MockModel

/// Where generated mocks go: one file, or a folder with one `<Protocol>Mock.swift` each.
public enum OutputTarget: Sendable, Hashable {
    case file(String)
    case folder(String)

    /// A trailing slash, or an existing folder, means a folder.
    public init(_ spelling: String, fileSystem: any FileSystem = LocalFileSystem()) {
        if spelling.hasSuffix("/") || fileSystem.kind(of: spelling) == .folder {
            self = .folder(spelling.hasSuffix("/") ? String(spelling.dropLast()) : spelling)
        } else {
            self = .file(spelling)
        }
    }
}

/// What one output file will become.
public struct ExportFile: Sendable, Hashable {
    public enum Status: String, Sendable {
        case new, changed, unchanged
        /// A file is there that MockScope did not write: it is never overwritten.
        case foreign
    }

    public var path: String
    public var content: String
    public var status: Status
    /// The file's current text, for diffs; nil when it does not exist.
    public var previous: String?
}

/// The whole effect of an export, computed before anything is written.
public struct ExportPlan: Sendable, Hashable {
    public var files: [ExportFile]
    /// Files MockScope generated earlier for protocols that no longer exist.
    public var removals: [String]
    /// Set by the pipeline so a successful write records itself for the next run.
    var pendingRecord: PendingRecord?
    /// The folder written into, locked while writing, and what it held when this plan was made.
    var folder: String?
    var snapshot: ExportGuard.Snapshot?
    /// Which temporaries in `folder` belong to this export's targets.
    var ownsTemporary: (@Sendable (String) -> Bool)?

    public static func == (lhs: ExportPlan, rhs: ExportPlan) -> Bool {
        lhs.files == rhs.files && lhs.removals == rhs.removals && lhs.pendingRecord == rhs.pendingRecord
            && lhs.folder == rhs.folder && lhs.snapshot == rhs.snapshot
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(files)
        hasher.combine(removals)
    }

    public var foreignFiles: [ExportFile] { files.filter { $0.status == .foreign } }
    public var isCurrent: Bool { removals.isEmpty && files.allSatisfy { $0.status == .unchanged } }
}

public struct ExportSummary: Sendable, Hashable {
    public var written: Int
    public var unchanged: Int
    public var removed: Int
}

public struct Exporter: Sendable {
    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    public func plan(
        _ mocks: [GeneratedMock], to target: OutputTarget, imports: [String], testableImports: [String]
    )
        -> ExportPlan
    {
        switch target {
        case .file(let path):
            let content = OutputFile.render(
                mocks: mocks, imports: imports, testableImports: testableImports)
            let before = ExportGuard.Snapshot(paths: [path])
            var plan = ExportPlan(files: [file(path, content)], removals: [])
            let name = (path as NSString).lastPathComponent
            plan.guarded(folder: (path as NSString).deletingLastPathComponent, before: before) { $0 == name }
            return plan
        case .folder(let folder):
            let included = mocks.filter { $0.text != nil }
            let before = ExportGuard.Snapshot(
                paths: included.map { "\(folder)/\($0.mockName).swift" }, listing: folder)
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
                    "\(folder)/\(group[0].mockName).swift",
                    OutputFile.render(mocks: group, imports: imports, testableImports: testableImports))
            }
            var plan = ExportPlan(
                files: files, removals: staleFiles(in: folder, keeping: Set(files.map(\.path))))
            plan.guarded(folder: folder, before: before) { $0.hasSuffix("Mock.swift") }
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
        return ExportFile(
            path: path, content: content, status: previous == content ? .unchanged : .changed, previous: previous)
    }

    private func staleFiles(in folder: String, keeping: Set<String>) -> [String] {
        let names = (try? fileSystem.files(in: folder)) ?? []
        return names.filter { $0.hasSuffix("Mock.swift") }.map { "\(folder)/\($0)" }.filter { path in
            guard !keeping.contains(path),
                let header = try? fileSystem.readHeader(path, length: OutputFile.headerLength)
            else { return false }
            return OutputFile.isGenerated(header: header)
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
        let changed = plan.files.filter { $0.status != .unchanged }
        for folder in Set(changed.map { ($0.path as NSString).deletingLastPathComponent }).sorted()
        where !folder.isEmpty && fileSystem.kind(of: folder) == nil {
            do { try fileSystem.createFolder(folder) } catch {
                throw PipelineError(
                    .cannotCreateOutput, "\(folder): cannot create folder: \(SystemErrorText.describe(error))"
                )
            }
        }
        guard let folder = plan.folder, fileSystem.kind(of: folder.isEmpty ? "." : folder) == .folder else {
            return try writeChanges(plan, changed)
        }
        return try ExportGuard.withLock(on: folder) { () throws(PipelineError) in
            ExportGuard.removeStaleTemporaries(
                in: folder, fileSystem: fileSystem, accepts: plan.ownsTemporary ?? { _ in false })
            if let snapshot = plan.snapshot, !snapshot.isCurrent(in: folder.isEmpty ? "." : folder) {
                throw PipelineError(
                    .io,
                    "\(folder.isEmpty ? "." : folder): another export wrote here while this one was prepared; nothing was written; run again"
                )
            }
            return try writeChanges(plan, changed)
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
        plan.pendingRecord?.save(plan)
        return summary
    }
}

extension ExportPlan {
    /// Records where the export writes and what is there now, for `Exporter.write`.
    /// `before` is stamped before the files were read, so a change while they are read shows.
    mutating func guarded(
        folder: String, before: ExportGuard.Snapshot, ownsTemporary: @escaping @Sendable (String) -> Bool
    ) {
        self.folder = folder
        self.ownsTemporary = ownsTemporary
        var snapshot = ExportGuard.Snapshot(paths: removals)
        snapshot.stamps.merge(before.stamps) { _, planned in planned }
        snapshot.listing = before.listing
        self.snapshot = snapshot
    }
}
