import Dispatch
import FileAccess
import Foundation
import MockCache
import MockDiscovery
import MockModel
import MockPipeline

/// Reads the tests and tells, for each generated mock, which tests use it and which of its
/// requirements they touch. Files whose bytes name no mock are never parsed; the rest are
/// parsed on every core, and unchanged files are answered from the cache.
public struct UsesReader: Sendable {
    public let fileSystem: any FileSystem
    public let cacheFolder: URL?
    /// False: every file is parsed whole, none skipped: what the skipping must agree with.
    public let skipping: Bool

    public init(fileSystem: any FileSystem = LocalFileSystem(), cacheFolder: URL? = nil, skipping: Bool = true) {
        self.fileSystem = fileSystem
        self.cacheFolder = cacheFolder
        self.skipping = skipping
    }

    /// The uses of the outcome's mocks in the tests of the package around its scan.
    public func read(_ outcome: GenerateOutcome) -> UsesReport {
        read(
            mocks: outcome.mocks, protocols: outcome.scan.protocols,
            testFiles: TestFileSet.files(
                root: outcome.scan.root, package: outcome.scan.package, fileSystem: fileSystem),
            root: outcome.scan.root)
    }

    public func read(mocks: [GeneratedMock], protocols: [ProtocolModel], testFiles: [String], root: String)
        -> UsesReport
    {
        let clock = ContinuousClock()
        var report = UsesReport()
        let generated = mocks.filter { $0.kind == .mock && $0.text != nil }
        let names = Set(generated.map(\.mockName))
        let started = clock.now
        let startedProcessor = ProcessorTime.seconds
        var found = findings(in: testFiles, mockNames: names, root: root, report: &report)
        if skipping { addSkippedHelpers(to: &found, mockNames: names, report: &report) }
        report.timings.reading = (clock.now - started).seconds
        report.timings.readingProcessor = ProcessorTime.seconds - startedProcessor
        let resolving = clock.now
        let mockOfProtocol = Dictionary(
            generated.map { ($0.protocolName, $0.mockName) }, uniquingKeysWith: { first, _ in first })
        let read = Self.namedWithParents(found, generated: generated, mockOfProtocol: mockOfProtocol)
        // Each named mock's text is parsed again for its members, on every core.
        let built = TableSlots(count: generated.count)
        DispatchQueue.concurrentPerform(iterations: generated.count) { index in
            let mock = generated[index]
            built.set(index, MockMemberTable(mock, readingMembers: read.contains(mock.mockName)))
        }
        let tables = Dictionary(built.values().map { ($0.mockName, $0) }, uniquingKeysWith: { first, _ in first })
        let resolver = UsesResolver(tables: tables, mockOfProtocol: mockOfProtocol, names: RequirementNames(protocols))
        // Each mock is matched with the files that name it only, and every file's helpers.
        var filesByMock: [String: [(path: String, uses: FileUses)]] = [:]
        for file in found where !file.uses.isEmpty {
            let mocks = Set(
                file.uses.references.map(\.mock) + file.uses.mentions.map(\.mock) + file.uses.handoffs.map(\.mock))
            for mock in mocks { filesByMock[mock, default: []].append(file) }
        }
        let helpers = found.flatMap(\.uses.helpers)
        for mock in generated {
            guard let table = tables[mock.mockName] else { continue }
            report.usages[mock.protocolID] = resolver.usage(
                of: table, protocolID: mock.protocolID, files: filesByMock[mock.mockName] ?? [], helpers: helpers)
        }
        report.timings.resolving = (clock.now - resolving).seconds
        return report
    }

    /// The mocks some test names a member of, and the mocks they subclass: only their text is
    /// read back for members.
    static func namedWithParents(
        _ found: [(path: String, uses: FileUses)], generated: [GeneratedMock], mockOfProtocol: [String: String]
    ) -> Set<String> {
        var named = Set(found.flatMap { $0.uses.references.map(\.mock) })
        let parents = Dictionary(
            generated.compactMap { mock in mock.parentProtocol.map { (mock.mockName, $0) } },
            uniquingKeysWith: { first, _ in first })
        var pending = Array(named)
        while let mock = pending.popLast() {
            guard let parent = parents[mock].flatMap({ mockOfProtocol[$0] }), named.insert(parent).inserted else {
                continue
            }
            pending.append(parent)
        }
        return named
    }

