import MockDiscovery

extension Scanner {
    /// Of the plain parameter types, the enums without a case on this platform. Only a file whose
    /// bytes spell `enum ` and one of the names is parsed; a name declared otherwise anywhere
    /// read, or with a case, is not one. A file the scan read is read again only when its `hints`
    /// say it may declare a type of one of the names: every other kind of declaration is named
    /// there too.
    ///
    /// Only a file that may declare an enum of a name can add it; any other file can only show a
    /// name inhabited. So the files that may declare an enum are read first, the smallest first,
    /// in rounds, each asking only for the names no round has yet shown inhabited (a large enum
    /// with a case, such as a generated `Element`, is then seldom parsed); the other files are
    /// read only for the names the enums leave without a case, which on real code are none.
    func uninhabitedEnums(
        files: [String], names: Set<String>, hints: [String: DeclarationHints], inMemory: [String: [UInt8]]
    ) -> Set<String> {
        guard !names.isEmpty else { return [] }
        let candidates = Self.mayDeclare(files, names, hints) { $0.mayDeclareType(anyOf: $1) }
        var pending = ParallelMap.map(Self.mayDeclare(candidates, names, hints) { $0.mayDeclareEnum(anyOf: $1) }) {
            file in (file, readableSource(file, names: names, inMemory: inMemory))
        }
        .compactMap { file, bytes in bytes.map { (file: file, bytes: $0) } }
        .sorted { ($0.bytes.count, $0.file) < ($1.bytes.count, $1.file) }
        var open = names
        var uninhabited: Set<String> = []
        var read: Set<String> = []
        while !pending.isEmpty, !open.isEmpty {
            let asked = open
            let round = Array(pending.prefix(max(4, (pending.count + 3) / 4)))
            pending.removeFirst(round.count)
            read.formUnion(round.map(\.file))
            let found = ParallelMap.map(round) { file -> (uninhabited: Set<String>, inhabited: Set<String>) in
                Self.mentionsAny(file.bytes, asked)
                    ? UninhabitedEnumReader.read(utf8: file.bytes, names: asked) : ([], [])
            }
            for result in found {
                uninhabited.formUnion(result.uninhabited)
                open.subtract(result.inhabited)
            }
            let stillAsked = Set(Self.mayDeclare(pending.map(\.file), open, hints) { $0.mayDeclareEnum(anyOf: $1) })
            pending.removeAll { !stillAsked.contains($0.file) }
        }
        uninhabited.formIntersection(open)
        guard !uninhabited.isEmpty else { return [] }
        // A type of another kind of the name, in a file no round read, keeps it inhabited.
        let asked = uninhabited
        let others = Self.mayDeclare(candidates.filter { !read.contains($0) }, asked, hints) {
            $0.mayDeclareType(anyOf: $1)
        }
        let inhabited = ParallelMap.map(others) { file in
            readableSource(file, names: asked, inMemory: inMemory).map {
                UninhabitedEnumReader.read(utf8: $0, names: asked).inhabited
            } ?? []
        }
        return uninhabited.subtracting(inhabited.joined())
    }

    /// The files whose `hints` say yes for the names, and those without hints.
    private static func mayDeclare(
        _ files: [String], _ names: Set<String>, _ hints: [String: DeclarationHints],
        _ question: (DeclarationHints, Set<[UInt8]>) -> Bool
    ) -> [String] {
        let bytes = Set(names.map { Array($0.utf8) })
        return files.filter { file in hints[file].map { question($0, bytes) } ?? true }
    }

    /// The file's bytes, when they are UTF-8, within the size limit, and spell `enum ` and one of
    /// the names: no other file declares an enum of them, nor is read for this pass.
    private func readableSource(_ file: String, names: Set<String>, inMemory: [String: [UInt8]]) -> [UInt8]? {
        guard let bytes = inMemory[file] ?? (try? fileSystem.readBytes(file)), bytes.count <= Self.maximumFileSize,
            bytes.withUnsafeBytes({ ByteSearch.contains($0, Self.enumKeyword) }), Self.mentionsAny(bytes, names),
            SourceBytes.isUTF8(bytes)
        else { return nil }
        return bytes
    }

    private static func mentionsAny(_ bytes: [UInt8], _ names: Set<String>) -> Bool {
        bytes.withUnsafeBytes { raw in names.contains { ByteSearch.contains(raw, Array($0.utf8)) } }
    }

    private static let enumKeyword = Array("enum ".utf8)
}
