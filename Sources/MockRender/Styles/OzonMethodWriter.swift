import MockModel

/// One method of an Ozon-style mock: the witness (record under the lock, throw `…Error`, call
/// `…Closure` or answer `…ReturnValue`), then its tracking members.
struct OzonMethodWriter {
    let method: OzonMethod
    let body: OzonBodyWriter

    private var stem: String { method.stem }
    private var signature: WitnessSignature { method.signature }
    private var isShared: Bool { signature.isStatic || (method.leavesMockIsolation && isIsolatedMock) }
    private var isGuarded: Bool { body.guardsState && !signature.isStatic }
    private var isIsolatedMock: Bool { body.plan.isActor || body.plan.declaration.globalActor != nil }

    /// A deprecated method's state besides its call count is held in its clear function's struct.
    private var holder: OzonHolder? {
        !method.head.isDeprecated ? nil : OzonHolder(clearing: body.plan.clearing, isStatic: signature.isStatic)
    }

    func write(into writer: inout CodeWriter) {
        writer.head(method.head)
        writer.block(head) { writeWitnessBody(into: &$0) }
        writeMembers(into: &writer)
    }

    /// What the witness does when called: also a subscript accessor's body.
    func writeWitnessBody(into witness: inout CodeWriter) {
        if let uninhabited = method.uninhabited { return witness.line(CallRenderer.unreachable(uninhabited)) }
        guard let typedError = method.rethrowsEvaluationsAs else { return writeBody(into: &witness) }
        witness.doCatch {
            writeBody(into: &$0)
        } handler: {
            $0.line("throw error as! \(typedError)")
        }
    }

    private func writeBody(into witness: inout CodeWriter) {
        for evaluation in method.evaluations {
            witness.line("let \(evaluation.name) = \(Spelling.prefix(evaluation.effects))\(evaluation.name)()")
        }
        writeRecording(into: &witness)
        if method.errorType != nil {
            witness.block("if let \(stem)Error") { $0.line("throw \(stem)Error") }
        }
        writeAnswer(into: &witness)
    }

    private var head: String {
        var head = body.access
        if signature.isStatic { head = body.plainAccess + "static " }
        if signature.isNonisolated { head = "nonisolated " + head }
        head +=
            "\(Spelling.function(signature.name, fixity: signature.fixity))\(Spelling.genericClause(signature.genericParameters))"
        head += "(\(Spelling.parameterList(signature.parameters)))"
        if signature.effects.isEffectful { head += " " + signature.effects.spelling }
        if let type = signature.type { head += " -> \(type)" }
        if let whereClause = signature.whereClause { head += " \(whereClause)" }
        return head
    }

    private func writeRecording(into writer: inout CodeWriter) {
        // Inside the lock, a guarded mock touches its private storage (its accessors lock too).
        let prefix = isGuarded ? "_" : ""
        let held = holder.map { $0.property + "." } ?? prefix
        let lines =
            ["\(prefix)\(stem)CallsCount += 1"]
            + received.map { ["\(held)\(stem)ReceivedArguments.append(\($0))"] }.joined()
        let locked = OzonLocking.lock(for: method, plan: body.plan)
        guard let locked else {
            for line in lines { writer.line(line) }
            return
        }
        // A borrowed parameter cannot be captured by the closure the lock runs: a copy can.
        var copied: Set<String> = []
        for case .copy(let name) in method.received where copied.insert(name).inserted {
            writer.line("let \(name) = copy \(name)")
        }
        writer.block("\(locked).withLock { _ in", bare: true) { locked in
            for line in lines { locked.line(line) }
        }
    }

    /// `(page, completion)`, the one value, or nothing.
    private var received: [String] {
        guard method.receivedType != nil else { return [] }
        let values = method.received.map(Spelling.value)
        return [values.count == 1 ? values[0] : "(\(values.joined(separator: ", ")))"]
    }

