import Foundation

/// A generated file of mocks cut at each mock's `// NameMock: …` line, so that a compiler
/// message can be laid at the mock it is in and a file can be rebuilt with only some mocks.
public struct MockSegments: Sendable {
    public struct Mock: Sendable, Equatable {
        public let name: String
        public let text: String
        /// 1-based, inclusive.
        public let lines: ClosedRange<Int>
    }

    /// Everything before the first mock: header, imports, the lock helper.
    public let header: String
    public let mocks: [Mock]

    public init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var starts: [(index: Int, name: String)] = []
        for (index, line) in lines.enumerated() {
            if let name = Self.mockName(opening: line) { starts.append((index, name)) }
        }
        header = lines[0..<(starts.first?.index ?? lines.count)].joined(separator: "\n")
        mocks = starts.enumerated().map { position, start in
            let end = position + 1 < starts.count ? starts[position + 1].index : lines.count
            return Mock(
                name: start.name, text: lines[start.index..<end].joined(separator: "\n"),
                lines: (start.index + 1)...max(start.index + 1, end))
        }
    }

    /// `// FooMock: internal, #if DEBUG, auto` names `FooMock`; a file of components,
    /// `// FooComponent: component of Foo`, or of type erasures, `// AnyFoo: …`, is cut the same way.
    static func mockName(opening line: String) -> String? {
        guard line.hasPrefix("// "), let colon = line.firstIndex(of: ":") else { return nil }
        let name = line[line.index(line.startIndex, offsetBy: 3)..<colon]
        // The header's own comment lines (`// source: …`) are not mocks.
        guard ["Mock", "Component", "ComponentBase"].contains(where: name.hasSuffix) || name.hasPrefix("Any"),
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else {
            return nil
        }
        return String(name)
    }

    public func mock(atLine line: Int) -> Mock? {
        mocks.first { $0.lines.contains(line) }
    }

    /// The mocks a mock's text names (its superclass mock), transitively, and the mock itself.
    public func closure(of name: String) -> [String] {
        var names: [String] = []
        var pending = [name]
        while let next = pending.popLast() {
            guard !names.contains(next), let mock = mocks.first(where: { $0.name == next }) else { continue }
            names.append(next)
            pending += mocks.map(\.name).filter { $0 != next && mock.text.containsWord($0) }
        }
        return names
    }

    /// The file with only the named mocks, in their original order.
    public func text(keeping names: [String]) -> String {
        ([header] + mocks.filter { names.contains($0.name) }.map(\.text)).joined(separator: "\n")
    }
}

/// One `path:line:column: error|warning: message` line of compiler output.
public struct CompilerMessage: Sendable, Equatable {
    public let file: String
    public let line: Int
    public let isError: Bool
    public let message: String

    /// The errors and warnings in compiler output; notes and source excerpts are left out.
    public static func parse(_ output: String) -> [CompilerMessage] {
        output.split(separator: "\n").compactMap { line in
            for (marker, isError) in [(": error: ", true), (": warning: ", false)] {
                guard let range = line.range(of: marker) else { continue }
                let place = line[..<range.lowerBound].split(separator: ":")
                guard place.count >= 3, let number = Int(place[place.count - 2]) else { continue }
                return CompilerMessage(
                    file: place.dropLast(2).joined(separator: ":"), line: number, isError: isError,
                    message: String(line[range.upperBound...]))
            }
            return nil
        }
    }

    /// The message with names and numbers blanked, so the same failure in two shapes groups.
    public var signature: String {
        var result = ""
        var quoted = false
        for character in message {
            if character == "'" {
                quoted.toggle()
                result.append(quoted ? "'_" : "'")
            } else if !quoted {
                result.append(character.isNumber ? "#" : character)
            }
        }
        return (isError ? "error: " : "warning: ") + result
    }
}

extension String {
    fileprivate func containsWord(_ word: String) -> Bool {
        var searchStart = startIndex
        while let range = self[searchStart...].range(of: word) {
            let before = range.lowerBound == startIndex ? nil : self[index(before: range.lowerBound)]
            let after = range.upperBound == endIndex ? nil : self[range.upperBound]
            let isPart: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isPart(before) && !isPart(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }
}
