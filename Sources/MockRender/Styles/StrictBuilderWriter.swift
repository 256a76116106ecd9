import MockModel

/// Writes a strict mock's builders (`Given`, `Perform`, `Verify`, `Calls`, `MockState` and their
/// static twins): one member per channel that hands the test's matchers to the channel.
struct StrictBuilderWriter {
    let plan: StrictPlan
    var access: String { Spelling.access(plan.memberAccess) }

    private enum Kind: String, CaseIterable {
        case given = "Given", perform = "Perform", verify = "Verify", calls = "Calls", state = "State"
    }

    func write(into writer: inout CodeWriter) {
        for statics in [false, true] {
            if statics && !plan.hasStatics { continue }
            for kind in Kind.allCases { write(kind, statics: statics, into: &writer) }
        }
    }

    private func write(_ kind: Kind, statics: Bool, into writer: inout CodeWriter) {
        let name = (statics ? "Static" : "") + kind.rawValue + "Builder"
        let members = statics ? "StaticMembers" : "Members"
        let included: (StrictRequirement) -> Bool = { requirement in
            requirement.signature.isStatic == statics
                && requirement.channels.contains { includes(kind, $0, requirement) }
        }
        writer.line("")
        guard plan.members.contains(where: included) else {
            // Static builders without members keep the protocol's defaults.
            if !statics { writer.line("\(access)typealias \(name) = NoMockBuilder<\(members)>") }
            return
        }
        let conformance = kind == .verify ? "MockVerifyBuilder" : "MockBuilder"
        writer.block("\(access)struct \(name): \(conformance)") { body in
            body.line("let members: \(members)")
            if kind == .verify {
                body.line("let verification: MockVerification")
                body.block("\(access)init(_ members: \(members), _ verification: MockVerification)") {
                    $0.line("self.members = members")
                    $0.line("self.verification = verification")
                }
            } else {
                body.line("\(access)init(_ members: \(members)) { self.members = members }")
            }
            StyleWalk.nodes(plan.body, into: &body, where: included) { requirement, body in
                for channel in requirement.channels where includes(kind, channel, requirement) {
                    body.line("")
                    // Owned by the requirement: a test naming it reaches the requirement, and a
                    // compiler message in it is reported there.
                    body.lines(from: requirement.requirement) { body in
                        body.stateHead(requirement.head)
                        member(kind, channel, requirement, into: &body)
                    }
                }
            }
        }
    }

    private func includes(_ kind: Kind, _ channel: StrictChannel, _ requirement: StrictRequirement) -> Bool {
        switch kind {
        case .verify: true
        case .given, .perform, .calls: channel.role != .initializer
        // A noncopyable value cannot be kept as state.
        case .state: Self.isProperty(requirement) && channel.role == .getter && !channel.isTransient
        }
    }

    private static func isProperty(_ requirement: StrictRequirement) -> Bool {
        if case .property = requirement.signature.kind { return true }
        return false
    }

