protocol Table {
    subscript(index: Int) -> String { get }
    subscript(key: String) -> Int { get set }
    subscript(row: Int, column: Int) -> Double { get async throws }
}
