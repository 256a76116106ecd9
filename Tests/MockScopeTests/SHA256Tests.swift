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
        }
    }
}
