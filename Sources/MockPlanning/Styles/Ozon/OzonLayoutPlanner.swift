import MockModel

/// Lays out what an Ozon mock declares besides its members: `init()`, the locks, and
/// `clearFunctionProperties()`, `clearVariableProperties()`, `clearStaticProperties()` with the
/// `deinit` that calls them.
///
/// `clearFunctionProperties()` empties each method's `…ReceivedArguments` and sets its `…Error`,
/// `…Closure` and `…ReturnValue` to nil (call counts stay); `clearVariableProperties()` sets each
/// `underlying…` to nil. A final mock declares only the ones with something to clear; a mock
/// that may be subclassed declares both, so a child mock can override them and call `super` first.
enum OzonLayoutPlanner {
    static func finish(_ plan: inout OzonPlan, superclass: SuperclassMock?, isFinal: Bool) {
        plan.emptyInit =
            plan.declaration.superclass != nil
            ? .override : plan.initializers.contains { $0.signature.parameters.isEmpty } ? .none : .plain
        let isolated = plan.isActor || plan.declaration.globalActor != nil
        // A Sendable class mock guards every instance member with the lock, properties included.
        let guardsProperties =
            plan.declaration.isUncheckedSendable && !plan.isActor && plan.properties.contains { !$0.isStatic }
        plan.locksInstances =
            guardsProperties || plan.methods.contains { !$0.signature.isStatic && locks($0, isolated: isolated) }
        plan.locksStatics = plan.methods.contains { $0.signature.isStatic }
        clearing(&plan, superclass: superclass, isFinal: isFinal)
    }

    /// Recording takes the lock unless the actor (or global actor) already serializes it.
    private static func locks(_ method: OzonMethod, isolated: Bool) -> Bool {
        method.signature.isStatic || method.leavesMockIsolation || !isolated
    }

    private static func clearing(_ plan: inout OzonPlan, superclass: SuperclassMock?, isFinal: Bool) {
        let subclassable = !isFinal && !plan.isActor
        let placed = plan.placed
        // Methods' state first, then properties' (statics share one function).
        for (method, condition) in plan.placedMethods {
            let lines = functionLines(method, condition: condition)
            if method.signature.isStatic {
                plan.clearing.statics.lines += lines
            } else {
                plan.clearing.functions.lines += lines
            }
        }
        for case (.property(let property), let condition) in placed {
            guard case .underlying(let name) = property.storage else { continue }
            var line = OzonClearLine(name: name, value: .nilLiteral, condition: condition)
            line.isHeld = property.head.isDeprecated
            if property.isStatic {
                plan.clearing.statics.lines.append(line)
            } else {
                plan.clearing.variables.lines.append(line)
            }
        }
        let declared = superclass?.overridable ?? []
        let inherited = superclass.map { _ in
            (declared.contains(plan.clearing.functions.name), declared.contains(plan.clearing.variables.name))
        }
        plan.clearing.functions.isDeclared = subclassable || !plan.clearing.functions.lines.isEmpty
        plan.clearing.functions.overrides = plan.clearing.functions.isDeclared && inherited?.0 == true
        plan.clearing.variables.isDeclared = subclassable || !plan.clearing.variables.lines.isEmpty
        plan.clearing.variables.overrides = plan.clearing.variables.isDeclared && inherited?.1 == true
        let inheritsStatics = declared.contains(plan.clearing.statics.name)
        plan.clearing.statics.isDeclared = !plan.clearing.statics.lines.isEmpty
        plan.clearing.statics.overrides = plan.clearing.statics.isDeclared && inheritsStatics
        // An actor's or global actor's deinit cannot call its isolated methods; its storage is
        // released with it anyway.
        plan.clearing.hasDeinit =
            !plan.isActor && plan.declaration.globalActor == nil
            && (plan.clearing.functions.isDeclared || plan.clearing.variables.isDeclared)
    }

    private static func functionLines(_ method: OzonMethod, condition: String?) -> [OzonClearLine] {
        var lines: [OzonClearLine] = []
        let stem = method.stem
        if method.receivedType != nil {
            lines.append(OzonClearLine(name: stem + "ReceivedArguments", value: .emptyArray, condition: condition))
        }
        if method.errorType != nil {
            lines.append(OzonClearLine(name: stem + "Error", value: .nilLiteral, condition: condition))
        }
        lines.append(OzonClearLine(name: stem + "Closure", value: .nilLiteral, condition: condition))
        if method.returnValueType != nil {
            lines.append(OzonClearLine(name: stem + "ReturnValue", value: .nilLiteral, condition: condition))
        }
        if method.head.isDeprecated {
            for index in lines.indices { lines[index].isHeld = true }
        }
        return lines
    }
}
