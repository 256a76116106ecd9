import CSHA256
import Foundation

/// SHA-256 (FIPS 180-4), for the provenance block: the toolchain on Linux ships no hashing
/// library, and the digests must match what `sha256sum` prints so a person can check them.
/// A single-file export hashes every scanned file, so the work is done in C, on the processor's
/// SHA instructions where it has them (see `CSHA256`).
public enum SHA256 {
    /// The lowercase hexadecimal digest of `bytes`.
    public static func hex(_ bytes: some ContiguousBytes) -> String {
        hex(digest: digest(bytes))
    }

    public static func hex(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hex(UnsafeRawBufferPointer($0)) }
    }

    public static func digest(_ bytes: some ContiguousBytes) -> [UInt8] {
        digest(bytes, allowsHardware: true)
    }

    /// `allowsHardware: false` takes the portable path even where the SHA instructions exist,
    /// so tests can prove both paths give the same digests.
    public static func digest(_ bytes: some ContiguousBytes, allowsHardware: Bool) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: 32)
        bytes.withUnsafeBytes { input in
            result.withUnsafeMutableBufferPointer { output in
                mockscope_sha256(
                    input.baseAddress?.assumingMemoryBound(to: UInt8.self), input.count, output.baseAddress,
                    allowsHardware ? 1 : 0)
            }
        }
        return result
    }

    /// Whether this machine's processor has the SHA instructions the hardware path uses.
    public static var hasHardwareSupport: Bool { mockscope_sha256_has_hardware() != 0 }

    static func hex(digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
