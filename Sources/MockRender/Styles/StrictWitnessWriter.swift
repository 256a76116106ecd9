import MockModel

/// Writes the declaration that satisfies one requirement of a strict mock: it forwards to its
/// channel and does nothing else.
struct StrictWitnessWriter {
    let plan: StrictPlan
    var access: String { Spelling.access(plan.memberAccess) }

    func write(_ requirement: StrictRequirement, into writer: inout CodeWriter) {
        let signature = requirement.signature
        writer.head(requirement.head)
        var head = access
        if signature.isStatic { head += "static " }
        if signature.isNonisolated { head += "nonisolated " }
        switch signature.kind {
        case .initializer(_, let failability):
            writeInitializer(requirement, failability: failability, into: &writer)
        case .method:
            writer.block(head + WitnessRenderer.declaration(signature)) { body in
                if let uninhabited = requirement.uninhabited { return body.line(CallRenderer.unreachable(uninhabited)) }
                forward(requirement.channels[0], returning: returning(signature), into: &body)
            }
        case .property, .subscript:
            let declaration = head + WitnessRenderer.declaration(signature)
            let getter = requirement.channels[0]
            let effects = Spelling.effects(signature.getterEffects)
            if requirement.channels.count == 1 && effects.isEmpty && !getter.isGeneric {
                writer.line("\(declaration) { \(returning(signature))\(call(getter)) }")
                return
            }
            writer.block(declaration) { body in
                accessor(effects.isEmpty ? "get" : "get \(effects)", getter, returning(signature), into: &body)
                if requirement.channels.count > 1 {
                    accessor("set", requirement.channels[1], into: &body)
                }
            }
        }
    }

    /// `return ` where a result builder the requirement names would otherwise transform the body.
    private func returning(_ signature: WitnessSignature) -> String {
        signature.returnsExplicitly ? "return " : ""
    }

    /// `get { … }` on one line unless the channel must be specialized first.
    private func accessor(
        _ head: String, _ channel: StrictChannel, _ returning: String = "", into writer: inout CodeWriter
    ) {
        if channel.isGeneric {
            writer.block(head) { forward(channel, into: &$0) }
        } else {
            writer.line("\(head) { \(returning)\(call(channel)) }")
        }
    }

    /// The body of a method or accessor: one call to the channel, through `withoutActuallyEscaping`
    /// for nonescaping callbacks, through the specialization for generic requirements. An
    /// isolated witness sends nothing: `callAsync` runs on its caller's executor.
    private func forward(_ channel: StrictChannel, returning: String = "", into writer: inout CodeWriter) {
        // What the closures around a call could not capture is taken before it, and the call is
        // no longer the body's only statement: an autoclosure a transient call's matchers would
        // evaluate again, and, for an async call's escaping closure, an autoclosure, a borrowed
        // copyable argument or an `inout` one's value.
        var (channel, returning) = (channel, returning)
        for index in channel.arguments.indices {
            let argument = channel.arguments[index]
            let copied = argument.value.hasPrefix("copy ")
            guard
                (channel.takesMatcherTuple && argument.isEvaluated)
                    || (escapes(channel) && (argument.isEvaluated || copied || argument.isInout))
            else { continue }
            writer.line("let \(argument.name) = \(argument.value)")
            channel.arguments[index].value = argument.name
            returning = "return "
        }
        var target: String?
        if channel.isGeneric && !channel.callbacks.isEmpty && plan.declaration.kind == .actor && !channel.isStatic {
            // The closures around the call are the actor's only if they use `self`: specialized
            // outside them, they would send the actor's callbacks and autoclosures away.
            let specialized = StrictSpelling.specialized(channel, owner: owner(channel, explicit: escapes(channel)))
            target = "(\(specialized) as \(StrictSpelling.member(channel)))"
            returning = "return "
        } else if channel.isGeneric {
            writer.line(StrictSpelling.specialization(channel, owner: owner(channel)))
            target = "member"
            returning = "return "
        }
        if escapes(channel) && channel.callbacks.count > 1 {
            let receiver = target ?? "\(owner(channel, explicit: true)).\(channel.property)"
            return forwardAsyncCallbacks(channel, receiver: receiver, into: &writer)
        }
        writer.line(returning + call(channel, target: target))
    }

