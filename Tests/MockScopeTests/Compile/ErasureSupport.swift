import Foundation
import MockModel
import MockPipeline

/// The type-erasures file `mockscope generate --kind type-erasure` prints for a path: the
/// protocols that say `sourcery: TypeErasure` (or `TypeErase`), or with `all` every one.
enum ErasureSupport {
    static func generate(_ path: String, all: Bool = false) throws -> GenerateOutcome {
        try Pipeline().generate(
            GenerateRequest(path: path, selection: Selection(all: all, kinds: [.typeErasure]), imports: []))
    }
}
