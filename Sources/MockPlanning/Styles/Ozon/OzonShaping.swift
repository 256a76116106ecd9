import MockModel

/// Reshapes the default plan's witnesses into an Ozon-style mock's members: properties over
/// `underlying<Name>` storage, initializers with empty bodies, and methods whose tracking
/// members are named `<stem>…`, stems allocated mock-wide in declaration order.
struct OzonShaping: WitnessShaping {
    let isActor: Bool
    let globalActor: String?
    let isFinal: Bool
    let parents: [String: ProtocolModel]
    /// Associated types the mock binds to `Any` (`typealias Item = Any`).
    let anyAliases: Set<String>
    /// Each requirement's declaration by location, for what a witness does not repeat (`@Ignored`,
    /// a nonisolated initializer of an actor).
    let declarations: [SourceLocation: DeclarationInfo]
    /// The instance lock's name: `lock`, or `mockScopeLock` beside a requirement named `lock`.
    private(set) var lockName = "lock"
    private(set) var diagnostics: [Diagnostic] = []
    /// Every member name the mock declares, for subclasses and collision checks.
    private(set) var declaredNames: Set<String> = []
    private var used: Set<String>
    private let requirements: [(name: String, location: SourceLocation)]

    /// `requirements`: the name and location of every method and property the mock witnesses;
    /// `inherited`: the names its superclass mocks declare.
    init(
        declaration: MockDeclaration, isFinal: Bool, parents: [String: ProtocolModel],
        declarations: [SourceLocation: DeclarationInfo], requirements: [(name: String, location: SourceLocation)],
        inherited: Set<String>, anyAliases: Set<String> = []
    ) {
        self.anyAliases = anyAliases
        isActor = declaration.kind == .actor
        globalActor = declaration.globalActor
        self.isFinal = isFinal
        self.parents = parents
        self.declarations = declarations
        self.requirements = requirements
        let names = Set(requirements.map(\.name))
        used = inherited.union(names)
        // A requirement named `lock` (a lock's protocol) keeps its name: the mock's lock takes another.
        var reserved = OzonNaming.reserved
        if names.contains("lock") && !names.contains(OzonNaming.alternateLock) {
            lockName = OzonNaming.alternateLock
            reserved.remove("lock")
            reserved.insert(OzonNaming.alternateLock)
        }
        for name in names.intersection(reserved) {
            let location = requirements.first { $0.name == name }?.location
            report(.ozonReservedName(name, at: location ?? SourceLocation(file: "", line: 1, column: 1)))
        }
    }

    mutating func shape(_ witness: Witness) -> OzonMember {
        let location = witness.requirement ?? SourceLocation(file: "", line: 1, column: 1)
        switch witness.signature.kind {
        case .property:
            guard let property = property(witness.signature, head: witness.head, at: location) else {
                return .refused
            }
            return .property(property)
        case .method:
            guard case .call(let body) = witness.body,
                var method = method(witness.signature, body: body, tracking: witness.tracking, at: location)
            else { return .refused }
            method.head = witness.head
            return .method(method)
        case .initializer:
            var initializer = initializer(witness.signature, at: location)
            initializer.head = witness.head
            return .initializer(initializer)
        case .subscript:
            return subscriptWitness(witness, at: location).map { .subscript($0) } ?? .refused
        }
    }

    /// Reports generated members named like a requirement, once every witness is shaped.
    mutating func finish() {
        let names = Set(requirements.map(\.name))
        let generated = declaredNames.subtracting(names)
        for requirement in requirements where generated.contains(requirement.name) {
            report(.generatedMemberCollision(requirement.name, at: requirement.location))
        }
    }

    // MARK: - Properties

