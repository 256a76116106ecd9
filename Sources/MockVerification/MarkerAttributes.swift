import FileAccess
import Foundation
import MockPipeline
import SwiftParser
import SwiftSyntax

/// `@Mockable` is MockScope's marker. A project that marks protocols with it but has no module
/// declaring the attribute (the marker is read by MockScope alone) does not compile as written;
/// verification then compiles copies with the attribute blanked out, byte for byte, so every
/// line and column the compiler reports stays where it was.
enum MarkerAttributes {
    static let name = "Mockable"

    static func isUnknownMarker(_ message: CompilerMessage) -> Bool {
        message.text == "unknown attribute '\(name)'"
    }

    /// Copies of the files that spell the marker, in `folder`; the map is copy → original.
    static func blankedCopies(
        of sources: [String], in folder: URL, fileSystem: any FileSystem
    ) -> (sources: [String], originals: [String: String]) {
        var result: [String] = []
        var originals: [String: String] = [:]
        for (index, source) in sources.enumerated() {
            guard var bytes = (try? fileSystem.read(source)).map(Array.init),
                let text = String(bytes: bytes, encoding: .utf8), text.contains("@\(name)")
            else {
                result.append(source)
                continue
            }
            for range in ranges(in: text) {
                for offset in range where bytes[offset] != UInt8(ascii: "\n") { bytes[offset] = UInt8(ascii: " ") }
            }
            let copyFolder = folder.appendingPathComponent("\(index)")
            let copy = copyFolder.appendingPathComponent((source as NSString).lastPathComponent)
            do {
                try fileSystem.createFolder(copyFolder.path)
                try fileSystem.writeAtomically(Data(bytes), to: copy.path)
            } catch {
                result.append(source)
                continue
            }
            result.append(copy.path)
            originals[copy.path] = source
        }
        return (result, originals)
    }

    /// UTF-8 offsets of every `@Mockable…` attribute, arguments included.
    /// None in a file too deeply nested to parse safely: the scan skipped it too.
    static func ranges(in text: String) -> [Range<Int>] {
        guard ParseSafety.allowsParsing(Array(text.utf8)) else { return [] }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return finder.ranges
    }

    private final class Finder: SyntaxVisitor {
        var ranges: [Range<Int>] = []

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if node.attributeName.trimmedDescription == MarkerAttributes.name {
                ranges.append(
                    node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
                )
            }
            return .skipChildren
        }
    }
}
