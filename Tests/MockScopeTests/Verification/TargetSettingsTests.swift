import Foundation
import Testing

@testable import MockVerification

/// A target's `swiftSettings`, as `swift package dump-package` prints them, become the flags a
/// debug build on this machine gets.
@Suite("Target settings")
struct TargetSettingsTests {
    static let elsewhere = TargetSettings.platform == "linux" ? "macos" : "linux"
    static let dump = """
        {"name": "X", "targets": [
          {"name": "Other", "settings": [{"kind": {"define": {"_0": "OTHER"}}, "tool": "swift"}]},
          {"name": "A", "settings": [
            {"kind": {"define": {"_0": "FOO"}}, "tool": "swift"},
            {"condition": {"platformNames": ["\(elsewhere)"]},
             "kind": {"define": {"_0": "ELSEWHERE"}}, "tool": "swift"},
            {"condition": {"platformNames": ["\(TargetSettings.platform)"]}, "kind": {"define": {"_0": "HERE"}}, "tool": "swift"},
            {"condition": {"config": "release", "platformNames": []}, "kind": {"define": {"_0": "REL"}}, "tool": "swift"},
            {"kind": {"enableUpcomingFeature": {"_0": "ExistentialAny"}}, "tool": "swift"},
            {"kind": {"enableExperimentalFeature": {"_0": "StrictConcurrency"}}, "tool": "swift"},
            {"kind": {"unsafeFlags": {"_0": ["-Xfrontend", "-enable-actor-data-race-checks"]}}, "tool": "swift"},
            {"kind": {"swiftLanguageMode": {"_0": "5"}}, "tool": "swift"},
            {"kind": {"defaultIsolation": {"_0": "MainActor"}}, "tool": "swift"},
            {"kind": {"strictMemorySafety": {}}, "tool": "swift"},
            {"kind": {"treatAllWarnings": {"_0": "error"}}, "tool": "swift"},
            {"kind": {"define": {"_0": "C_ONLY"}}, "tool": "c"}
          ]}
        ]}
        """

    @Test func everySettingThatChangesATypecheckBecomesAFlag() throws {
        let settings = try JSONDecoder().decode(TargetSettings.self, from: Data(Self.dump.utf8))
        let (flags, mode) = settings.flags(of: "A")
        #expect(
            flags == [
                "-D", "FOO", "-D", "HERE", "-enable-upcoming-feature", "ExistentialAny",
                "-enable-experimental-feature", "StrictConcurrency", "-Xfrontend", "-enable-actor-data-race-checks",
                "-default-isolation", "MainActor", "-strict-memory-safety",
            ])
        #expect(mode == "5")
        #expect(settings.flags(of: "Other").flags == ["-D", "OTHER"])
        #expect(settings.flags(of: "Missing").flags.isEmpty)
    }
}
