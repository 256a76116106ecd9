import Foundation
import MockPipeline
import Testing

/// The digests in provenance blocks must be the ones `sha256sum` prints, at every length where
/// the padding changes shape (55, 56, 63, 64 bytes) and across several blocks.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func publishedVectors(input: String, expected: String) {
        #expect(SHA256.hex(input) == expected)
    }

    @Test func agreesWithSha256sumAtEveryPaddingBoundary() throws {
        for length in [1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1_000, 100_003] {
            let bytes = Data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("sha-\(UUID().uuidString)")
            try bytes.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["sha256sum", file.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(SHA256.hex(bytes) == String(output.prefix(64)), "length \(length)")
            let portable = SHA256.digest(bytes, allowsHardware: false)
            let portableHex = portable.map { String(format: "%02x", $0) }.joined()
            #expect(portableHex == String(output.prefix(64)), "length \(length), portable")
        }
    }

    /// Both paths agree on every length from 0 to 300 bytes (every tail shape, one to five
    /// blocks) and at offsets that leave the input unaligned.
    @Test func theHardwareAndPortablePathsAgree() {
        let bytes = (0..<1_300).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 17) }
        for length in 0...300 {
            for start in [0, 1, 7] {
                let slice = Array(bytes[start..<start + length])
                #expect(
                    SHA256.digest(slice, allowsHardware: true) == SHA256.digest(slice, allowsHardware: false),
                    "length \(length) at \(start)")
            }
        }
    }
}
