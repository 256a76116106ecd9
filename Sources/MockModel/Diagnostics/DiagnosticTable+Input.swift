extension DiagnosticTable {
    /// Reading the input and the markers (`MS0xx`, `MS1xx`).
    static let input: [DiagnosticEntry] = [
        DiagnosticEntry(
            .syntaxError,
            examples: .syntaxError("expected ')' to end parameter clause", at: at("Feed.swift", 4, 5)),
            .brokenProtocol("Feed", generating: "mock", at: at("Feed.swift", 3, 10)), joinedBy: ", then ",
            advice: "fix the syntax; other protocols of the file are still read"),
        DiagnosticEntry(
            .unreadableFile,
            examples: .unreadableFile("Permission denied", at: at("Feed.swift", 1, 1)),
            .unreadableFolder("Permission denied", at: at("Sources/Private", 1, 1)),
            advice: "make the file readable, or exclude it"),
        DiagnosticEntry(
            .skippedFile,
            examples: .skippedFile("binary file, not Swift source", file: "Blob.swift"),
            advice: "nothing; the file is skipped"),
        DiagnosticEntry(
            .unknownProtocol,
            examples: .unknownProtocol("Fed", in: "Sources"),
            advice: "spell the name as declared"),
        DiagnosticEntry(
            .configError,
            examples: .configValue(
                "'defaults.access'", mustBe: "one of internal, package, public, open", found: #"the string "secret""#,
                at: at(".mockscope.json", 5, 48)),
            .configExpression(
                "defaults.condition", choices: "debug, always", freeForm: "compilation-condition expression",
                text: "A &&", problem: "it is not a valid compilation condition expression",
                at: at(".mockscope.json", 6, 19)),
            advice: "fix the value the message names"),
        DiagnosticEntry(
            .configUnknownKey,
            examples: .unknownConfigKey(
                "outptu", scope: "", guess: "output", known: [], at: at(".mockscope.json", 8, 3)),
            advice: "fix or remove the key"),
        DiagnosticEntry(
            .tooDeeplyNested,
            examples: .tooDeeplyNested("'[' nested", beyond: 8, at: at("Broken.swift", 12, 31)),
            advice: "flatten the code the message points at, or exclude the file"),
        DiagnosticEntry(
            .parseTimedOut,
            examples: .parseTimedOut(after: 4, at: at("Slow.swift", 12, 1)),
            advice: "split the file, or exclude it; see [Reliability.md](Reliability.md#a-work-budget-per-file)"),
        DiagnosticEntry(
            .markerOnNonProtocol,
            examples: .markerOnNonProtocol(at: at("Store.swift", 1, 1)),
            advice: "move the marker to a protocol"),
        DiagnosticEntry(
            .markerArgument,
            examples: .mockableUnknownArgument(
                "strict: true", accepted: MockOption.markerLabels, at: at("Store.swift", 1, 11)),
            .mockableDoesNotOffer(
                "mockSuffix", because: MockOption.mockSuffix.spec.notOfferedReason ?? "", at: at("Store.swift", 1, 11)),
            .ozonMarker(.unknownArgument("style: .strict"), at: at("Store.swift", 1, 7)),
            advice:
                "remove the argument, or write it as the message lists; an option `@Mockable` does not offer is set in `.mockscope.json` or on the command line"
        ),
        DiagnosticEntry(
            .markerCondition,
            examples: .invalidMarkerExpression(
                .markerCondition, markerCase: "custom", option: "condition", text: "A &&",
                problem: "it is not a valid compilation condition expression", at: at("Store.swift", 1, 30)),
            advice:
                #"write a compilation condition: identifiers, `true`/`false`, `!`, `&&`, `\|\|`, parentheses, platform checks"#
        ),
        DiagnosticEntry(
            .markerAccessLowered,
            examples: .markerAccessLowered(
                asked: .public, hiddenName: "Blueprint", mockName: "WorkshopMock", own: .internal,
                protocolName: "Workshop", at: at("Workshop.swift", 2, 1)),
            advice:
                "a warning: the mock is generated at its protocol's access. Make the named type public (the standard library's types and public scanned protocols are known to be), or pass `--access`"
        ),
        DiagnosticEntry(
            .docMarkerOnNonProtocol,
            examples: .docMarkerOnNonProtocol("struct SystemClock", at: at("Clock.swift", 3, 1)),
            advice: "a warning: nothing is generated for it. Move the comment to the protocol it was meant for"),
    ]
}
