/// Decides, from bytes alone, whether a file can be skipped without parsing: only when the
/// outline walk found no `protocol <name>` in code and no `@Mockable`. The walk errs towards
/// code wherever it is unsure, so a skipped file never declares a protocol (the differential
/// tests compare scans with and without it on every corpus).
public enum ProtocolPrefilter {
    public static func mustParse(_ bytes: some Collection<UInt8>) -> Bool {
        SourceOutline(Array(bytes)).mustParse
    }
}
