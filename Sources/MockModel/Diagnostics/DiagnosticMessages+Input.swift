/// The words of the codes about reading the input: source files (`MS001`–`MS003`, `MS007`,
/// `MS008`) and `.mockscope.json` (`MS005`, `MS006`), beside their rows in `DiagnosticTable`.
extension Diagnostic {
    /// MS001, in SwiftParser's own words.
    public static func syntaxError(_ parserMessage: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, .syntaxError, parserMessage, at: location)
    }

    /// MS001 at a protocol whose declaration has a syntax error: no mock (or `noun`) is made of it.
    public static func brokenProtocol(_ name: String, generating noun: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, .syntaxError, "protocol '\(name)' has a syntax error; fix it to generate its \(noun)",
            at: location)
    }

    /// MS002: a file the scan could not read.
    public static func unreadableFile(_ reason: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, .unreadableFile, "cannot read file: \(reason)", at: location)
    }

    /// MS002: a folder the scan could not list.
    public static func unreadableFolder(_ reason: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .unreadableFile, "cannot read folder: \(reason); its files are not scanned", at: location)
    }

    /// MS003: a file that is not Swift source, at its start.
    public static func skippedFile(_ reason: String, file: String) -> Diagnostic {
        Diagnostic(.warning, .skippedFile, "skipped: \(reason)", at: SourceLocation(file: file, line: 1, column: 1))
    }

    /// MS007: nesting deeper than SwiftParser reads safely.
    public static func tooDeeplyNested(_ what: String, beyond limit: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, .tooDeeplyNested,
            "too deeply nested to read safely: \(what) beyond \(limit); the file is skipped", at: location)
    }

    /// MS008: a file whose parsing took more processor time than the budget.
    public static func parseTimedOut(after seconds: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, .parseTimedOut,
            "parsing took more than \(seconds) s of processor time, the limit for one file; the file is skipped",
            at: location)
    }

    // MARK: The configuration

    /// MS005: the configuration is not JSON.
    public static func malformedJSON(_ reason: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, .configError, "malformed JSON: \(reason)", at: location)
    }

    /// MS005: a configuration far larger than any real one, refused whole. `megabytes` is its
    /// size rounded up to one decimal.
    public static func configTooLarge(
        megabytes: String, fileName: String, limitMegabytes: Int, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error, .configError,
            "the configuration is \(megabytes) MB; MockScope reads a \(fileName) of at most "
                + "\(limitMegabytes) MB (its options, names and paths take a few kilobytes)",
            at: location)
    }

    /// MS005: the configuration's bytes are not text.
    public static func configNotText(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, .configError, "the configuration is not UTF-8 text", at: location)
    }

    /// MS005: a value of the wrong kind (`found` describes what was written); `subject` is
    /// the quoted key path, or the configuration itself.
    public static func configValue(
        _ subject: String, mustBe expected: String, found: String, at location: SourceLocation
    )
        -> Diagnostic
    {
        Diagnostic(.error, .configError, "\(subject) must be \(expected); found \(found)", at: location)
    }

    /// MS005: a value of the right kind that says something unusable.
    public static func configValue(_ keyPath: String, problem: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, .configError, "'\(keyPath)' \(problem)", at: location)
    }

    /// MS005: a free-form value (`freeForm` names what it is) SwiftParser cannot read as one.
    public static func configExpression(
        _ keyPath: String, choices: String, freeForm: String, text: String, problem: String,
        at location: SourceLocation
    ) -> Diagnostic {
        configValue(keyPath, problem: "must be \(choices) or a \(freeForm); \"\(text)\": \(problem)", at: location)
    }

    /// MS006: a key no reader uses, with the nearest known key or the list of them.
    public static func unknownConfigKey(
        _ key: String, scope: String, guess: String?, known: [String], at location: SourceLocation
    ) -> Diagnostic {
        var message = "unknown key '\(key)'\(scope); it is not used"
        if let guess {
            message += "; did you mean '\(guess)'?"
        } else {
            message += " (known keys: \(known.joined(separator: ", ")))"
        }
        return Diagnostic(.warning, .configUnknownKey, message, at: location)
    }
}
