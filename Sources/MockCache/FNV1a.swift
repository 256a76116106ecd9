/// 64-bit FNV-1a: cheap, stable across runs and builds, enough to name cache files and to
/// notice a damaged one. Not for anything an adversary chooses.
public enum FNV1a {
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return value
    }
}
