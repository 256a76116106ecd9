import MockModel

/// Where a clear function's deprecated state lives. A deprecated requirement's members may name
/// deprecated types, so they are deprecated too, and a clear function that assigned them would
/// warn; the state it clears is held in a private struct with default values, which the
/// function replaces whole (as the default style's `resetMock()` does).
struct OzonHolder {
    /// `MockScopeDeprecatedFunctionProperties`.
    let type: String
    /// `mockScopeDeprecatedFunctionProperties`.
    let property: String
    let isStatic: Bool

    init(function: OzonClearFunction, isStatic: Bool) {
        let stem = "MockScopeDeprecated" + function.name.dropFirst("clear".count)
        type = stem
        property = "m" + stem.dropFirst()
        self.isStatic = isStatic
    }

    /// A method's: cleared by `clearFunctionProperties()`, or `clearStaticProperties()`.
    init(clearing: OzonClearing, isStatic: Bool) {
        self.init(function: isStatic ? clearing.statics : clearing.functions, isStatic: isStatic)
    }

    /// A property's `underlying…`: cleared by `clearVariableProperties()`, or `clearStaticProperties()`.
    init(clearing: OzonClearing, property: OzonProperty) {
        self.init(function: property.isStatic ? clearing.statics : clearing.variables, isStatic: property.isStatic)
    }
}

extension OzonBodyWriter {
    /// A deprecated member over its holder's field, locked like the other members of its mock.
    func writeHeld(
        _ name: String, type: String, prefix: String, in holder: OzonHolder, guarded: Bool, attributes: [String],
        into writer: inout CodeWriter
    ) {
        for attribute in attributes { writer.line(attribute) }
        // A computed property is `nonisolated` where stored state is `nonisolated(unsafe)`.
        let unsafe = "nonisolated(unsafe) "
        let head = prefix.hasPrefix(unsafe) ? "nonisolated " + prefix.dropFirst(unsafe.count) : prefix
        let field = "\(holder.property).\(name)"
        writer.block("\(head)var \(name): \(type)") { body in
            guard guarded else {
                body.line("get { \(field) }")
                body.line("set { \(field) = newValue }")
                return
            }
            body.line("get { \(plan.lockName).withLock { _ in \(field) } }")
            body.line("set { \(plan.lockName).withLock { _ in \(field) = newValue } }")
        }
    }
}

/// Declares each holder that has fields: the struct, under each member's `#if`, and its property.
struct OzonHolderWriter {
    let body: OzonBodyWriter

    private var plan: OzonPlan { body.plan }

    func write(into writer: inout CodeWriter) {
        let clearing = plan.clearing
        write(OzonHolder(function: clearing.functions, isStatic: false), into: &writer)
        write(OzonHolder(function: clearing.variables, isStatic: false), into: &writer)
        write(OzonHolder(function: clearing.statics, isStatic: true), into: &writer)
    }

    private func write(_ holder: OzonHolder, into writer: inout CodeWriter) {
        // A subscript's state is its accessors', held as methods' is.
        let members = plan.placed.flatMap { placed -> [(member: OzonMember, condition: String?)] in
            guard case .subscript(let witness) = placed.member else { return [(placed.member, placed.condition)] }
            return witness.accessors.map { (.method($0), placed.condition) }
        }
        let held = members.filter { self.holder(of: $0.member)?.type == holder.type }
        guard !held.isEmpty else { return }
        writer.line("")
        writer.block("private struct \(holder.type)") { fields in
            for (member, condition) in held {
                fields.guarded(by: condition) { fields in
                    switch member {
                    case .method(let method):
                        OzonMethodWriter(method: method, body: body).writeHeldFields(into: &fields)
                    case .property(let property):
                        guard case .underlying(let underlying) = property.storage else { return }
                        fields.stateHead(property.head)
                        fields.line("var \(underlying): \(TypeRef.implicitlyUnwrapped(property.type))")
                    default: break
                    }
                }
            }
        }
        // Static state, and an isolated mock's state its nonisolated members reach, is global.
        let isolated = plan.isActor || plan.declaration.globalActor != nil
        let unsafe = holder.isStatic || isolated ? "nonisolated(unsafe) " : ""
        if holder.isStatic,
            body.declaresGenericStatic(
                holder.property, type: holder.type, initial: "\(holder.type)()", prefix: "\(unsafe)private static ",
                attributes: [], into: &writer)
        {
            return
        }
        writer.line("\(unsafe)private \(holder.isStatic ? "static " : "")var \(holder.property) = \(holder.type)()")
    }

    /// The holder of a member's cleared state: a deprecated method's, or a deprecated property's `underlying…`.
    private func holder(of member: OzonMember) -> OzonHolder? {
        switch member {
        case .method(let method) where method.head.isDeprecated:
            OzonHolder(clearing: plan.clearing, isStatic: method.signature.isStatic)
        case .property(let property) where property.head.isDeprecated:
            if case .underlying = property.storage {
                OzonHolder(clearing: plan.clearing, property: property)
            } else {
                nil
            }
        default: nil
        }
    }
}