    private func writeAnswer(into writer: inout CodeWriter) {
        let closure = method.closure
        InoutBox.write(method.boxedInouts, into: &writer)
        var values = closure.arguments.map {
            $0.isInout
                ? InoutBox.argument(Spelling.value($0.value), boxes: method.boxedInouts) : Spelling.value($0.value)
        }
        if !closure.sentArguments.isEmpty {
            values = writer.sendArguments(
                closure.sentArguments, types: { "\(closure.parameters[$0])" }, values: values)
        }
        let arguments = values.joined(separator: ", ")
        let prefix = Spelling.prefix(closure.effects)
        if closure.isStoredErased {
            // Cast to the type the closure is declared with: from Swift 6.2 it may run on its caller.
            let casts = closure.runsOnCaller ? [true, false] : [false]
            for runsOnCaller in casts {
                if closure.runsOnCaller { writer.directive(runsOnCaller ? "#if compiler(>=6.2)" : "#else") }
                writer.line("let \(stem)Closure = \(stem)Closure as? \(closureType(runsOnCaller: runsOnCaller))")
            }
            if closure.runsOnCaller { writer.directive("#endif") }
            // A method answering nothing does nothing unset, as its plain closure would.
            guard let result = signature.type, !["Void", "()", "Swift.Void"].contains(result.description) else {
                return writer.line("\(prefix)\(stem)Closure?(\(arguments))")
            }
            let type = closureType(runsOnCaller: closure.runsOnCaller)
            writer.block("guard let \(stem)Closure else") {
                $0.line(
                    "fatalError(\"\(body.plan.declaration.name).\(signature.name): set \(stem)Closure to a closure of type \(type) before calling it\")"
                )
            }
            writer.line("return \(prefix)\(stem)Closure(\(arguments))")
            return
        }
        if let forwarding = method.forwardsFunction {
            writer.block("guard let \(stem)Closure else") {
                $0.line(
                    "fatalError(\"\(body.plan.declaration.name).\(signature.name): set \(stem)Closure before calling it\")"
                )
            }
            writer.line("let _function = \(prefix)\(stem)Closure(\(arguments))")
            let forwarded = (0..<forwarding.parameterCount).map { "$\($0)" }.joined(separator: ", ")
            let call =
                "\(Spelling.prefix(forwarding.effects))_function(\(forwarded))\(Spelling.cast(forwarding.resultCast))"
            writer.line("return { \(call) }")
            return
        }
        if method.neverReturns || method.answersByClosureOnly {
            writer.block("guard let \(stem)Closure else") {
                $0.line(
                    "fatalError(\"\(body.plan.declaration.name).\(signature.name): set \(stem)Closure before calling it\")"
                )
            }
            writer.line("return \(prefix)\(stem)Closure(\(arguments))")
            return
        }
        guard method.returnValueType != nil else {
            writer.line("\(prefix)\(stem)Closure?(\(arguments))")
            return
        }
        let cast = Spelling.cast(method.returnCast)
        if let sent = method.sentResult {
            // A plain closure in the tuple keeps the compiler from calling the attribute needless.
            writer.line("nonisolated(unsafe) let _answer: (\(sent), () -> Void)")
            writer.ifElse(
                "if let \(stem)Closure",
                { $0.line("_answer = (\(prefix)\(stem)Closure(\(arguments))\(cast), {})") },
                otherwise: {
                    $0.line("_answer = (\(stem)ReturnValue\(method.unwrapsReturnValue ? "!" : "")\(cast), {})")
                })
            writer.line("return _answer.0")
            return
        }
        writer.ifElse(
            "if let \(stem)Closure",
            { $0.line("return \(prefix)\(stem)Closure(\(arguments))\(cast)") },
            otherwise: { $0.line("return \(stem)ReturnValue\(method.unwrapsReturnValue ? "!" : "")\(cast)") })
    }

    /// The fields a deprecated method keeps in its clear function's struct.
    func writeHeldFields(into writer: inout CodeWriter) {
        writeMembers(fields: true, into: &writer)
    }

