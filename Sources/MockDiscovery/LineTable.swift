import SwiftSyntax

/// Lines and columns of byte offsets, counted as SwiftSyntax's `SourceLocationConverter` counts
/// them (`\n`, `\r\n` and a lone `\r` end a line; columns are UTF-8 bytes from 1). It reads the
/// bytes the parser read, which is the tree's text exactly, instead of walking every token of
/// the tree as the converter does.
struct LineTable {
    /// The offset of each line's first byte.
    private var starts: [Int] = [0]

    init(_ utf8: String.UTF8View) {
        self.init(Array(utf8))
    }

    init(_ utf8: [UInt8]) {
        starts.reserveCapacity(utf8.count / 32)
        utf8.withUnsafeBufferPointer { bytes in
            var previous: UInt8 = 0
            for offset in 0..<bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\n") {
                    if previous == UInt8(ascii: "\r") {
                        starts[starts.count - 1] = offset + 1
                    } else {
                        starts.append(offset + 1)
                    }
                } else if byte == UInt8(ascii: "\r") {
                    starts.append(offset + 1)
                }
                previous = byte
            }
        }
    }

    func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let offset = position.utf8Offset
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
