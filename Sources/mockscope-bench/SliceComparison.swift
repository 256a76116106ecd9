import Foundation
import MockModel
import MockPipeline

/// `--path DIR --compare`: the proof the tests give on their corpora, on real code: a scan that
/// slices finds exactly what a scan parsing every file whole finds.
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
        return differences
    }
}
