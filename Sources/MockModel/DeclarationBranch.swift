/// The `#if` branches a declaration sits in, outermost first: its mock sits in the same
/// branches, and two copies of one protocol in sibling branches are two entries, never both
/// compiled.
public struct DeclarationBranch: Hashable, Sendable {
    public struct Clause: Hashable, Sendable {
        /// Where the `#if` of the block starts, which tells blocks apart.
        public var blockLine: Int
        public var blockColumn: Int
        /// Which clause of the block (`#if` 0, then each `#elseif` / `#else`).
        public var index: Int

        public init(blockLine: Int, blockColumn: Int, index: Int) {
            self.blockLine = blockLine
            self.blockColumn = blockColumn
            self.index = index
        }
    }

    /// The condition under which the declaration is compiled: `(A)`, `!(A) && (B)`, `!(A)`.
    public var expression: String
    public var clauses: [Clause]

    public init(expression: String, clauses: [Clause]) {
        self.expression = expression
        self.clauses = clauses
    }

    /// Whether the two can never be compiled together: different clauses of one block.
    public func excludes(_ other: DeclarationBranch) -> Bool {
        clauses.contains { mine in
            other.clauses.contains {
                $0.blockLine == mine.blockLine && $0.blockColumn == mine.blockColumn && $0.index != mine.index
            }
        }
    }
}
