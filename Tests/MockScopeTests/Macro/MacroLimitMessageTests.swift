import MockModel
import MockPipeline
import Testing

/// What `@Mockable` cannot see (`MS221`), in the words each reporter uses: the macro refuses the
/// mock, the file export notes that it should stay one.
struct MacroLimitMessageTests {
    static let source = """
        @Mockable
        protocol Base {
            func base()
        }
        @Mockable
        protocol Extra {
            func extra()
        }
        @Mockable
        protocol Both: Base, Extra {
            func both()
        }
        """

    @Test func theMacroRefusesAndTheExportNotes() throws {
        let (outcome, path) = try MacroExpansionTests.export(Self.source, named: "Family.swift")
        let note = try #require(outcome.mocks.flatMap(\.diagnostics).first { $0.code == .needsFileExport })
        #expect(note.severity == .note)
        #expect(
            note.message
                == "@Mockable sees only 'Both', not the requirements of 'Extra' that BothMock must witness; keep this mock a generated file instead of the macro's expansion"
        )
        let refusal = try #require(
            MacroExpander.expand(Self.source, path: path).flatMap(\.diagnostics).first { $0.contains("sees only") })
        #expect(refusal.contains("error: @Mockable sees only 'Both', not the requirements of 'Extra'"), "\(refusal)")
        #expect(refusal.contains("that BothMock must witness; generate this mock with `mockscope generate` instead"))
    }
}
