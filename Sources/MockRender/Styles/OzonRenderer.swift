import MockModel

/// Writes an `OzonPlan` as Swift, in the order the `@Mock` macro lays a mock out: typealiases,
/// properties, protocol initializers, `init()`, the clear functions and `deinit`, the lock, then
/// each method with its tracking members, every section under a `// MARK: -`.
public struct OzonRenderer: Sendable {
    public init() {}

    public func render(_ plan: OzonPlan) -> String {
        renderWithOrigins(plan).text
    }

    /// The mock's text, and the lines each property's and method's section occupies.
    public func renderWithOrigins(_ plan: OzonPlan) -> RenderedMock {
        MockRenderer.declare(plan.declaration) { OzonBodyWriter(plan: plan).write(into: &$0) }
    }
}

/// The body of one Ozon-style mock.
struct OzonBodyWriter {
    let plan: OzonPlan
    /// A generic mock's static state, which it cannot store in static properties.
    let staticState: GenericStaticState?

    init(plan: OzonPlan) {
        self.plan = plan
        staticState = plan.declaration.genericParameters.isEmpty ? nil : GenericStaticState()
    }

    /// `public `, `open `: members of an open class are open, except what cannot be.
    var access: String { Spelling.access(plan.memberAccess) }
    /// Initializers, typealiases and statics cannot be `open`.
    var plainAccess: String { Spelling.access(plan.memberAccess == .open ? .public : plan.memberAccess) }

    func write(into writer: inout CodeWriter) {
        var sections = Sections()
        let placed = plan.placed
        if !plan.members.typealiases.isEmpty {
            sections.start("Typealiases", into: &writer)
            writer.typealiases(plan.members.typealiases, access: plainAccess)
        }
        for case (.property(let property), let condition) in placed {
            sections.start(property.name.filter { $0 != "`" }, condition: condition, into: &writer)
            staticState?.conditions = condition.map { [$0] } ?? []
            writer.lines(from: property.location) { writeProperty(property, into: &$0) }
            sections.end(condition, into: &writer)
        }
        let initializers = placed.compactMap { placed -> (OzonInitializer, String?)? in
            guard case .initializer(let initializer) = placed.member else { return nil }
            return (initializer, placed.condition)
        }
        if !initializers.isEmpty {
            sections.start("Protocol Inits", into: &writer)
            for (index, (initializer, condition)) in initializers.enumerated() {
                if index > 0 { writer.line("") }
                writer.guarded(by: condition) { guarded in
                    guarded.lines(from: initializer.requirement) { writeInitializer(initializer, into: &$0) }
                }
            }
        }
        if plan.emptyInit != .none {
            sections.start("Default Empty Init", into: &writer)
            let override = plan.emptyInit == .override ? "override " : ""
            writer.line("\(plainAccess)\(override)init() {")
            writer.line("}")
        }
        if !plan.members.identity.isEmpty {
            sections.start("Identity", into: &writer)
            writer.identityWitnesses(
                plan.members.identity, of: plan.declaration, access: plainAccess, blankLineBetween: true)
        }
        writeClearing(&sections, into: &writer)
        if plan.locksInstances || plan.locksStatics { writer.line("") }
        if plan.locksInstances {
            let lockType = writer.lockType("Void")
            writer.line("private let \(plan.lockName) = \(lockType)(())")
        }
        // Under a global actor, the nonisolated static witnesses of a parent's requirements use it too.
        let staticIsolation = plan.declaration.globalActor == nil ? "" : "nonisolated "
        if plan.locksStatics && staticState != nil {
            // A generic class has no static stored lock: one per specialization, keyed by its own type.
            writer.line("private enum MockScopeStaticLockKey {}")
            let lookup = writer.staticStoragesLock(for: "MockScopeStaticLockKey", making: "()")
            let lockType = writer.lockType("Void")
            writer.block("\(staticIsolation)private static var staticLock: \(lockType)") {
                $0.line(lookup)
            }
        } else if plan.locksStatics {
            let lockType = writer.lockType("Void")
            writer.line("\(staticIsolation)private static let staticLock = \(lockType)(())")
        }
        staticState?.conditions = []
        OzonHolderWriter(body: self).write(into: &writer)
        for (member, condition) in placed {
            switch member {
            case .method(let method):
                sections.start(method.name.filter { $0 != "`" }, condition: condition, into: &writer)
                staticState?.conditions = condition.map { [$0] } ?? []
                writer.lines(from: method.requirement) { OzonMethodWriter(method: method, body: self).write(into: &$0) }
            case .subscript(let witness):
                sections.start("subscript", condition: condition, into: &writer)
                staticState?.conditions = condition.map { [$0] } ?? []
                writer.lines(from: witness.getter.requirement) {
                    OzonSubscriptWriter(witness: witness, body: self).write(into: &$0)
                }
            default: continue
            }
            sections.end(condition, into: &writer)
        }
        if let staticState, !staticState.fields.isEmpty {
            writer.line("")
            staticState.writeStorage(isolation: staticIsolation, into: &writer)
        }
    }

