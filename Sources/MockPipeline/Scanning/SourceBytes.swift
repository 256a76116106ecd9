import Foundation

/// Checks on a source file's bytes, each one pass over contiguous memory.
enum SourceBytes {
    static func containsZero(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            return memchr(base, 0, raw.count) != nil
        }
    }

    static func isUTF8(_ bytes: [UInt8]) -> Bool {
        (try? UTF8Span(validating: bytes.span)) != nil
    }
}
