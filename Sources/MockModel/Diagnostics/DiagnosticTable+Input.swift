extension DiagnosticTable {
    /// Reading the input and the markers (`MS0xx`, `MS1xx`).
    static let input: [DiagnosticEntry] = [
        DiagnosticEntry(
            .syntaxError,
            example:
                "`Feed.swift:4:5: error: expected ')' to end parameter clause [MS001]`, then `protocol 'Feed' has a syntax error; fix it to generate its mock`",
            advice: "fix the syntax; other protocols of the file are still read"),
        DiagnosticEntry(
            .unreadableFile,
            example: "`Feed.swift:1:1: error: cannot read file: Permission denied [MS002]`",
            advice: "make the file readable, or exclude it"),
        DiagnosticEntry(
            .skippedFile,
            example: "`Blob.swift:1:1: warning: skipped: binary file, not Swift source [MS003]`",
            advice: "nothing; the file is skipped"),
        DiagnosticEntry(
            .unknownProtocol,
            example:
                "`Sources:1:1: error: no protocol named 'Fed' in Sources; check the spelling of --protocol [MS004]`",
            advice: "spell the name as declared"),
        DiagnosticEntry(
            .configError,
            example:
                #"`.mockscope.json:5:48: error: 'defaults.access' must be one of internal, package, public, open; found the string "secret" [MS005]`"#,
            advice: "fix the value the message names"),
        DiagnosticEntry(
            .configUnknownKey,
            example:
                "`.mockscope.json:8:3: warning: unknown key 'outptu'; it is not used; did you mean 'output'? [MS006]`",
            advice: "fix or remove the key"),
        DiagnosticEntry(
            .tooDeeplyNested,
            example:
                "`Broken.swift:12:31: warning: too deeply nested to read safely: '[' nested beyond 8; the file is skipped [MS007]`",
            advice: "flatten the code the message points at, or exclude the file"),
        DiagnosticEntry(
            .parseTimedOut,
            example:
                "`Slow.swift:12:1: warning: parsing took longer than 4 s, the limit for one file; the file is skipped [MS008]`",
            advice: "split the file, or exclude it; see [Reliability.md](Reliability.md#a-time-budget-per-file)"),
        DiagnosticEntry(
            .markerOnNonProtocol,
            example: "`@Mockable can only be applied to protocols; remove it here`",
            advice: "move the marker to a protocol"),
        DiagnosticEntry(
            .markerArgument,
            example: "`@Mockable accepts only the condition: argument; remove 'style: .debug'`",
            advice: "remove the argument"),
        DiagnosticEntry(
            .markerCondition,
            example: #"`invalid custom condition "A &&": …`"#,
            advice:
                #"write a compilation condition: identifiers, `true`/`false`, `!`, `&&`, `\|\|`, parentheses, platform checks"#
        ),
        DiagnosticEntry(
            .markerAccessLowered,
            example:
                "`warning: @Mock asks for .public, but the mock's public members would name 'Blueprint', which is not known to be public; 'WorkshopMock' is internal like 'Workshop'`",
            advice:
                "a warning: the mock is generated at its protocol's access. Make the named type public (the standard library's types and public scanned protocols are known to be), or pass `--access`"
        ),
        DiagnosticEntry(
            .docMarkerOnNonProtocol,
            example:
                "`Clock.swift:3:1: warning: /// @mockable marks only protocols; struct SystemClock gets no mock: move the comment to a protocol or remove it [MS105]`",
            advice: "a warning: nothing is generated for it. Move the comment to the protocol it was meant for"),
    ]
}