    private func member(
        _ kind: Kind, _ channel: StrictChannel, _ requirement: StrictRequirement, into writer: inout CodeWriter
    ) {
        if channel.isTransient && Self.isProperty(requirement) && channel.role == .getter {
            transientGetter(kind, channel, into: &writer)
            return
        }
        if channel.isTransient {
            transientMember(kind, channel, into: &writer)
            return
        }
        let asProperty = Self.isProperty(requirement) && channel.role == .getter
        let parameters = StrictSpelling.parameters(channel)
        let matchers = StrictSpelling.matchers(channel)
        let signatureHead = "func \(channel.selector)\(StrictSpelling.genericClause(channel))"
        let whereClause = StrictSpelling.whereClause(channel)
        switch kind {
        case .given:
            let stub = StrictSpelling.stub(channel)
            if asProperty {
                writer.line("\(access)var \(channel.selector): \(stub) { members.\(channel.property).given() }")
                return
            }
            writer.line("@discardableResult")
            body(
                "\(access)\(signatureHead)(\(parameters.joined(separator: ", "))) -> \(stub)\(whereClause)",
                channel, call: "given(\(matchers))", into: &writer)
        case .perform:
            var list = parameters
            let action: String
            if channel.callbacks.isEmpty && channel.arguments.isEmpty {
                list.append("perform: @escaping () -> Void")
                action = "perform { _ in perform() }"
            } else if channel.arguments.contains(where: { $0.packPattern != nil }) {
                // The action takes any callbacks, then a pack's elements one by one: Swift 6.3
                // cannot compile a test's closure over a tuple holding a pack expansion, nor call
                // one with an argument after a pack.
                let callbacks =
                    channel.callbacks.isEmpty ? "" : StrictSpelling.tuple(channel.callbacks.map(\.type)) + ", "
                list.append("perform: @escaping (\(callbacks)\(StrictSpelling.spread(channel))) -> Void")
                action = "perform(\(matchers), spreading: perform)"
            } else if channel.callbacks.isEmpty {
                list.append("perform: @escaping (\(StrictSpelling.arguments(channel))) -> Void")
                action = "perform(\(matchers.isEmpty ? "" : matchers + ", ")action: perform)"
            } else {
                let callbacks = StrictSpelling.tuple(channel.callbacks.map(\.type))
                list.append("perform: @escaping (\(StrictSpelling.arguments(channel)), \(callbacks)) -> Void")
                action = "perform(\(matchers.isEmpty ? "" : matchers + ", ")callbacks: perform)"
            }
            let selector = asProperty ? "func \(channel.selector)" : signatureHead
            body(
                "\(access)\(selector)(\(list.joined(separator: ", ")))\(whereClause)", channel, call: action,
                into: &writer)
        case .verify:
            let verify = "verify(verification\(matchers.isEmpty ? "" : ", " + matchers))"
            if asProperty {
                writer.line("\(access)var \(channel.selector): Void { members.\(channel.property).\(verify) }")
                return
            }
            writer.line("@discardableResult")
            body(
                "\(access)\(signatureHead)(\(parameters.joined(separator: ", "))) -> VerificationResult\(whereClause)",
                channel, call: verify, into: &writer)
        case .calls:
            let calls = "MockCalls<\(StrictSpelling.arguments(channel))>"
            if asProperty {
                writer.line("\(access)var \(channel.selector): \(calls) { members.\(channel.property).calls() }")
                return
            }
            body(
                "\(access)\(signatureHead)(\(parameters.joined(separator: ", "))) -> \(calls)\(whereClause)",
                channel, call: "calls(\(matchers))", into: &writer)
        case .state:
            writeState(channel, requirement, into: &writer)
        }
    }

    /// A transient channel: its arguments are matched when stubbing and performing; its
    /// verification and history only count.
    private func transientMember(_ kind: Kind, _ channel: StrictChannel, into writer: inout CodeWriter) {
        if channel.takesMatcherTuple {
            severalTransientArguments(kind, channel, into: &writer)
            return
        }
        // A noncopyable result's channel without arguments matches its one `Void` argument with `.any`.
        let argument = channel.arguments.first ?? StrictArgument(label: nil, name: ".any", type: .void, value: "()")
        let parameters = StrictSpelling.parameters(channel)
        let head = "\(access)func \(channel.selector)\(StrictSpelling.genericClause(channel))"
        let whereClause = StrictSpelling.whereClause(channel)
        let value = StrictSpelling.type(argument.type)
        // Count-only builders take no matchers: a generic requirement's types are spelled with `as:`.
        let counted = StrictSpelling.counted(channel)
        switch kind {
        case .given:
            let stub =
                "TransientMockStub<\(value), \(StrictSpelling.type(channel.output)), \(StrictSpelling.failure(channel.failure))>"
            writer.line("@discardableResult")
            body(
                "\(head)(\(parameters.joined(separator: ", "))) -> \(stub)\(whereClause)", channel,
                call: "given(\(argument.name))", into: &writer)
        case .perform:
            let action =
                channel.arguments.isEmpty
                ? "perform: @escaping () -> Void" : "perform: @escaping (borrowing \(value)) -> Void"
            let call =
                channel.arguments.isEmpty
                ? "perform(.any) { _ in perform() }" : "perform(\(argument.name), action: perform)"
            body(
                "\(head)(\((parameters + [action]).joined(separator: ", ")))\(whereClause)", channel, call: call,
                into: &writer)
        case .verify:
            writer.line("@discardableResult")
            body(
                "\(head)(\(counted)) -> VerificationResult\(whereClause)", channel, call: "verify(verification)",
                into: &writer)
        case .calls:
            body("\(head)(\(counted)) -> MockCalls<Void>\(whereClause)", channel, call: "calls()", into: &writer)
        case .state:
            break
        }
    }

