import Foundation
import MockModel
import MockPipeline
import SwiftParser
import Testing

/// The strict style's mocks of `Tests/MockScopeStrictTests/Generated/Protocols.swift`, checked in
/// beside them as `StrictMocks.swift`, so a change of the strict style shows in review; the strict
/// client package compiles and drives the same mocks, generated afresh (`StrictClientPackageTests`).
/// `RECORD_GOLDENS=1` rewrites the file and fails, so recording never passes silently.
struct StrictGoldenTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/MockScopeStrictTests/Generated")
    /// The file is the generator's text as it is; the project's formatter leaves it alone.
    static let formatterExemption = "// swift-format-ignore-file\n"

    @Test func generatedStrictMocksMatchTheCheckedInFile() throws {
        let input = Self.folder.appendingPathComponent("Protocols.swift").path
        let selection = Selection(overrides: MockOptions(condition: .always, style: .strict), all: true)
        let outcome = try Pipeline().generate(GenerateRequest(path: input, selection: selection))
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.formatted))")
        #expect(!Parser.parse(source: outcome.text).hasError, "generated text does not parse")
        #expect(outcome.text.contains("\nimport MockScope\n"))
        let expectedURL = Self.folder.appendingPathComponent("StrictMocks.swift")
        let checkedIn = Self.formatterExemption + outcome.text
        if GoldenTests.recording {
            try checkedIn.write(to: expectedURL, atomically: true, encoding: .utf8)
            Issue.record("recorded StrictMocks.swift; run again without RECORD_GOLDENS")
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        if let diff = LineDiff.unified(
            old: expected, new: checkedIn, oldName: "StrictMocks.swift", newName: "generated")
        {
            Issue.record("the strict mocks differ from StrictMocks.swift:\n\(diff)")
        }
    }
}
