import MockModel

/// Writes a `SourceryPlan` as Swift: the class, one `// MARK: - <Protocol>` per protocol with
/// the naming rule and the index of renamed members, then each member and its bookkeeping.
public struct SourceryRenderer: Sendable {
    public init() {}

    /// The naming rule, stated at the top of the generated file and under every `MARK:`.
    public static let namingRule = [
        "Mock member names are the requirement's declared name (backticks dropped, nothing else",
        "changed) plus a suffix: CallCount, Args, Handler; GetCount, GetHandler, SetCount, SetArgs,",
        "SetHandler, and _<name> for the stored value. Among overloads the one with the fewest",
        "parameters keeps the name; each other appends the capitalised argument label of every",
        "parameter (its name where the label is _). `sourcery: methodName` names a method.",
    ]

    /// The rule as comment lines, for the top of the file.
    public static var namingRuleComment: String {
        namingRule.map { "// \($0)" }.joined(separator: "\n")
    }

    public func renderWithOrigins(_ plan: SourceryPlan) -> RenderedMock {
        MockRenderer.declare(plan.declaration) { body in
            let access = Spelling.access(plan.access)
            body.typealiases(plan.typealiases, access: access)
            if !plan.typealiases.isEmpty { body.line("") }
            initializer(plan, into: &body)
            requiredInitializers(plan, into: &body)
            var members = SourceryMemberRenderer(access: access)
            if !plan.declaration.genericParameters.isEmpty { members.staticState = GenericStaticState() }
            for (index, section) in plan.sections.enumerated() {
                if index > 0 { body.line("") }
                self.section(section, members: members, into: &body)
            }
            if let staticState = members.staticState, !staticState.fields.isEmpty {
                body.line("")
                staticState.conditions = []
                let isolation = plan.declaration.globalActor == nil ? "" : "nonisolated "
                staticState.writeStorage(isolation: isolation, into: &body)
            }
            if !plan.identity.isEmpty {
                body.line("")
                body.line("// Equatable, Hashable and Comparable by identity: equal when the same instance.")
                body.identityWitnesses(plan.identity, of: plan.declaration, access: access)
            }
        }
    }

    public func render(_ plan: SourceryPlan) -> String { renderWithOrigins(plan).text }

    private func initializer(_ plan: SourceryPlan, into writer: inout CodeWriter) {
        let access = Spelling.access(plan.access)
        if plan.needsEmptyInit {
            writer.line("\(access)init() {}")
            writer.line("")
            return
        }
        guard !plan.initializer.isEmpty, !plan.initializerIsRequired else { return }
        let parameters = plan.initializer.map { parameter -> String in
            let escaping = parameter.isEscaping ? "@escaping " : ""
            return "\(parameter.name): \(escaping)\(parameter.type)"
        }
        var deprecation: [String] = []
        for attribute in plan.initializer.flatMap(\.head.stateAttributes) where !deprecation.contains(attribute) {
            deprecation.append(attribute)
        }
        for attribute in deprecation { writer.line(attribute) }
        writer.block("\(access)init(\(parameters.joined(separator: ", ")))") { body in
            for parameter in plan.initializer {
                body.line("self.\(parameter.isConstant ? "" : "_")\(parameter.name) = \(parameter.name)")
            }
        }
        writer.line("")
    }

    /// Initializers the protocol requires: each seeds the stores without a default from the
    /// parameters that take their values, and otherwise only creates the mock.
    private func requiredInitializers(_ plan: SourceryPlan, into writer: inout CodeWriter) {
        let access = Spelling.access(plan.access)
        let required = plan.requiredInitializers
        for (witness, member) in required {
            var text = "\(access)\(witness.isNonisolated ? "nonisolated " : "")init\(witness.failability)"
            if !witness.genericParameters.isEmpty {
                text += "<\(witness.genericParameters.map(\.description).joined(separator: ", "))>"
            }
            let parameters = witness.parameters.map {
                "\($0.label.map { "\($0) " } ?? "")\($0.name): \($0.declaredType)"
            }
            text += "(\(parameters.joined(separator: ", ")))"
            if !witness.effects.spelling.isEmpty { text += " \(witness.effects.spelling)" }
            if let clause = witness.whereClause { text += " \(clause)" }
            writer.guarded(by: member.condition) { writer in
                writer.lines(from: member.origin) { writer in
                    for attribute in witness.spi { writer.line(attribute) }
                    guard !witness.seeds.isEmpty else { return writer.line(text + " {}") }
                    writer.block(text) { body in
                        for seed in witness.seeds {
                            body.line("self.\(seed.store.isConstant ? "" : "_")\(seed.store.name) = \(seed.parameter)")
                        }
                    }
                }
            }
        }
        if !required.isEmpty { writer.line("") }
    }

    private func section(_ section: SourcerySection, members: SourceryMemberRenderer, into writer: inout CodeWriter) {
        writer.line("// MARK: - \(section.protocolName)")
        for line in Self.namingRule { writer.line("// \(line)") }
        if !section.renamed.isEmpty {
            writer.line("// Members not named after their requirement:")
            for rename in section.renamed { writer.line("//   \(Self.describe(rename))") }
        }
        for member in section.members {
            writer.line("")
            members.staticState?.conditions = member.condition.map { [$0] } ?? []
            writer.guarded(by: member.condition) { writer in
                writer.lines(from: member.origin) { writer in
                    if let rename = member.rename { writer.line("// \(Self.describe(rename))") }
                    switch member.kind {
                    case .method(let method): members.method(method, into: &writer)
                    case .property(let property): members.property(property, into: &writer)
                    case .subscript(let witness): members.subscriptMember(witness, into: &writer)
                    case .initializer, .unplaced: break
                    }
                }
            }
        }
    }

    /// Both spellings: `fetch(id:force:) is mocked as fetchIdForce… (an overload of fetch)`.
    static func describe(_ rename: SourceryRename) -> String {
        let why =
            switch rename.reason {
            case .overload: "it overloads a method with fewer parameters"
            case .operatorWord: "an operator is named by its word"
            case .overloadByResult: "it overloads a method of the same labels: its result and effects are added"
            case .methodNameAnnotation: "sourcery: methodName"
            }
        return "\(rename.declared) -> \(rename.prefix)CallCount, \(rename.prefix)Handler… (\(why))"
    }
}
