import MockDiscovery

/// Reads a test file by parsing only what can hold a use: the bodies of functions,
/// initializers and accessors (see `SourceOutline.bodies`) whose bytes name no mock, no name
/// the file binds to a mock outside bodies, and no nested `func` are blanked, every other byte
/// kept at its line and column. A use needs the mock's name or a name bound to it spelled where
/// it is, so a blanked body holds none; the walk of what is kept is the walk of the whole file.
struct TestFileSlicer {
    let bytes: [UInt8]
    let mocks: Set<String>

    private static let funcWord = Array("func".utf8)

    func read() -> FileUses {
        let bodies = SourceOutline(bytes, target: .surface).bodies
        guard !bodies.isEmpty else { return whole() }
        let filter = MockNameFilter(mocks)
        var undecided: [Range<Int>] = []
        bytes.withUnsafeBytes { buffer in
            for body in bodies {
                let slice = UnsafeRawBufferPointer(rebasing: buffer[body])
                if !filter.namesAMock(slice) && !ByteSearch.contains(slice, Self.funcWord) {
                    undecided.append(body)
                }
            }
        }
        guard !undecided.isEmpty else { return whole() }
        // A first parse without the undecided bodies tells the names bound to mocks outside
        // bodies (stored properties, parameters, top-level code); an undecided body that spells
        // one is kept, and the file parsed again with it.
        let first = TestFileReader.walk(masked(blanking: undecided), mocks: mocks)
        let bound = first.boundToMocks.map { Array($0.utf8) }
        var spelling: [Range<Int>] = []
        bytes.withUnsafeBytes { buffer in
            for body in undecided {
                let slice = UnsafeRawBufferPointer(rebasing: buffer[body])
                if bound.contains(where: { ByteSearch.contains(slice, $0) }) { spelling.append(body) }
            }
        }
        if spelling.isEmpty { return first.found }
        if spelling.count == undecided.count { return whole() }
        let again = Set(spelling.map(\.lowerBound))
        return TestFileReader.walk(masked(blanking: undecided.filter { !again.contains($0.lowerBound) }), mocks: mocks)
            .found
    }

    private func whole() -> FileUses { TestFileReader.walk(bytes, mocks: mocks).found }

    /// The bytes with `blanked` (sorted, disjoint) left out but their line breaks.
    private func masked(blanking blanked: [Range<Int>]) -> [UInt8] {
        FileDiscovery.masked(bytes, keeping: MockMemberTable.outside(blanked, count: bytes.count))
    }
}
