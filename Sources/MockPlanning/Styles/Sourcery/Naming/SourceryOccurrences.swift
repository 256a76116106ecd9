import MockModel

/// One method or property requirement as the sourcery style sees it: where it stands (which
/// protocol, which `#if` clause), what annotations apply, and under which condition its members
/// are compiled. A requirement declared in several clauses is one entry with every condition.
struct SourceryRequirement {
    enum Kind {
        case method(MethodRequirement)
        case property(PropertyRequirement)
    }

    var kind: Kind
    var owner: String
    /// Own annotations and those of the `sourcery:begin:` blocks around it.
    var annotations: SourceryAnnotations
    /// Conditions of each declaration of it; a nil entry means one is always compiled.
    var conditions: [String?]
    /// Whether its condition came from an `if` annotation (rather than the `#if` it sits in).
    var hasIfAnnotation: Bool

    var location: SourceLocation {
        switch kind {
        case .method(let method): method.info.location
        case .property(let property): property.info.location
        }
    }

    /// One declaration always compiled makes the member unconditional; several conditions are
    /// joined with `||`.
    var condition: String? {
        guard !conditions.contains(where: { $0 == nil }) else { return nil }
        var unique: [String] = []
        for case let condition? in conditions where !unique.contains(condition) { unique.append(condition) }
        return SourceryConditions.join(unique, with: "||")
    }
}

enum SourceryConditions {
    /// `a` alone, or `(a) && (b)`; nil for none.
    static func join(_ terms: [String], with operation: String) -> String? {
        switch terms.count {
        case 0: return nil
        case 1: return terms[0]
        default: return terms.map { "(\($0))" }.joined(separator: " \(operation) ")
        }
    }

    /// The value of every `if` annotation, joined with `&&`.
    static func annotated(_ annotations: SourceryAnnotations) -> String? {
        join(annotations.values("if"), with: "&&")
    }

    /// `X` for each `canImport(X)` in a condition.
    static func importedModules(_ condition: String) -> [String] {
        var modules: [String] = []
        var rest = Substring(condition)
        while let range = rest.firstRange(of: "canImport(") {
            let after = rest[range.upperBound...]
            let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            if !name.isEmpty && !modules.contains(String(name)) { modules.append(String(name)) }
            rest = after
        }
        return modules
    }
}

/// Walks requirements in source order, tracking `#if` clauses and `sourcery:begin:` blocks.
struct SourceryOccurrenceWalker {
    /// Which protocol declares the requirement at each location.
    let owners: [SourceLocation: String]
    let defaultOwner: String
    private(set) var requirements: [SourceryRequirement] = []
    /// Requirements the style has no witness for, reported by the planner.
    private(set) var unsupported: [Member] = []
    /// Initializer requirements, each with the condition of the clause it is declared in.
    private(set) var initializers: [(requirement: InitializerRequirement, condition: String?)] = []
    /// Subscript requirements, each with its condition, for the kinds that forward them.
    private(set) var subscripts: [(requirement: SubscriptRequirement, condition: String?)] = []
    private var blocks: [SourceryAnnotations] = []
    private var currentOwner: String?

    init(owners: [SourceLocation: String], defaultOwner: String) {
        self.owners = owners
        self.defaultOwner = defaultOwner
    }

