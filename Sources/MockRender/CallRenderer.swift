import MockModel

/// Writes a call's body: evaluate autoclosures, record, then answer through the handler.
struct CallRenderer {
    var call: CallBody
    let tracking: Tracking
    /// The handler this body calls: the witness's handler, or a subscript's set handler.
    let handler: Slot?
    let mockName: String
    /// What the missing-handler message calls the requirement (`fetch`, `subscript`).
    let subject: String

    private var owner: String { SlotRenderer.owner(call.storage, mockName) }

    /// The whole body of a witness taking a parameter no value exists for: code after it
    /// would be warned about as never executed.
    static func unreachable(_ uninhabited: TypeRef) -> String {
        "// No call reaches this: no value of '\(uninhabited)' exists."
    }

    func write(into writer: inout CodeWriter) {
        if let uninhabited = call.uninhabited {
            writer.line(Self.unreachable(uninhabited))
            return
        }
        guard let typedError = call.typedThrows else {
            writeSteps(into: &writer)
            return
        }
        writer.doCatch { body in
            writeSteps(into: &body)
        } handler: { body in
            body.line("throw error as! \(typedError)")
        }
    }

    func writeRecordOnly(into writer: inout CodeWriter) {
        if let typedError = call.typedThrows {
            var plain = self
            plain.call.typedThrows = nil
            writer.doCatch { body in
                plain.writeRecordOnly(into: &body)
            } handler: { body in
                body.line("throw error as! \(typedError)")
            }
            return
        }
        writeEvaluations(into: &writer)
        if call.storage == .plain {
            writeRecording(prefix: "", into: &writer)
        } else {
            writer.block("\(owner).withLock { storage in", bare: true) { body in
                writeRecording(prefix: "storage.", into: &body)
            }
        }
    }

    func writeSetter(into writer: inout CodeWriter) {
        guard let handler = handler?.name else { return }
        writeEvaluations(into: &writer)
        // Parenthesized: a trailing closure in an `if` condition reads as the statement's body.
        let source = call.storage == .plain ? handler : "\(owner).withLock({ $0.\(handler) })"
        writer.block("if let _handler = \(source)") { body in
            body.line("_handler(\(Spelling.arguments(call.handlerArguments)))")
        }
    }

    private func writeEvaluations(into writer: inout CodeWriter) {
        for evaluation in call.evaluations {
            writer.line("let \(evaluation.name) = \(Spelling.prefix(evaluation.effects))\(evaluation.name)()")
        }
        // A borrowed parameter cannot be captured by the closure the lock runs: a copy can.
        guard call.storage != .plain else { return }
        var copied: Set<String> = []
        for case .copy(let name) in call.recorded.map(\.value) where copied.insert(name).inserted {
            writer.line("let \(name) = copy \(name)")
        }
    }

    /// Counts the call and logs its arguments, each slot the witness has.
    private func writeRecording(prefix: String, into writer: inout CodeWriter) {
        if let count = tracking.count { writer.line(parts: prefix, count.name, " += 1") }
        if let arguments = tracking.arguments {
            writer.line(parts: prefix, arguments.name, ".append(", Spelling.recorded(call.recorded), ")")
        }
    }