    /// A static member of a generic mock, written over its field of the static state; the
    /// `nonisolated(unsafe)` of stored state is `nonisolated` on a computed property, and only
    /// an isolated mock needs it.
    func declaresGenericStatic(
        _ name: String, type: String, initial: String?, prefix: String, attributes: [String],
        into writer: inout CodeWriter
    ) -> Bool {
        let unsafe = "nonisolated(unsafe) "
        guard let staticState, prefix.contains("static ") else { return false }
        var head = prefix.hasPrefix(unsafe) ? String(prefix.dropFirst(unsafe.count)) : prefix
        if plan.isActor || plan.declaration.globalActor != nil { head = "nonisolated " + head }
        staticState.declare(name, type: type, initial: initial, head: head, attributes: attributes, into: &writer)
        return true
    }

    private func writeClearing(_ sections: inout Sections, into writer: inout CodeWriter) {
        let functions = [plan.clearing.functions, plan.clearing.variables, plan.clearing.statics].filter(\.isDeclared)
        guard !functions.isEmpty else { return }
        sections.start("Deinit", into: &writer)
        for (index, function) in functions.enumerated() {
            if index > 0 { writer.line("") }
            writeClear(function, isStatic: function.name == plan.clearing.statics.name, into: &writer)
        }
        guard plan.clearing.hasDeinit else { return }
        writer.line("")
        writer.block("deinit") { body in
            if plan.clearing.functions.isDeclared { body.line("\(plan.clearing.functions.name)()") }
            if plan.clearing.variables.isDeclared { body.line("\(plan.clearing.variables.name)()") }
        }
    }

    private func writeClear(_ function: OzonClearFunction, isStatic: Bool, into writer: inout CodeWriter) {
        var head = function.overrides ? "override " : ""
        if isStatic {
            // Only a class method can be overridden by a child mock's.
            let subclassable = !plan.declaration.isFinal && !plan.isActor
            head += (subclassable ? access + "class " : plainAccess + "static ")
        } else {
            head += access
        }
        writer.block("\(head)func \(function.name)()") { body in
            if function.overrides { body.line("super.\(function.name)()") }
            // Consecutive lines under one condition share one `#if`.
            var open: String?
            for line in function.lines where !line.isHeld {
                if line.condition != open {
                    if open != nil { body.directive("#endif") }
                    if let condition = line.condition { body.directive("#if \(condition)") }
                    open = line.condition
                }
                body.line("\(line.name) = \(line.value == .emptyArray ? "[]" : "nil")")
            }
            if open != nil { body.directive("#endif") }
            if function.lines.contains(where: \.isHeld) {
                let holder = OzonHolder(function: function, isStatic: isStatic)
                body.line("\(holder.property) = \(holder.type)()")
            }
        }
    }

    // MARK: - Properties

    /// `nonisolated(unsafe) ` for storage an isolated mock shares with nonisolated or static code.
    func storagePrefix(isStatic: Bool, isNonisolated: Bool) -> String {
        let unsafe = isStatic || isNonisolated ? "nonisolated(unsafe) " : ""
        return unsafe + (isStatic ? plainAccess + "static " : access)
    }

    /// A Sendable class mock keeps its instance state behind its lock: each member is a computed
    /// property over private storage (`_name`), which recording touches inside the lock.
    var guardsState: Bool { plan.declaration.isUncheckedSendable && !plan.isActor }

