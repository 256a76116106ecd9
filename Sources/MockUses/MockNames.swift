/// The generated mocks' names in the forms the reading looks them up in, built once per read
/// of the tests rather than once per file.
struct MockNames: Sendable {
    let names: Set<String>
    let filter: MockNameFilter
    /// The names' bytes, to meet the words of a statement.
    let words: Set<[UInt8]>

    init(_ names: Set<String>) {
        self.names = names
        filter = MockNameFilter(names)
        words = Set(names.map { Array($0.utf8) })
    }
}