    private func writeSteps(into writer: inout CodeWriter) {
        writeEvaluations(into: &writer)
        for name in call.unrecorded {
            writer.line("// '\(name)' cannot be copied, so the call log leaves it out.")
        }
        for name in call.unkept {
            writer.line("// '\(name)' cannot outlive the call, so the call log leaves it out.")
        }
        guard let handler, case .handler(let handlerType) = handler.content else { return }
        let source: String
        if call.storage == .plain {
            writeRecording(prefix: "", into: &writer)
            source = handler.name
        } else {
            // A handler that runs on its caller has two spellings: its type is inferred.
            let annotation = handler.runsOnCaller ? "" : " -> \(handler.typeSpelling)"
            writer.block("let _handler = \(owner).withLock { storage\(annotation) in", bare: true) { body in
                writeRecording(prefix: "storage.", into: &body)
                body.line(parts: "return storage.", handler.name)
            }
            source = "_handler"
        }
        var binding = call.storage == .plain ? "let _handler = \(source)" : "let _handler"
        if handler.isStoredErased && handler.runsOnCaller {
            // Cast to the type the handler is declared with: from Swift 6.2 it runs on its caller.
            writer.directive("#if compiler(>=6.2)")
            writer.line("let _typed = \(source) as? (nonisolated(nonsending) \(Spelling.handlerType(handlerType)))")
            writer.directive("#else")
            writer.line("let _typed = \(source) as? \(Spelling.handlerType(handlerType))")
            writer.directive("#endif")
            binding = "let _handler = _typed"
        } else if handler.isStoredErased {
            binding = "let _handler = \(source) as? \(Spelling.handlerType(handlerType))"
        }
        let effects = CallEffects(canThrow: handlerType.throwsClause != .none, isAsync: handlerType.isAsync)
        writeAnswer(binding: binding, handler: handler, handlerType: handlerType, effects: effects, into: &writer)
    }

    /// Calls the handler and answers: with its result, a fallback, or a missing-handler stop.
    private func writeAnswer(
        binding: String, handler: Slot, handlerType: FunctionTypeRef, effects: CallEffects,
        into writer: inout CodeWriter
    ) {
        let arguments =
            call.sentArguments.isEmpty
            ? Spelling.arguments(call.handlerArguments)
            : writer.sendArguments(
                call.sentArguments, types: { "\(handlerType.parameters[$0].type)" },
                values: call.handlerArguments.map(Spelling.value)
            ).joined(separator: ", ")
        let invocation = "\(Spelling.prefix(effects))_handler(\(arguments))"
        let missing = "fatalError(\"\(mockName).\(subject): set \(handler.name) before \(verb) it\")"
        switch call.result {
        case .void:
            writer.block("if \(binding)") { body in
                writeBack(invocation, into: &body)
            }
        case .function(let forwarding):
            writer.block("guard \(binding) else") { body in body.line(missing) }
            writer.line("let _function = \(invocation)")
            let arguments = (0..<forwarding.parameterCount).map { "$\($0)" }.joined(separator: ", ")
            let forwarded = "\(Spelling.prefix(forwarding.effects))_function(\(arguments))"
            writer.line("return { \(forwarded)\(Spelling.cast(forwarding.resultCast)) }")
        case .value(let fallback, let cast):
            writer.block("guard \(binding) else") { body in
                body.line(fallback.map { "return \(Spelling.emptyValue($0))" } ?? missing)
            }
            if call.inoutAnswers.isEmpty {
                writer.line("return \(invocation)\(Spelling.cast(cast))")
            } else {
                writer.line("let _result = \(invocation)")
                writeInouts(from: "_result.inoutArgs", into: &writer)
                writer.line("return _result.returnValue\(Spelling.cast(cast))")
            }
        }
    }

    private var verb: String {
        switch call.use {
        case .call: "calling"
        case .read: "reading"
        }
    }

    /// Writes the handler's answer back into the `inout` parameters, casting erased ones.
    private func writeInouts(from answer: String, into writer: inout CodeWriter) {
        let answers = call.inoutAnswers
        guard answers.contains(where: { $0.cast != nil }) else {
            writer.line("\(inoutTarget) = \(answer)")
            return
        }
        for entry in answers {
            let element = answers.count == 1 ? answer : "\(answer).\(entry.name.filter { $0 != "`" })"
            writer.line("\(entry.name) = \(element)\(Spelling.cast(entry.cast))")
        }
    }

    private var inoutTarget: String {
        let names = call.inoutAnswers.map(\.name)
        return names.count == 1 ? names[0] : "(\(names.joined(separator: ", ")))"
    }

    private func writeBack(_ invocation: String, into writer: inout CodeWriter) {
        guard !call.inoutAnswers.isEmpty else {
            writer.line(invocation)
            return
        }
        if call.inoutAnswers.contains(where: { $0.cast != nil }) {
            writer.line("let _result = \(invocation)")
            writeInouts(from: "_result", into: &writer)
        } else {
            writer.line("\(inoutTarget) = \(invocation)")
        }
    }
}
