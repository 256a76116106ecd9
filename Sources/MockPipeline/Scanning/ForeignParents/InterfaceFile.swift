import FileAccess
import MockDiscovery
import MockModel

/// A toolchain module's `.swiftinterface`, read one protocol at a time: the standard library's is
/// megabytes, so only the declarations of the protocols asked for are parsed. The compiler prints
/// an interface with every top-level declaration at the start of a line and its closing brace
/// alone on a line, which is all the byte search relies on to cut one out; SwiftParser reads it,
/// and a cut it reports an error in is not trusted.
struct InterfaceFile {
    let path: String
    private let utf8: [UInt8]

    init?(path: String, fileSystem: any FileSystem) {
        guard let bytes = try? fileSystem.readBytes(path) else { return nil }
        self.path = path
        utf8 = bytes
    }

    /// The top-level protocol `name`, with its compiler-feature `#if`s settled.
    func protocolModel(named name: String) -> ProtocolModel? {
        guard let range = declaration(of: name) else { return nil }
        let discovery = FileDiscovery.discover(utf8: FileDiscovery.masked(utf8, keeping: [range]), path: path)
        guard discovery.diagnostics.isEmpty,
            var model = discovery.protocols.first(where: { $0.name == name && $0.qualifiedName == name })
        else { return nil }
        model.members = Self.settled(model.members)
        return model
    }

    /// From the start of the line declaring `protocol <name>` to its closing brace's line.
    private func declaration(of name: String) -> Range<Int>? {
        let word = Array("protocol \(name)".utf8)
        return utf8.withUnsafeBytes { bytes -> Range<Int>? in
            var from = 0
            while let found = ByteSearch.find(bytes, word, from: from) {
                from = found + 1
                let after = found + word.count
                guard after < bytes.count, [0x20, 0x3C, 0x3A, 0x7B].contains(bytes[after]) else { continue }
                var lineStart = found
                while lineStart > 0 && bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
                // A top-level declaration starts its line; a nested or commented one does not.
                guard bytes[lineStart] != 0x20, bytes[lineStart] != 0x2F else { continue }
                let declarationStart = lineStart
                // Its attributes (`@_marker`, `@available`) are the lines just above it.
                while lineStart > 1, let above = line(before: lineStart, in: bytes), bytes[above] == 0x40 {
                    lineStart = above
                }
                let lineEnd = ByteSearch.find(bytes, [0x0A], from: after) ?? bytes.count
                if bytes[after..<lineEnd].last == 0x7D { return lineStart..<lineEnd }
                guard let close = ByteSearch.find(bytes, [0x0A, 0x7D, 0x0A], from: lineEnd - 1),
                    close > declarationStart
                else { return nil }
                return lineStart..<close + 2
            }
            return nil
        }
    }

    /// Where the line before the one starting at `start` starts.
    private func line(before start: Int, in bytes: UnsafeRawBufferPointer) -> Int? {
        guard start >= 2 else { return nil }
        var index = start - 2
        while index > 0 && bytes[index - 1] != 0x0A { index -= 1 }
        return index
    }

    /// An interface guards declarations with the features of the compiler that reads it
    /// (`#if compiler(>=5.3) && $LifetimeDependence`); the compiler that will build the mock is
    /// that compiler, so such a block stands for its first clause. A toolchain module keeps a
    /// deprecated requirement only beside a default implementation of it (`Executor`'s
    /// `enqueue(_: Job)`), and witnessing it is itself deprecated: the mock leaves it out.
    static func settled(_ members: [Member]) -> [Member] {
        members.flatMap { member -> [Member] in
            if member.isDeprecated { return [] }
            guard case .conditional(let block) = member, let first = block.clauses.first,
                let condition = first.condition, testsCompilerOnly(condition)
            else { return [member] }
            return settled(first.members)
        }
    }

    private static func testsCompilerOnly(_ condition: String) -> Bool {
        let terms = condition.split(whereSeparator: { $0 == "&" || $0 == "|" || $0 == " " })
        return terms.allSatisfy { term in
            let bare = term.drop { $0 == "(" }
            return bare.hasPrefix("compiler(") || bare.hasPrefix("$") || bare.hasPrefix("hasFeature(")
                || bare.hasPrefix("hasAttribute(")
        }
    }
}
