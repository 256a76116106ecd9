import Foundation

/// SHA-256 (FIPS 180-4), for the provenance block: the toolchain on Linux ships no hashing
/// library, and the digests must match what `sha256sum` prints so a person can check them.
public enum SHA256 {
    /// The lowercase hexadecimal digest of `bytes`.
    public static func hex(_ bytes: some ContiguousBytes) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest(bytes) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    public static func hex(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hex(UnsafeRawBufferPointer($0)) }
    }

    public static func digest(_ bytes: some ContiguousBytes) -> [UInt8] {
        var state = State()
        let schedule = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
        defer { schedule.deallocate() }
        bytes.withUnsafeBytes { (input: UnsafeRawBufferPointer) in
            let whole = input.count / 64 * 64
            if let base = input.baseAddress {
                var offset = 0
                while offset < whole {
                    state.compress(base + offset, schedule)
                    offset += 64
                }
            }
            // The tail, the 0x80 marker and the length in bits fill one or two last blocks.
            var tail = [UInt8](input[whole...])
            tail.append(0x80)
            while tail.count % 64 != 56 { tail.append(0) }
            let bits = UInt64(input.count) &* 8
            for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> shift)) }
            tail.withUnsafeBytes { buffer in
                for start in stride(from: 0, to: buffer.count, by: 64) {
                    state.compress(buffer.baseAddress! + start, schedule)
                }
            }
        }
        return state.bytes
    }

    /// The eight working words; plain stored properties so the rounds touch no array.
    private struct State {
        var h0: UInt32 = 0x6a09_e667
        var h1: UInt32 = 0xbb67_ae85
        var h2: UInt32 = 0x3c6e_f372
        var h3: UInt32 = 0xa54f_f53a
        var h4: UInt32 = 0x510e_527f
        var h5: UInt32 = 0x9b05_688c
        var h6: UInt32 = 0x1f83_d9ab
        var h7: UInt32 = 0x5be0_cd19

        var bytes: [UInt8] {
            [h0, h1, h2, h3, h4, h5, h6, h7].flatMap { word in
                [
                    UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
                    UInt8(truncatingIfNeeded: word),
                ]
            }
        }

        mutating func compress(_ block: UnsafeRawPointer, _ w: UnsafeMutablePointer<UInt32>) {
            for index in 0..<16 {
                w[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
            }
            for index in 16..<64 {
                let early = w[index &- 15]
                let late = w[index &- 2]
                let sigma0 = (early >> 7 | early << 25) ^ (early >> 18 | early << 14) ^ (early >> 3)
                let sigma1 = (late >> 17 | late << 15) ^ (late >> 19 | late << 13) ^ (late >> 10)
                w[index] = w[index &- 16] &+ sigma0 &+ w[index &- 7] &+ sigma1
            }
            var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
            SHA256.roundConstants.withUnsafeBufferPointer { k in
                for index in 0..<64 {
                    let sum1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
                    let first = h &+ sum1 &+ ((e & f) ^ (~e & g)) &+ k[index] &+ w[index]
                    let sum0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
                    let second = sum0 &+ ((a & b) ^ (a & c) ^ (b & c))
                    h = g
                    g = f
                    f = e
                    e = d &+ first
                    d = c
                    c = b
                    b = a
                    a = first &+ second
                }
            }
            h0 &+= a
            h1 &+= b
            h2 &+= c
            h3 &+= d
            h4 &+= e
            h5 &+= f
            h6 &+= g
            h7 &+= h
        }
    }

    fileprivate static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
