import Foundation
import MockModel
import MockPipeline
import Testing

/// One protocol declared once per configuration, in two files under `#if`s that are not one
/// block's clauses (a platform's file beside another's): each copy gets its mock, the later one
/// under the negation of the earlier's condition, so whichever is compiled has exactly one.
/// Compiled in every style with the flag on and off, whole-module, warnings as errors.
@Suite(.serialized)
struct SeparatedCopiesEveryStyleTests {
    static let files = [
        "PollEngine.swift": """
        #if USE_POLL
        final class Engine: Sendable {
            protocol Chunk: Sendable {
                var count: Int { get }
            }
        }
        #endif

        """,
        "SelectEngine.swift": """
        #if !USE_POLL
        final class Engine {}

        extension Engine {
            protocol Chunk {
                var count: Int { get }
                func bytes() -> [UInt8]
            }
        }
        #endif

        """,
    ]

    @Test(arguments: EveryStyleCompile.styles, [false, true])
    func eachCopyIsMockedUnderItsOwnCondition(style: MockStyle, defined: Bool) throws {
        let built = try EveryStyleCompile.compile(
            Self.files, style: style, mode: (defined ? ["-D", "USE_POLL"] : []) + EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.mocks.components(separatedBy: "class ChunkMock: Engine.Chunk").count == 3, "\(built.mocks)")
        #expect(built.mocks.contains("&& !(USE_POLL)"), "\(built.mocks)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}