    /// Each file's findings: the cache's for an unchanged file, nothing for one that names no
    /// mock, SwiftParser's for the rest.
    private func findings(in files: [String], mockNames: Set<String>, root: String, report: inout UsesReport)
        -> [(path: String, uses: FileUses)]
    {
        let cache = UsesCache(root: root, folder: cacheFolder, fileSystem: fileSystem, mockNames: Array(mockNames))
        let remembered = cache?.load() ?? [:]
        let names = MockNames(mockNames)
        let fragments = StatementFragments()
        let now = FileStamp.now
        let slots = Slots(count: files.count)
        let fileSystem = self.fileSystem
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let path = files[index]
            let stamp = cache == nil ? nil : fileSystem.stamp(of: path)
            if let stamp, let entry = remembered[path], let uses = cache?.found(in: entry, stamp: stamp) {
                slots.set(index, FileSlot(uses: uses, entry: entry, cached: true))
                return
            }
            guard let bytes = try? fileSystem.readBytes(path) else { return slots.set(index, FileSlot()) }
            var slot = FileSlot(bytes: bytes.count)
            if !skipping || bytes.withUnsafeBytes(names.filter.namesAMock) {
                slot.uses = TestFileReader.read(bytes, names: names, slicing: skipping, fragments: fragments)
                slot.parsed = true
            }
            if let stamp, !stamp.isRecent(comparedTo: now) { slot.entry = cache?.entry(slot.uses, stamp: stamp) }
            slots.set(index, slot)
        }
        let results = slots.values()
        report.testFiles = files.count
        report.parsedFiles = results.filter(\.parsed).count
        report.cachedFiles = results.filter(\.cached).count
        report.bytesRead = results.reduce(0) { $0 + $1.bytes }
        report.bytesParsed = fragments.bytesParsed
        cache?.save(zip(files, results).compactMap { path, slot in slot.entry.map { (path, $0) } })
        return zip(files, results).map { ($0, $1.uses) }
    }
}

extension UsesReader {
    /// A mock handed to a function whose parameter hides its type is a use that cannot be
    /// known; that function may be declared in a file naming no mock, which was not parsed.
    /// Such files that spell `func` and a callee's name are parsed whole for their functions.
    func addSkippedHelpers(
        to found: inout [(path: String, uses: FileUses)], mockNames: Set<String>, report: inout UsesReport
    ) {
        let callees = Set(found.flatMap { $0.uses.handoffs.map(\.callee) }).map { Array($0.utf8) }
        guard !callees.isEmpty else { return }
        let funcWord = Array("func".utf8)
        for index in found.indices where found[index].uses.isEmpty {
            guard let bytes = try? fileSystem.readBytes(found[index].path) else { continue }
            let declares = bytes.withUnsafeBytes { buffer in
                ByteSearch.contains(buffer, funcWord) && callees.contains { ByteSearch.contains(buffer, $0) }
            }
            guard declares else { continue }
            found[index].uses = TestFileReader.read(bytes, mocks: mockNames, slicing: false)
            report.parsedFiles += 1
            report.bytesParsed += bytes.count
        }
    }
}

/// What the tests say of every mock, by protocol ID, and what reading them cost.
public struct UsesReport: Sendable {
    public var usages: [String: MockUsage] = [:]
    public var testFiles = 0
    /// Files SwiftParser read; the others named no mock, or came from the cache.
    public var parsedFiles = 0
    public var cachedFiles = 0
    public var bytesRead = 0
    /// The bytes SwiftParser read: blanked ones aside, and a statement that many files spell
    /// counted once (see `StatementFragments`).
    public var bytesParsed = 0
    public var timings = Timings()

    public struct Timings: Sendable, Hashable {
        /// Listing aside: reading, filtering and parsing the files.
        public var reading: Double = 0
        /// The processor time the process spent on it, on every core: what a loaded machine
        /// does not change.
        public var readingProcessor: Double = 0
        /// Matching the findings with the mocks' members.
        public var resolving: Double = 0
    }

    public init() {}

    /// The protocols whose mock no test names, by ID.
    public var unusedProtocolIDs: Set<String> { Set(usages.values.filter(\.isUnused).map(\.protocolID)) }
}

private struct FileSlot: Sendable {
    var uses = FileUses()
    var entry: DiscoveryCache.Entry?
    var cached = false
    var parsed = false
    var bytes = 0
}

/// One slot per file, each written once from whichever thread read it.
private final class Slots: @unchecked Sendable {
    private var slots: [FileSlot]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: FileSlot(), count: count) }
    func set(_ index: Int, _ slot: FileSlot) { lock.withLock { slots[index] = slot } }
    func values() -> [FileSlot] { lock.withLock { slots } }
}

/// One member table per mock, each written once from whichever thread built it.
private final class TableSlots: @unchecked Sendable {
    private var slots: [MockMemberTable?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ table: MockMemberTable) { lock.withLock { slots[index] = table } }
    func values() -> [MockMemberTable] { lock.withLock { slots.compactMap { $0 } } }
}
