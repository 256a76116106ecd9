import Foundation

/// The `swiftSettings` of a package's targets, from `swift package dump-package` (the package
/// description leaves them out), as the compiler flags SwiftPM passes for a debug build here.
struct TargetSettings: Decodable {
    struct Target: Decodable {
        var name: String
        var settings: [Setting]?
    }

    struct Setting: Decodable {
        struct Condition: Decodable {
            var platformNames: [String]?
            var config: String?
        }

        var tool: String
        /// `{"define": {"_0": "FLAG"}}`: one key, the setting's kind, and its value.
        var kind: [String: Value]
        var condition: Condition?
    }

    /// A setting's value: a string, a list of strings, or nothing.
    struct Value: Decodable {
        var strings: [String]

        private enum Keys: String, CodingKey { case value = "_0" }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            if let list = try? container.decode([String].self, forKey: .value) {
                strings = list
            } else if let single = try? container.decode(String.self, forKey: .value) {
                strings = [single]
            } else {
                strings = []
            }
        }
    }

    var targets: [Target]

    #if os(macOS)
        static let platform = "macos"
    #else
        static let platform = "linux"
    #endif

    /// The flags for `target`, and the language mode it asks for, if any.
    func flags(of target: String) -> (flags: [String], languageMode: String?) {
        var flags: [String] = []
        var mode: String?
        for setting in targets.first(where: { $0.name == target })?.settings ?? [] where setting.tool == "swift" {
            if let condition = setting.condition {
                let platforms = condition.platformNames ?? []
                guard platforms.isEmpty || platforms.contains(Self.platform), condition.config ?? "debug" == "debug"
                else { continue }
            }
            for (kind, value) in setting.kind {
                let strings = value.strings
                switch kind {
                case "define": flags += strings.flatMap { ["-D", $0] }
                case "enableUpcomingFeature": flags += strings.flatMap { ["-enable-upcoming-feature", $0] }
                case "enableExperimentalFeature": flags += strings.flatMap { ["-enable-experimental-feature", $0] }
                case "unsafeFlags": flags += strings
                case "defaultIsolation": flags += strings.flatMap { ["-default-isolation", $0] }
                case "strictMemorySafety": flags.append("-strict-memory-safety")
                case "swiftLanguageMode", "swiftLanguageVersion":
                    mode = strings.first.map { String($0.split(separator: ".").first ?? "") }
                default: continue  // warnings' severity, C and linker settings: no effect on a typecheck's errors
                }
            }
        }
        return (flags, mode)
    }
}