    mutating func walk(_ members: [Member], clauseTerms: [String] = []) {
        for member in members {
            switch member {
            case .method(let method):
                add(.method(method), comments: method.info.annotations, terms: clauseTerms)
            case .property(let property):
                add(.property(property), comments: property.info.annotations, terms: clauseTerms)
            case .conditional(let block):
                let blockOwner = owner(of: member)
                var previous: [String] = []
                for clause in block.clauses {
                    var terms = clauseTerms + previous.map { "!(\($0))" }
                    if let condition = clause.condition {
                        terms.append(condition)
                        previous.append(condition)
                    }
                    // A block opened or closed above `#if`, `#else` or `#endif` is too.
                    applyBlockLines(clause.annotations, owner: blockOwner)
                    walk(clause.members, clauseTerms: terms)
                }
                applyBlockLines(block.closingAnnotations, owner: blockOwner)
            case .associatedType, .typealias: continue
            case .initializer(let initializer):
                let annotated = SourceryConditions.annotated(SourceryAnnotations.own(initializer.info.annotations))
                let condition = annotated ?? SourceryConditions.join(clauseTerms, with: "&&")
                if !initializers.contains(where: {
                    RequirementKey.of(.initializer($0.requirement)) == RequirementKey.of(member)
                }) {
                    initializers.append((initializer, condition))
                }
            case .subscript(let requirement):
                unsupported.append(member)
                let annotated = SourceryConditions.annotated(SourceryAnnotations.own(requirement.info.annotations))
                subscripts.append((requirement, annotated ?? SourceryConditions.join(clauseTerms, with: "&&")))
            case .unsupported: unsupported.append(member)
            }
        }
    }

    private func owner(of member: Member) -> String {
        owners[member.location] ?? defaultOwner
    }

    /// A `sourcery:begin:` block ends with the protocol that opens it.
    private mutating func enter(_ owner: String) {
        if owner != currentOwner {
            blocks = []
            currentOwner = owner
        }
    }

    /// The `begin` and `end` lines of comments that annotate no requirement.
    private mutating func applyBlockLines(_ comments: [String], owner: String) {
        enter(owner)
        for line in SourceryAnnotations.lines(comments) {
            switch line {
            case .annotations: continue
            case .begin(let found): blocks.append(found)
            case .end: if !blocks.isEmpty { blocks.removeLast() }
            }
        }
    }

    private mutating func add(_ kind: SourceryRequirement.Kind, comments: [String], terms: [String]) {
        let location: SourceLocation
        switch kind {
        case .method(let method): location = method.info.location
        case .property(let property): location = property.info.location
        }
        let owner = owners[location] ?? defaultOwner
        enter(owner)
        var own = SourceryAnnotations()
        for line in SourceryAnnotations.lines(comments) {
            switch line {
            case .annotations(let found): own.add(found)
            case .begin(let found): blocks.append(found)
            case .end: if !blocks.isEmpty { blocks.removeLast() }
            }
        }
        var annotations = SourceryAnnotations()
        for block in blocks { annotations.add(block) }
        annotations.add(own)
        let annotated = SourceryConditions.annotated(annotations)
        let condition = annotated ?? SourceryConditions.join(terms, with: "&&")
        let key = Self.key(kind)
        if let index = requirements.firstIndex(where: { Self.key($0.kind) == key }) {
            requirements[index].conditions.append(condition)
            requirements[index].annotations.add(annotations)
            requirements[index].hasIfAnnotation = requirements[index].hasIfAnnotation || annotated != nil
            return
        }
        requirements.append(
            SourceryRequirement(
                kind: kind, owner: owner, annotations: annotations, conditions: [condition],
                hasIfAnnotation: annotated != nil))
    }

    /// Declarations with one key are one requirement: a method by its whole signature, a
    /// property by its name and type (one name with two types is two members).
    private static func key(_ kind: SourceryRequirement.Kind) -> String {
        switch kind {
        case .method(let method): return RequirementKey.of(.method(method)) ?? method.name
        case .property(let property):
            return "\(property.info.isStatic ? "static " : "")var \(property.name): \(property.type)"
        }
    }
}

extension SourceryOccurrenceWalker {
    /// The declaring protocol of every requirement location, walking `#if` clauses.
    static func owners(of protocols: [ProtocolModel]) -> [SourceLocation: String] {
        var owners: [SourceLocation: String] = [:]
        func visit(_ members: [Member], owner: String) {
            for member in members {
                owners[member.location] = owner
                if case .conditional(let block) = member {
                    for clause in block.clauses { visit(clause.members, owner: owner) }
                }
            }
        }
        for model in protocols { visit(model.members, owner: model.name) }
        return owners
    }
}