    private mutating func property(_ signature: WitnessSignature, head: MemberHead, at location: SourceLocation)
        -> OzonProperty?
    {
        let name = signature.name
        guard let type = signature.type else { return nil }
        let storage: OzonProperty.Storage
        if type.isOptional {
            storage = .stored(isWeak: isWeakDelegate(name, type: type, at: location))
        } else {
            let underlying = OzonNaming.underlying(name)
            declaredNames.insert(underlying)
            storage = .underlying(underlying)
        }
        declaredNames.insert(name.trimmingBackticks)
        // An actor's property under a global actor is set from that actor, not through a setter.
        let isolated = isActor && !signature.isStatic && !signature.isNonisolated && head.globalActor == nil
        let setter = isolated ? OzonNaming.setter(name) : nil
        if let setter { declaredNames.insert(setter) }
        var planned = OzonProperty(
            name: name, type: type, storage: storage, isStatic: signature.isStatic, setter: setter, location: location)
        planned.head = head
        planned.holdsFunction = signature.holdsFunction
        planned.isNonisolated = signature.isNonisolated && (isActor || globalActor != nil)
        planned.unwrapsUnderlying = !type.isOptional && namesAny(type)
        return planned
    }

    /// `weak` for an optional property whose name mentions a delegate, unless `@Ignored`, when
    /// its type is known to be class-bound (a scanned protocol that is, or `AnyObject`).
    private func isWeakDelegate(_ name: String, type: TypeRef, at location: SourceLocation) -> Bool {
        guard name.lowercased().contains("delegate") else { return false }
        if let info = declarations[location], Self.isIgnored(info) { return false }
        return OzonClassBound(parents: parents).isClassBound(type)
    }

    static func isIgnored(_ info: DeclarationInfo) -> Bool {
        info.attributes.contains { $0 == "@Ignored" || $0.hasPrefix("@Ignored(") }
            || info.annotations.contains { $0 == "@Ignored" || $0.hasPrefix("@Ignored ") }
    }

    // MARK: - Initializers

    /// The shared witness's declaration, `required` unless the mock is final, and `nonisolated`
    /// as the requirement says (never an actor's: its initializers are not isolated).
    private func initializer(_ shared: WitnessSignature, at location: SourceLocation) -> OzonInitializer {
        var signature = shared
        if case .initializer(_, let failability) = shared.kind {
            signature.kind = .initializer(isRequired: !isFinal && !isActor, failability: failability)
        }
        signature.isNonisolated = !isActor && declarations[location]?.isNonisolated == true
        return OzonInitializer(signature: signature, isOverride: false, requirement: location)
    }

    // MARK: - Helpers

    /// `Any`, or an associated type bound to it (`Item`, `Self.Item`).
    func namesAny(_ type: TypeRef) -> Bool {
        guard case .named(let components) = type.unattributed, let last = components.last,
            last.genericArguments.isEmpty
        else { return false }
        let qualifier = components.dropLast().map(\.name)
        if last.name == "Any" { return qualifier.isEmpty || qualifier == ["Swift"] }
        return anyAliases.contains(last.name) && (qualifier.isEmpty || qualifier == ["Self"])
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Allocates a method's stem: its name and labels, then its parameters' types, then a number.
    mutating func allocateStem(_ signature: WitnessSignature) -> String {
        var stem = OzonNaming.stem(signature)
        if !isFree(stem) { stem = OzonNaming.typedStem(signature) }
        return allocateStem(from: stem)
    }

    private func isFree(_ stem: String) -> Bool {
        OzonNaming.trackingNames(stem).allSatisfy { !used.contains($0) }
    }

    /// `base`, or `base` numbered, whichever is free first.
    mutating func allocateStem(from base: String) -> String {
        func free(_ stem: String) -> Bool { isFree(stem) }
        var stem = base
        var ordinal = 2
        while !free(stem) {
            stem = base + String(ordinal)
            ordinal += 1
        }
        used.formUnion(OzonNaming.trackingNames(stem))
        return stem
    }

    mutating func declare(_ method: OzonMethod) {
        declaredNames.insert(method.name.trimmingBackticks)
        declaredNames.formUnion(OzonNaming.trackingNames(method.stem))
        if method.hasSetters {
            declaredNames.formUnion(["Closure", "Error", "ReturnValue"].map { OzonNaming.setter(method.stem + $0) })
        }
    }
}