    /// Several async callbacks escape for the call only, each through a local function that runs
    /// on the witness's executor (`nonisolated(nonsending)`) and may capture the callbacks not yet
    /// escaped: nested escaping closures could not, and `withoutActuallyEscaping`'s own closures
    /// would run concurrently, sending the callbacks away from a witness that runs on its caller's.
    private func forwardAsyncCallbacks(_ channel: StrictChannel, receiver: String, into writer: inout CodeWriter) {
        let prefix = (channel.failure == .none ? "" : "try ") + "await "
        var function = StrictSpelling.isNever(channel.output) ? "callAsyncNever" : "callAsync"
        if channel.keepsProducers { function = "produceAsync" }
        var thrown = ""
        if case .untyped = channel.failure { thrown = " throws" }
        if case .typed(let error) = channel.failure { thrown = " throws(\(error))" }
        let names = channel.callbacks.map(\.name)
        let call =
            "\(prefix)\(receiver).\(function)(\(StrictSpelling.recorded(channel)), "
            + "MockCallbacks((\(names.joined(separator: ", ")))))"
        func escaping(_ index: Int, into writer: inout CodeWriter) {
            let callback = channel.callbacks[index]
            writer.block(
                "nonisolated(nonsending) func forwardingCallback\(index)(_ \(callback.name): @escaping "
                    + "\(StrictSpelling.type(callback.type))) async\(thrown) -> \(StrictSpelling.type(channel.output))"
            ) { body in
                guard index + 1 < names.count else { return body.line(call) }
                escaping(index + 1, into: &body)
                body.line(
                    "return \(prefix)withoutActuallyEscaping(\(names[index + 1]), do: forwardingCallback\(index + 1))")
            }
        }
        escaping(0, into: &writer)
        writer.line("return \(prefix)withoutActuallyEscaping(\(names[0]), do: forwardingCallback0)")
    }

    /// `explicit`: named inside an escaping closure (an async call's callbacks), which needs `self.`.
    private func owner(_ channel: StrictChannel, explicit: Bool = false) -> String {
        (explicit ? "self." : "") + (channel.isStatic ? "mockStaticMembers" : "mockMembers")
    }

    /// An async call's callbacks are handed over inside an escaping closure (`asyncCallback`), or,
    /// several, inside local functions (`forwardAsyncCallbacks`): either captures what it names.
    private func escapes(_ channel: StrictChannel) -> Bool { channel.isAsync && !channel.callbacks.isEmpty }

    /// `try await mockMembers.fetch.callAsync(key)`, wrapped for callbacks.
    private func call(_ channel: StrictChannel, target: String? = nil) -> String {
        let prefix = (channel.failure == .none ? "" : "try ") + (channel.isAsync ? "await " : "")
        var function =
            channel.isAsync ? (StrictSpelling.isNever(channel.output) ? "callAsyncNever" : "callAsync") : "call"
        if channel.keepsProducers { function = channel.isAsync ? "produceAsync" : "produce" }
        let receiver = target ?? "\(owner(channel, explicit: escapes(channel))).\(channel.property)"
        if channel.takesMatcherTuple {
            return prefix + receiver + transientCall(channel.arguments, callbacks: channel.callbacks.map(\.name))
        }
        let recorded = StrictSpelling.recorded(channel)
        if channel.callbacks.isEmpty { return "\(prefix)\(receiver).\(function)(\(recorded))" }
        // `withoutActuallyEscaping` throws what its body throws, a `rethrows` autoclosure's error too.
        let evaluationThrows = channel.arguments.contains { $0.value.hasPrefix("try ") }
        let outer = (channel.failure == .none && !evaluationThrows ? "" : "try ") + (channel.isAsync ? "await " : "")
        // A typed error must be spelled on the closure, which would otherwise throw `any Error`.
        var thrown = ""
        if case .typed(let error) = channel.failure { thrown = (channel.isAsync ? " async" : "") + " throws(\(error))" }
        if escapes(channel) && channel.callbacks.count == 1 {
            return asyncCallback(channel, call: "\(prefix)\(receiver).\(function)", outer: outer)
        }
        if channel.callbacks.count == 1 && thrown.isEmpty {
            let name = channel.callbacks[0].name
            return
                "\(outer)withoutActuallyEscaping(\(name)) { \(prefix)\(receiver).\(function)(\(recorded), MockCallbacks($0)) }"
        }
        // Several callbacks: each escapes for the call only, under its own name.
        let names = channel.callbacks.map(\.name)
        let wrapped = names.count == 1 ? names[0] : "(\(names.joined(separator: ", ")))"
        var text = "\(prefix)\(receiver).\(function)(\(recorded), MockCallbacks(\(wrapped)))"
        for name in names.reversed() {
            text = "\(outer)withoutActuallyEscaping(\(name)) { \(name)\(thrown) in \(text) }"
        }
        return text
    }

    /// An async call's callback escapes for the call only through a closure that runs on the
    /// witness's executor: `withoutActuallyEscaping`'s own body would run concurrently, sending
    /// the callback away from a witness that runs on its caller's.
    private func asyncCallback(_ channel: StrictChannel, call: String, outer: String) -> String {
        let callback = channel.callbacks[0]
        var thrown = outer.hasPrefix("try") ? " throws" : ""
        // A closure infers untyped throws: a typed error is spelled on the closure too.
        var head = ""
        if case .typed(let error) = channel.failure {
            thrown = " throws(\(error))"
            head = " async\(thrown)"
        }
        let type =
            "nonisolated(nonsending) (@escaping \(StrictSpelling.type(callback.type))) async\(thrown) -> "
            + StrictSpelling.type(channel.output)
        let text = "\(call)(\(StrictSpelling.recorded(channel)), MockCallbacks(\(callback.name)))"
        return
            "\(outer)withoutActuallyEscaping(\(callback.name), do: { \(callback.name)\(head) in \(text) } as \(type))"
    }

