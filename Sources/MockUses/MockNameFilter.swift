import MockDiscovery

/// Whether a file's bytes name any of the mocks, decided without parsing: most mocks end in
/// `Mock`, so one pass finds each `Mock` and checks the identifier around it against the set;
/// a name without `Mock` in it is searched for alone.
struct MockNameFilter: Sendable {
    private let names: Set<[UInt8]>
    private let others: [[UInt8]]
    private static let stem = Array("Mock".utf8)

    init(_ mockNames: some Sequence<String>) {
        let all = Set(mockNames.map { Array($0.utf8) })
        names = all
        others = all.filter { !Self.holdsStem($0) }
    }

    func namesAMock(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard !names.isEmpty else { return false }
        var offset = 0
        while let found = ByteSearch.find(bytes, Self.stem, from: offset) {
            var start = found
            while start > 0, Self.isIdentifier(bytes[start - 1]) { start -= 1 }
            var end = found + Self.stem.count
            while end < bytes.count, Self.isIdentifier(bytes[end]) { end += 1 }
            if names.contains(Array(bytes[start..<end])) { return true }
            offset = end
        }
        return others.contains { ByteSearch.contains(bytes, $0) }
    }

    private static func holdsStem(_ name: [UInt8]) -> Bool {
        name.withUnsafeBytes { ByteSearch.contains($0, stem) }
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte >= 0x80
    }
}
