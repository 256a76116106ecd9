import MockModel

extension CodeWriter {
    /// An isolated witness calling its nonisolated async handler, in any style: region checking
    /// refuses to send the actor's non-Sendable arguments, so the `sent` ones (indices into
    /// `values`) go over as one `nonisolated(unsafe)` tuple, typed as the handler takes them (an
    /// erased generic is converted here). A plain closure ends it: never `Sendable`, it keeps
    /// the compiler from calling the attribute needless. Returns `values`, the sent ones read
    /// from the tuple; `sentValue` spells a value as the tuple takes it (`copy name`).
    mutating func sendArguments(
        _ sent: [Int], types: (Int) -> String, values: [String], sentValue: ((Int) -> String)? = nil
    ) -> [String] {
        let tupleValue = sentValue ?? { values[$0] }
        line(
            "nonisolated(unsafe) let _sent: (\((sent.map(types) + ["() -> Void"]).joined(separator: ", "))) = "
                + "(\((sent.map(tupleValue) + ["{}"]).joined(separator: ", ")))")
        var passed = values
        for (position, index) in sent.enumerated() { passed[index] = "_sent.\(position)" }
        return passed
    }
}