    /// Noncopyable arguments form no tuple: the channel's matchers are tested here, borrowing
    /// them. Arguments no closure may capture are lent to the matchers and the action instead.
    /// Nonescaping callbacks follow the arguments into the action, still nonescaping.
    private func transientCall(_ arguments: [StrictArgument], callbacks: [String]) -> String {
        // A setter's new value is `newValue`; a copy the witness would record is not needed here.
        let names = arguments.map { $0.value.hasPrefix("copy ") || $0.isEvaluated ? $0.name : $0.value }
        // One argument's matchers are one `Parameter`, not a tuple.
        let matcher: (Int) -> String = { arguments.count == 1 ? "$0" : "$0.\($0)" }
        if arguments.contains(where: \.isLent) {
            let tests = arguments.indices.map { "\(matcher($0)).matches($\($0 + 1))" }
            let lent = (arguments.indices.map { "$\($0 + 1)" } + callbacks).joined(separator: ", ")
            return
                ".call(\(names.joined(separator: ", ")), matching: { \(tests.joined(separator: " && ")) }, "
                + "perform: { $0(\(lent)) })"
        }
        let tests = names.indices.map { "\(matcher($0)).matches(\(names[$0]))" }
        return
            ".call(matching: { \(tests.joined(separator: " && ")) }, perform: { $0(\((names + callbacks).joined(separator: ", "))) })"
    }

    /// `convenience init(seed: Int, defaults:configure:)` records and configures; the plain
    /// initializer the protocol asks for delegates to it.
    private func writeInitializer(_ requirement: StrictRequirement, failability: String, into writer: inout CodeWriter)
    {
        let signature = requirement.signature
        let channel = requirement.channels[0]
        let isolation = plan.isGlobalActorClass ? "nonisolated " : ""
        let convenience = plan.declaration.kind == .class ? "convenience " : ""
        let head = access + isolation + convenience
        let parameters = Spelling.parameterList(signature.parameters)
        // A variadic list cannot be forwarded as one: the configuring initializer takes an array.
        let configured = Spelling.parameterList(signature.parameters.map(Self.arrayForVariadic))
        let separator = parameters.isEmpty ? "" : ", "
        let mockType = Self.mockType(plan.declaration)
        let generics = StrictSpelling.genericClause(channel)
        let whereClause = StrictSpelling.whereClause(channel)
        writer.block(
            "\(head)init\(generics)(\(configured)\(separator)defaults: MockDefaults = .strict, "
                + "configure: (\(mockType)) -> Void)\(whereClause)"
        ) { body in
            body.line("self.init(defaults: defaults)")
            // A transient channel only counts: noncopyable arguments form no record.
            let recorded = channel.isTransient ? "" : StrictSpelling.recorded(channel)
            if channel.isGeneric {
                body.line(StrictSpelling.specialization(channel, owner: "mockMembers"))
                body.line("member.record(\(recorded))")
            } else {
                body.line("mockMembers.\(channel.property).record(\(recorded))")
            }
            body.line("configure(self)")
        }
        let effects = Spelling.effects(signature.effects)
        let arguments = signature.parameters.map(Spelling.forwarded)
        let call = "self.init(\(arguments.joined(separator: ", ")))"
        // The requirement's own witness names what its SPI does, as the configuring one does.
        for attribute in requirement.head.spi { writer.line(attribute) }
        writer.block(
            "\(head)init\(failability)\(generics)(\(parameters))\(effects.isEmpty ? "" : " \(effects)")\(whereClause)"
        ) {
            $0.line(parameters.isEmpty ? "self.init { _ in }" : "\(call) { _ in }")
        }
    }

    /// `_ values: Int...` as `_ values: [Int]`, what the variadic parameter holds in the body.
    static func arrayForVariadic(_ parameter: WitnessParameter) -> WitnessParameter {
        guard parameter.requirement.isVariadic else { return parameter }
        var array = parameter
        array.requirement.isVariadic = false
        array.requirement.type = .array(parameter.requirement.type)
        return array
    }

    /// `ServiceMock`, `NotifierMock<Payload>`.
    static func mockType(_ declaration: MockDeclaration) -> String {
        guard !declaration.genericParameters.isEmpty else { return declaration.name }
        return "\(declaration.name)<\(declaration.genericParameters.map(\.name).joined(separator: ", "))>"
    }
}
