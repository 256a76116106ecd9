import Dispatch
import FileAccess
import Foundation
import MockDiscovery
import MockModel
import MockPipeline

/// `--path DIR --compare`: the proof the tests give on their corpora, on real code: a scan that
/// slices finds exactly what a scan parsing every file whole finds, and the type facts read from
/// slices are those read from whole files.
enum SliceComparison {
    /// Prints the differences and returns how many there were.
    static func report(path: String) throws -> Int {
        let sliced = try Scanner().scan(path)
        let whole = try Scanner(usesPrefilter: false).scan(path)
        var differences = 0
        func differ(_ what: String) {
            differences += 1
            if differences <= 20 { print("  differs: \(what)") }
        }
        let wholeByID = Dictionary(whole.protocols.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for model in sliced.protocols where wholeByID[model.id] != model {
            differ("protocol \(model.qualifiedName) at \(model.location)")
        }
        if sliced.protocols.count != whole.protocols.count {
            differ("\(sliced.protocols.count) protocols sliced, \(whole.protocols.count) whole")
        }
        for (file, imports) in whole.importsByFile where sliced.importsByFile[file] != imports {
            differ("imports of \(file)")
        }
        if sliced.brokenProtocolIDs != whole.brokenProtocolIDs { differ("broken protocols") }
        let markers = { (scan: ScanResult) in scan.diagnostics.filter { $0.code == .markerOnNonProtocol } }
        if markers(sliced) != markers(whole) { differ("misplaced markers") }
        print(
            "sliced vs whole-file scan: \(sliced.protocols.count) protocols, \(sliced.importsByFile.count) files' imports; \(differences) differences"
        )
        let facts = typeFactsDifferences(sliced.files)
        for file in facts.differing.prefix(20) { print("  differs: type facts of \(file)") }
        print(
            "sliced vs whole-file type facts: \(facts.compared) files with a typealias, ~Copyable or an enum; \(facts.differing.count) differences"
        )
        return differences + facts.differing.count
    }

    /// Every name's facts, from slices and from the whole file, in each file that spells one.
    static func typeFactsDifferences(_ files: [String]) -> (compared: Int, differing: [String]) {
        let results = ParallelResults(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            guard let bytes = try? LocalFileSystem().readBytes(file),
                bytes.withUnsafeBytes({
                    ByteSearch.contains($0, Array("typealias".utf8))
                        || ByteSearch.contains($0, Array("~Copyable".utf8))
                        || ByteSearch.contains($0, Array("enum ".utf8))
                })
            else { return }
            let sliced = TypeFactsReader.read(utf8: bytes, path: file, wanted: nil)
            let whole = TypeFactsReader.readWhole(utf8: bytes, path: file, wanted: nil)
            // Asked for every other name (only their typealiases are then kept), as a scan asks.
            let some = Set(
                Set(whole.aliases.keys).union(whole.noncopyable).sorted().enumerated().filter {
                    $0.offset % 2 == 0
                }.map(\.element))
            let someAgree =
                TypeFactsReader.read(utf8: bytes, path: file, wanted: some)
                == TypeFactsReader.readWhole(utf8: bytes, path: file, wanted: some)
            // The enums without a case, asked for every name the file may declare.
            let names = declaredWords(bytes)
            let enums = UninhabitedEnumReader.read(utf8: bytes, names: names)
            let wholeEnums = UninhabitedEnumReader.read(utf8: bytes, names: names, slicing: false)
            results.set(index, sliced == whole && someAgree && enums == wholeEnums)
        }
        let outcomes = results.values()
        return (outcomes.count { $0 != nil }, zip(files, outcomes).filter { $0.1 == false }.map(\.0))
    }
}

/// The words after `enum `, `struct ` and `class ` in a text: names it may declare.
private func declaredWords(_ bytes: [UInt8]) -> Set<String> {
    let text = String(decoding: bytes, as: UTF8.self)
    var names: Set<String> = []
    for keyword in ["enum ", "struct ", "class "] {
        for piece in text.components(separatedBy: keyword).dropFirst() {
            let name = piece.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
        }
    }
    return names
}

/// One optional answer per file, written from the comparing threads.
private final class ParallelResults: @unchecked Sendable {
    private var slots: [Bool?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Bool) { lock.withLock { slots[index] = value } }

    func values() -> [Bool?] { lock.withLock { slots } }
}
