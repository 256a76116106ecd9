import MockModel

/// Turns a parsed `.mockscope.json` into a `ProjectConfig`, strictly: a wrong type or value is an
/// error naming the key path and what was expected; an unknown key is a warning, never ignored.
struct ConfigReader {
    let path: String
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String) { self.path = path }

    static let topLevelKeys = [
        "components", "defaults", "exclude", "imports", "output", "parents", "protocols", "testableImports",
        "typeErasures", "verify",
    ]
    static let keyedByProtocol = "an object keyed by protocol name"
    static let verifyKeys = ["swiftcFlags"]
    static let kindKeys = ["output"]
    static let optionKeys = MockOption.allCases.map(\.spec.configKey).sorted()
    static let overrideKeys = (optionKeys + ["include"]).sorted()

    mutating func read(_ root: JSONNode) -> ProjectConfig {
        var config = ProjectConfig()
        guard let members = object(root, at: "", expected: "a JSON object at the top level") else {
            return config
        }
        for member in members {
            let node = member.node
            switch member.key {
            case "output": config.output = output(node)
            case "imports": config.imports = moduleNames(node, at: "imports")
            case "testableImports": config.testableImports = moduleNames(node, at: "testableImports")
            case "defaults": config.defaults = options(node, at: "defaults")
            case "protocols": config.protocols = overrides(node)
            case "exclude": config.exclude = excludes(node)
            case "parents": config.parents = parents(node)
            case "verify": config.verify = verify(node)
            case "components": config.components = kindSettings(node, at: member.key)
            case "typeErasures": config.typeErasures = kindSettings(node, at: member.key)
            default: unknown(member, in: "", known: Self.topLevelKeys)
            }
        }
        return config
    }

    // MARK: Keys

    private mutating func output(
        _ node: JSONNode, at keyPath: String = "output", examples: (String, String) = ("Mocks.swift", "Mocks/")
    ) -> String? {
        guard case .string(let text) = node.value, !text.isEmpty else {
            mistyped(
                node, "'\(keyPath)'",
                mustBe: "a non-empty string (a file like \"\(examples.0)\" or a folder like \"\(examples.1)\")")
            return nil
        }
        if let problem = OptionSpelling.outputProblem(text) {
            report(.configValue(keyPath, problem: problem, at: location(of: node)))
            return nil
        }
        return text
    }

    /// `"components": {"output": "Sources/App/Generated/Components.swift"}`.
    private mutating func kindSettings(_ node: JSONNode, at key: String) -> KindSettings? {
        guard let members = object(node, at: key, expected: "an object with output") else { return nil }
        var settings = KindSettings()
        for member in members {
            switch member.key {
            case "output":
                settings.output = output(
                    member.node, at: "\(key).output", examples: ("Generated/Components.swift", "Generated/"))
            default: unknown(member, in: key, known: Self.kindKeys)
            }
        }
        return settings
    }

    private mutating func verify(_ node: JSONNode) -> VerifySettings? {
        guard let members = object(node, at: "verify", expected: "an object with swiftcFlags") else { return nil }
        var settings = VerifySettings()
        for member in members {
            switch member.key {
            case "swiftcFlags":
                settings.swiftcFlags = strings(
                    member.node, at: "verify.swiftcFlags", expected: "an array of compiler flags")
            default: unknown(member, in: "verify", known: Self.verifyKeys)
            }
        }
        return settings
    }

    private mutating func excludes(_ node: JSONNode) -> [String] {
        strings(node, at: "exclude", expected: "an array of glob patterns").enumerated().compactMap { index, pattern in
            guard ProjectPaths.escapes(pattern) || pattern.hasPrefix("/") else { return pattern }
            if case .array(let elements) = node.value {
                mistyped(
                    elements[index], "'exclude[\(index)]'",
                    mustBe: "a pattern inside the project, relative to its root", found: "\"\(pattern)\"")
            }
            return nil
        }
    }

    private mutating func moduleNames(_ node: JSONNode, at keyPath: String) -> [String] {
        let expected = "an array of module names"
        return strings(node, at: keyPath, expected: expected).enumerated().compactMap { index, name in
            guard ModuleName.isValid(name) else {
                if case .array(let elements) = node.value {
                    mistyped(
                        elements[index], "'\(keyPath)[\(index)]'", mustBe: "a module name like \"Foundation\"",
                        found: "\"\(name)\"")
                }
                return nil
            }
            return name
        }
    }

    private mutating func options(_ node: JSONNode, at keyPath: String) -> MockOptions {
        var options = MockOptions()
        guard
            let members = object(node, at: keyPath, expected: "an object with \(MockOption.namesSentence())")
        else {
            return options
        }
        for member in members {
            let memberPath = "\(keyPath).\(member.key)"
            guard let option = Self.option(named: member.key) else {
                unknown(member, in: keyPath, known: Self.optionKeys)
                continue
            }
            value(of: option.spec, member.node, at: memberPath, into: &options)
        }
        return options
    }

    private static func option(named key: String) -> MockOption? {
        MockOption.allCases.first { $0.spec.configKey == key }
    }

    /// `"parents": { "SerialExecutor": "func enqueue(_ job: UnownedJob)" }`.
    private mutating func parents(_ node: JSONNode) -> [String: String] {
        guard let members = object(node, at: "parents", expected: Self.keyedByProtocol)
        else { return [:] }
        var result: [String: String] = [:]
        for member in members {
            guard case .string(let text) = member.node.value else {
                mistyped(
                    member.node, "'parents.\(member.key)'",
                    mustBe: "a string holding the protocol's requirements as Swift")
                continue
            }
            result[member.key] = text
        }
        return result
    }

    private mutating func overrides(_ node: JSONNode) -> [String: ProtocolOverride] {
        guard let members = object(node, at: "protocols", expected: Self.keyedByProtocol)
        else { return [:] }
        var result: [String: ProtocolOverride] = [:]
        for member in members {
            let keyPath = "protocols.\(member.key)"
            guard
                let fields = object(
                    member.node, at: keyPath,
                    expected:
                        "an object with \(MockOption.namesSentence(MockOption.allCases.map(\.rawValue) + ["include"]))")
            else { continue }
            var choice = ProtocolOverride()
            for field in fields {
                let fieldPath = "\(keyPath).\(field.key)"
                if let option = Self.option(named: field.key) {
                    value(of: option.spec, field.node, at: fieldPath, into: &choice.options)
                    continue
                }
                switch field.key {
                case "include":
                    guard case .bool(let include) = field.node.value else {
                        mistyped(field.node, "'\(fieldPath)'", mustBe: "true or false")
                        continue
                    }
                    choice.include = include
                default: unknown(field, in: keyPath, known: Self.overrideKeys)
                }
            }
            result[member.key] = choice
        }
        return result
    }

    // MARK: Values

    /// One option's value; a free-form one (an expression) is checked as SwiftParser reads it.
    private mutating func value(
        of spec: OptionSpec, _ node: JSONNode, at keyPath: String, into options: inout MockOptions
    ) {
        guard let freeForm = spec.freeForm else {
            if let spelling = choice(node, at: keyPath, among: spec.choices) { spec.set(spelling, in: &options) }
            return
        }
        let named = spec.choices.joined(separator: ", ")
        guard case .string(let text) = node.value else {
            mistyped(node, "'\(keyPath)'", mustBe: "a string: \(named) or a \(freeForm.noun)")
            return
        }
        if let problem = OptionSpelling.problem(with: text, of: spec) {
            report(
                .configExpression(
                    keyPath, choices: named, freeForm: freeForm.noun, text: text, problem: problem,
                    at: location(of: node)))
            return
        }
        spec.set(text, in: &options)
    }

    private mutating func choice(_ node: JSONNode, at keyPath: String, among allowed: [String])
        -> String?
    {
        guard case .string(let text) = node.value, allowed.contains(text) else {
            mistyped(node, "'\(keyPath)'", mustBe: "one of \(allowed.joined(separator: ", "))")
            return nil
        }
        return text
    }

    private mutating func strings(_ node: JSONNode, at keyPath: String, expected: String) -> [String] {
        guard case .array(let elements) = node.value else {
            mistyped(node, "'\(keyPath)'", mustBe: expected)
            return []
        }
        return elements.enumerated().compactMap { index, element in
            guard case .string(let text) = element.value else {
                mistyped(element, "'\(keyPath)[\(index)]'", mustBe: "a string")
                return nil
            }
            return text
        }
    }

    private mutating func object(_ node: JSONNode, at keyPath: String, expected: String)
        -> [JSONMember]?
    {
        guard case .object(let members) = node.value else {
            let subject = keyPath.isEmpty ? "the configuration" : "'\(keyPath)'"
            mistyped(node, subject, mustBe: expected)
            return nil
        }
        return members
    }

    // MARK: Reporting

    private mutating func unknown(_ member: JSONMember, in keyPath: String, known: [String]) {
        // Lengths further apart than the distance allowed cannot be a misspelling: a file of
        // many notes is warned about without measuring each against every known key.
        let nearby = known.filter { abs($0.count - member.key.count) <= 2 }
        report(
            .unknownConfigKey(
                member.key, scope: keyPath.isEmpty ? "" : " in '\(keyPath)'",
                guess: nearby.first { EditDistance.between($0, member.key) <= 2 }, known: known,
                at: SourceLocation(file: path, line: member.keyLine, column: member.keyColumn)))
    }

    /// A value of the wrong kind; `found` is what was written, by default its kind.
    private mutating func mistyped(_ node: JSONNode, _ subject: String, mustBe expected: String, found: String? = nil) {
        report(
            .configValue(subject, mustBe: expected, found: found ?? node.value.kindDescription, at: location(of: node)))
    }

    private func location(of node: JSONNode) -> SourceLocation {
        SourceLocation(file: path, line: node.line, column: node.column)
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}