    /// The tracking members, or with `fields` only the held state's fields.
    func writeMembers(fields: Bool = false, into writer: inout CodeWriter) {
        let storage = body.storagePrefix(isStatic: signature.isStatic, isNonisolated: isShared && !signature.isStatic)
        func member(_ suffix: String, _ type: String, _ initial: String? = nil) {
            let attributes = method.head.stateAttributes
            guard let holder, suffix != "CallsCount" else {
                if fields { return }
                return body.writeStored(
                    stem + suffix, type: type, initial: initial, prefix: storage, guarded: isGuarded,
                    attributes: attributes, into: &writer)
            }
            guard fields else {
                return body.writeHeld(
                    stem + suffix, type: type, prefix: storage, in: holder, guarded: isGuarded, attributes: attributes,
                    into: &writer)
            }
            for attribute in attributes where !MemberHead.isSPI(attribute) { writer.line(attribute) }
            writer.line("var \(stem + suffix): \(type)\(initial.map { " = \($0)" } ?? "")")
        }
        member("CallsCount", "Int", "0")
        if let receivedType = method.receivedType { member("ReceivedArguments", "[\(receivedType)]", "[]") }
        if let errorType = method.errorType { member("Error", TypeRef.optional(errorType).description) }
        // A closure that runs on its caller is declared once for compilers that know
        // `nonisolated(nonsending)` (Swift 6.2) and once for those that do not.
        func onCaller(_ write: (Bool) -> Void) {
            guard method.closure.runsOnCaller else { return write(false) }
            writer.directive("#if compiler(>=6.2)")
            let state = body.staticState
            if let state { state.under("compiler(>=6.2)") { write(true) } } else { write(true) }
            writer.directive("#else")
            if let state { state.under("!compiler(>=6.2)") { write(false) } } else { write(false) }
            writer.directive("#endif")
        }
        onCaller { member("Closure", storedClosureType(runsOnCaller: $0)) }
        if let returnValueType = method.returnValueType { member("ReturnValue", returnValueType.description) }
        guard method.hasSetters, !fields else { return }
        writer.line("")
        onCaller { writeSetter("Closure", "closure", storedClosureType(runsOnCaller: $0), into: &writer) }
        if let errorType = method.errorType {
            writeSetter("Error", "error", TypeRef.optional(errorType).description, into: &writer)
        }
        if case .implicitlyUnwrapped(let wrapped)? = method.returnValueType {
            writeSetter("ReturnValue", "returnValue", TypeRef.optional(wrapped).description, into: &writer)
        } else if let returnValueType = method.returnValueType {
            writeSetter("ReturnValue", "returnValue", returnValueType.description, into: &writer)
        }
    }

    private func writeSetter(_ suffix: String, _ name: String, _ type: String, into writer: inout CodeWriter) {
        writer.stateHead(method.head)
        writer.block("\(body.access)func set\(OzonSpelling.capitalized(stem))\(suffix)(_ \(name): \(type))") {
            $0.line("\(stem)\(suffix) = \(name)")
        }
    }

    /// The closure member's type: optional, or erased when the closure answers a noncopyable
    /// generic type.
    private func storedClosureType(runsOnCaller: Bool) -> String {
        guard method.closure.isStoredErased else { return "\(closureType(runsOnCaller: runsOnCaller))?" }
        return method.closure.isSendable ? "(any Sendable)?" : "Any?"
    }

    /// `((Int, @escaping (Result<[String], Error>) -> Void) async throws -> [String])`.
    private func closureType(runsOnCaller: Bool) -> String {
        let closure = method.closure
        var text = "(" + (runsOnCaller ? "nonisolated(nonsending) " : "") + (closure.isSendable ? "@Sendable (" : "(")
        text += closure.parameters.map(\.description).joined(separator: ", ") + ")"
        if closure.effects.isAsync { text += " async" }
        if let typed = closure.typedError {
            text += " throws(\(typed))"
        } else if closure.effects.canThrow {
            text += " throws"
        }
        return text + " -> \(closure.result))"
    }
}

/// Which lock, if any, a method's recording takes: an actor or global actor already serializes
/// its isolated members; everything else (and every static) records under a lock.
enum OzonLocking {
    static func lock(for method: OzonMethod, plan: OzonPlan) -> String? {
        if method.signature.isStatic { return "staticLock" }
        let isolated = plan.isActor || plan.declaration.globalActor != nil
        if isolated && !method.leavesMockIsolation { return nil }
        return plan.lockName
    }
}

enum OzonSpelling {
    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