    /// A get-only property's noncopyable value: its builders are properties, as other getters'
    /// are, and `Perform`'s takes no argument.
    private func transientGetter(_ kind: Kind, _ channel: StrictChannel, into writer: inout CodeWriter) {
        let head = "\(access)var \(channel.selector)"
        let member = "members.\(channel.property)"
        switch kind {
        case .given:
            let stub =
                "TransientMockStub<Void, \(StrictSpelling.type(channel.output)), \(StrictSpelling.failure(channel.failure))>"
            writer.line("\(head): \(stub) { \(member).given(.any) }")
        case .perform:
            writer.line(
                "\(access)func \(channel.selector)(perform: @escaping () -> Void) { \(member).perform(.any) { _ in perform() } }"
            )
        case .verify: writer.line("\(head): Void { \(member).verify(verification) }")
        case .calls: writer.line("\(head): MockCalls<Void> { \(member).calls() }")
        case .state: break
        }
    }

    /// A transient channel over several arguments, or beside callbacks: the builders hand it their
    /// parameters as one tuple, with which of them are specific. A generic requirement's
    /// count-only builders spell its types with `as:`.
    private func severalTransientArguments(_ kind: Kind, _ channel: StrictChannel, into writer: inout CodeWriter) {
        let parameters = StrictSpelling.parameters(channel).joined(separator: ", ")
        let head = "\(access)func \(channel.selector)\(StrictSpelling.genericClause(channel))"
        let whereClause = StrictSpelling.whereClause(channel)
        let matchers = "(\(StrictSpelling.matchers(channel))), specific: \(StrictSpelling.transientSpecific(channel))"
        let counted = StrictSpelling.counted(channel)
        switch kind {
        case .given:
            let stub =
                "TransientMockStub<\(StrictSpelling.transientMatchers(channel)), \(StrictSpelling.type(channel.output)), "
                + "\(StrictSpelling.failure(channel.failure))>"
            writer.line("@discardableResult")
            body("\(head)(\(parameters)) -> \(stub)\(whereClause)", channel, call: "given(\(matchers))", into: &writer)
        case .perform:
            body(
                "\(head)(\(parameters), perform: @escaping \(StrictSpelling.transientAction(channel)))\(whereClause)",
                channel, call: "perform(\(matchers), action: perform)", into: &writer)
        case .verify:
            writer.line("@discardableResult")
            body(
                "\(head)(\(counted)) -> VerificationResult\(whereClause)", channel, call: "verify(verification)",
                into: &writer)
        case .calls:
            body("\(head)(\(counted)) -> MockCalls<Void>\(whereClause)", channel, call: "calls()", into: &writer)
        case .state:
            break
        }
    }

    /// A builder member's body: the channel itself, or its specialization for a generic requirement.
    private func body(_ head: String, _ channel: StrictChannel, call: String, into writer: inout CodeWriter) {
        guard channel.isGeneric else {
            writer.line("\(head) { members.\(channel.property).\(call) }")
            return
        }
        writer.block(head) {
            $0.line(StrictSpelling.specialization(channel, owner: "members"))
            $0.line("return member.\(call)")
        }
    }

    /// `func unit(initial: String) -> MockPropertyState<String, Never>`; a throwing getter's
    /// state starts from a `Result`.
    private func writeState(_ getter: StrictChannel, _ requirement: StrictRequirement, into writer: inout CodeWriter) {
        let value = StrictSpelling.type(getter.output)
        let failure = StrictSpelling.failure(getter.failure)
        var initial = getter.failure == .none ? value : "\(StandardType.result)<\(value), \(failure)>"
        // The initial value is kept: a closure must escape.
        if getter.failure == .none, requirement.signature.holdsFunction { initial = "@escaping " + initial }
        var attach = "initial: initial, getter: members.\(getter.property)"
        if let setter = requirement.channels.first(where: { $0.role == .setter }) {
            attach += ", setter: members.\(setter.property)"
        }
        writer.block(
            "\(access)func \(getter.selector)(initial: \(initial)) -> MockPropertyState<\(value), \(failure)>"
        ) { $0.line(".attach(\(attach))") }
    }
}
