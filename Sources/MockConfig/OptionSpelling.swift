import MockDiscovery
import MockModel

/// How options are spelled on the command line and in `.mockscope.json`, checked the same way in both.
public enum OptionSpelling {
    /// What is wrong with `spelling` as a value of the option, or nil: a named value is right,
    /// and a free-form one must be what its option's grammar asks, as SwiftParser reads it.
    public static func problem(with spelling: String, of spec: OptionSpec) -> String? {
        if let freeForm = spec.freeForm, spec.isFreeForm(spelling) {
            return FreeFormValidator.problem(in: spelling, freeForm.grammar)
        }
        var probe = MockOptions()
        return spec.set(spelling, in: &probe) ? nil : "it is not \(spec.choiceSentence)"
    }

    /// What is wrong with an output path, as `.mockscope.json` would read it back, or nil:
    /// the explorer checks a typed destination with it before it saves one.
    public static func outputProblem(_ path: String) -> String? {
        guard path.hasSuffix(".swift") || path.hasSuffix("/") else {
            return "must end in .swift (one file) or / (a folder); found \"\(path)\""
        }
        // A path ends at its first NUL for the system: "M\u0000.swift" would write a file "M".
        guard !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return "must not contain control characters (such as \\u0000)"
        }
        guard !ProjectPaths.escapes(path) else {
            return
                "must stay inside the project; \"\(path)\" climbs out of it (spell an absolute path to write elsewhere)"
        }
        return nil
    }
}