    /// `var name: Type = initial`, or its lock-guarded form.
    func writeStored(
        _ name: String, type: String, initial: String?, prefix: String, isWeak: Bool = false, guarded: Bool,
        attributes: [String] = [], into writer: inout CodeWriter
    ) {
        if declaresGenericStatic(
            name, type: type, initial: initial, prefix: prefix, attributes: attributes, into: &writer)
        {
            return
        }
        let weak = isWeak ? "weak " : ""
        for attribute in attributes { writer.line(attribute) }
        guard guarded else {
            let typed = initial == "0" ? "" : ": \(type)"
            writer.line("\(prefix)\(weak)var \(name)\(typed)\(initial.map { " = \($0)" } ?? "")")
            return
        }
        writer.block("\(prefix)var \(name): \(type)") { body in
            body.line("get { \(plan.lockName).withLock { _ in _\(name) } }")
            body.line("set { \(plan.lockName).withLock { _ in _\(name) = newValue } }")
        }
        for attribute in attributes where !MemberHead.isSPI(attribute) { writer.line(attribute) }
        writer.line("private \(weak)var _\(name): \(type)\(initial.map { " = \($0)" } ?? "")")
    }

    private func writeProperty(_ property: OzonProperty, into writer: inout CodeWriter) {
        let storage = storagePrefix(isStatic: property.isStatic, isNonisolated: property.leavesMockIsolation)
        let guarded = guardsState && !property.isStatic
        let attributes = property.head.stateAttributes
        switch property.storage {
        case .stored(let isWeak):
            writeStored(
                property.name, type: property.type.description, initial: nil, prefix: storage, isWeak: isWeak,
                guarded: guarded, attributes: attributes, into: &writer)
        case .underlying(let underlying):
            writer.head(property.head)
            var head = property.isNonisolated ? "nonisolated " : ""
            head += property.isStatic ? plainAccess + "static " : access
            writer.block("\(head)var \(property.name): \(property.type)") { body in
                let unwrap = property.unwrapsUnderlying ? "!" : ""
                body.block("get") { $0.line("return \(underlying)\(unwrap)") }
                body.block("set(value)") { $0.line("\(underlying) = value") }
            }
            let type = TypeRef.implicitlyUnwrapped(property.type).description
            if !property.head.isDeprecated {
                writeStored(
                    underlying, type: type, initial: nil, prefix: storage, guarded: guarded, attributes: attributes,
                    into: &writer)
            } else {
                let holder = OzonHolder(clearing: plan.clearing, property: property)
                writeHeld(
                    underlying, type: type, prefix: storage, in: holder, guarded: guarded, attributes: attributes,
                    into: &writer)
            }
        }
        if let setter = property.setter {
            for attribute in attributes { writer.line(attribute) }
            let escaping = property.holdsFunction ? "@escaping " : ""
            writer.block("\(access)func \(setter)(_ value: \(escaping)\(property.type))") {
                $0.line("self.\(property.name) = value")
            }
        }
    }

    private func writeInitializer(_ initializer: OzonInitializer, into writer: inout CodeWriter) {
        writer.head(initializer.head)
        let signature = initializer.signature
        var head = plainAccess
        if case .initializer(let isRequired, _) = signature.kind, isRequired { head += "required " }
        if initializer.isOverride { head += "override " }
        if signature.isNonisolated { head += "nonisolated " }
        var failability = ""
        if case .initializer(_, let mark) = signature.kind { failability = mark }
        head += "init\(failability)\(Spelling.genericClause(signature.genericParameters))"
        head += "(\(Spelling.parameterList(signature.parameters)))"
        if signature.effects.isEffectful { head += " " + signature.effects.spelling }
        if let whereClause = signature.whereClause { head += " \(whereClause)" }
        writer.line(head + " {")
        writer.line("}")
    }
}

/// Blank lines and `// MARK: - <title>` between sections.
struct Sections {
    private var started = false

    mutating func start(_ title: String, condition: String? = nil, into writer: inout CodeWriter) {
        if started { writer.line("") }
        started = true
        if let condition { writer.directive("#if \(condition)") }
        writer.line("// MARK: - \(title)")
        writer.line("")
    }

    func end(_ condition: String?, into writer: inout CodeWriter) {
        if condition != nil { writer.directive("#endif") }
    }
}
