import MockModel

/// Writes a call's body: evaluate autoclosures, record, then answer through the handler.
struct CallRenderer {
    let call: CallBody

    private var owner: String { SlotRenderer.owner(call.storage, call.owner) }

    func write(into writer: inout CodeWriter) {
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
            var plain = call
            plain.typedThrows = nil
            writer.doCatch { body in
                CallRenderer(call: plain).writeRecordOnly(into: &body)
            } handler: { body in
                body.line("throw error as! \(typedError)")
            }
            return
        }
        for line in call.prelude { writer.line(line) }
        if call.storage == .plain {
            writer.line(parts: call.countSlot, " += 1")
            if let args = call.argsSlot, let recorded = call.recorded {
                writer.line(parts: args, ".append(", recorded, ")")
            }
        } else {
            writer.block("\(owner).withLock { storage in", bare: true) { body in
                body.line(parts: "storage.", call.countSlot, " += 1")
                if let args = call.argsSlot, let recorded = call.recorded {
                    body.line(parts: "storage.", args, ".append(", recorded, ")")
                }
            }
        }
    }

    func writeSetter(into writer: inout CodeWriter) {
        guard let handler = call.handlerSlot else { return }
        for line in call.prelude { writer.line(line) }
        // Parenthesized: a trailing closure in an `if` condition reads as the statement's body.
        let source = call.storage == .plain ? handler : "\(owner).withLock({ $0.\(handler) })"
        writer.block("if let _handler = \(source)") { body in
            body.line("_handler(\(call.handlerArguments.joined(separator: ", ")))")
        }
    }

    private func writeSteps(into writer: inout CodeWriter) {
        for line in call.prelude { writer.line(line) }
        for name in call.unrecorded {
            writer.line("// '\(name)' cannot be copied, so the call log leaves it out.")
        }
        guard let handler = call.handlerSlot else { return }
        let source: String
        if call.storage == .plain {
            writer.line(parts: call.countSlot, " += 1")
            if let args = call.argsSlot, let recorded = call.recorded {
                writer.line(parts: args, ".append(", recorded, ")")
            }
            source = handler
        } else {
            writer.block(
                "let _handler = \(owner).withLock { storage -> (\(call.handlerType))? in", bare: true
            ) { body in
                body.line(parts: "storage.", call.countSlot, " += 1")
                if let args = call.argsSlot, let recorded = call.recorded {
                    body.line(parts: "storage.", args, ".append(", recorded, ")")
                }
                body.line(parts: "return storage.", handler)
            }
            source = "_handler"
        }
        let binding = call.storage == .plain ? "let _handler = \(source)" : "let _handler"
        let invocation = "\(call.callPrefix)_handler(\(call.handlerArguments.joined(separator: ", ")))"
        switch call.result {
        case .void:
            writer.block("if \(binding)") { body in
                writeBack(invocation, into: &body)
            }
        case .function(let forwarding):
            writer.block("guard \(binding) else") { body in
                body.line("fatalError(\"\(call.missingHandlerMessage)\")")
            }
            writer.line("let _function = \(invocation)")
            let arguments = (0..<forwarding.parameterCount).map { "$\($0)" }.joined(separator: ", ")
            let cast = forwarding.resultCast.map { " as! \($0)" } ?? ""
            writer.line("return { \(forwarding.callPrefix)_function(\(arguments))\(cast) }")
        case .value(let fallback, let cast):
            writer.block("guard \(binding) else") { body in
                body.line(
                    fallback.isEmpty ? "fatalError(\"\(call.missingHandlerMessage)\")" : "return \(fallback)")
            }
            if call.inoutNames.isEmpty {
                writer.line("return \(invocation)" + (cast.map { " as! \($0)" } ?? ""))
            } else {
                writer.line("let _result = \(invocation)")
                writeInouts(from: "_result.inoutArgs", into: &writer)
                writer.line("return _result.returnValue" + (cast.map { " as! \($0)" } ?? ""))
            }
        }
    }

    /// Writes the handler's answer back into the `inout` parameters, casting erased ones.
    private func writeInouts(from answer: String, into writer: inout CodeWriter) {
        let casts =
            call.inoutCasts.count == call.inoutNames.count
            ? call.inoutCasts : Array(repeating: nil, count: call.inoutNames.count)
        guard casts.contains(where: { $0 != nil }) else {
            writer.line("\(inoutTarget) = \(answer)")
            return
        }
        for (name, cast) in zip(call.inoutNames, casts) {
            let element = call.inoutNames.count == 1 ? answer : "\(answer).\(name.filter { $0 != "`" })"
            writer.line("\(name) = \(element)" + (cast.map { " as! \($0)" } ?? ""))
        }
    }

    private var inoutTarget: String {
        call.inoutNames.count == 1 ? call.inoutNames[0] : "(\(call.inoutNames.joined(separator: ", ")))"
    }

    private func writeBack(_ invocation: String, into writer: inout CodeWriter) {
        guard !call.inoutNames.isEmpty else {
            writer.line(invocation)
            return
        }
        if call.inoutCasts.contains(where: { $0 != nil }) {
            writer.line("let _result = \(invocation)")
            writeInouts(from: "_result", into: &writer)
        } else {
            writer.line("\(inoutTarget) = \(invocation)")
        }
    }
}
