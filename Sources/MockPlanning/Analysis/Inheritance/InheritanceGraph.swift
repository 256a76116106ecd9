import MockModel

/// One entry of an inheritance clause, resolved.
enum ParentKind {
    /// Declares nothing a mock must witness (`Sendable`, `AnyObject`, `Error`, …).
    case marker(String)
    /// A standard library protocol whose requirements the mock witnesses itself.
    case standard(String)
    /// A protocol from the scanned files; `bindings` come from generic arguments (`Box<Int>`).
    case scanned(ProtocolModel, bindings: [String: TypeRef])
    /// A standard library protocol no class mock can conform to in general, and why.
    case refused(String, reason: String)
    case unknown(String)
}

/// A protocol's whole inheritance graph: every scanned ancestor once, and what the graph says
/// about Sendable, actors and standard library parents. Cycles (invalid, but typed by users)
/// end where a protocol is met again.
struct InheritanceGraph {
    let protocols: [String: ProtocolModel]
    /// Typealiases declared in the scanned files, which a parent may be spelled as.
    let aliases: [String: [TypeRef]]
    /// Scanned ancestors in breadth-first order, the protocol itself excluded.
    private(set) var ancestors: [(model: ProtocolModel, bindings: [String: TypeRef])] = []
    private(set) var markers: Set<String> = []
    private(set) var standards: [String] = []
    /// Parents no mock can witness, with the protocol that names them.
    private(set) var problems: [(kind: ParentKind, via: String)] = []
    private(set) var hasSendableAttribute = false

    init(_ model: ProtocolModel, protocols: [String: ProtocolModel], aliases: [String: [TypeRef]] = [:]) {
        self.protocols = protocols
        self.aliases = aliases
        var seen: Set<String> = [model.id]
        var queue: [(ProtocolModel, [String: TypeRef])] = [(model, [:])]
        var index = 0
        while index < queue.count {
            let (current, _) = queue[index]
            index += 1
            if current.attributes.contains("@Sendable") { hasSendableAttribute = true }
            for parent in current.inherited.flatMap({ resolve($0, from: current) }) {
                switch parent {
                case .marker(let name): markers.insert(name)
                case .standard(let name): if !standards.contains(name) { standards.append(name) }
                case .scanned(let found, let bindings):
                    guard seen.insert(found.id).inserted else { continue }
                    ancestors.append((found, bindings))
                    queue.append((found, bindings))
                case .refused, .unknown: problems.append((parent, current.name))
                }
            }
        }
    }

    var isActor: Bool { !markers.isDisjoint(with: StandardParents.actorMarkers) }
    var isSendable: Bool { hasSendableAttribute || !markers.isDisjoint(with: StandardParents.sendableMarkers) }

    /// What each entry of `model`'s own inheritance clause is.
    func directParents(of model: ProtocolModel) -> [ParentKind] {
        model.inherited.flatMap { resolve($0, from: model) }
    }

    func resolve(_ type: TypeRef, from model: ProtocolModel, depth: Int = 0) -> [ParentKind] {
        // An alias of an alias of … ends: a cycle of typealiases is not valid Swift anyway.
        guard depth < 8 else { return [.unknown(type.description)] }
        switch type {
        case .composition(let parts): return parts.flatMap { resolve($0, from: model, depth: depth) }
        case .attributed(let base, _, _): return resolve(base, from: model, depth: depth)
        case .named(let components):
            let name = Self.unqualifiedName(components)
            let arguments = components.last?.genericArguments ?? []
            if StandardParents.markers.contains(name) { return [.marker(name)] }
            if StandardParents.identity[name] != nil || StandardParents.witnessed.contains(name)
                || StandardParents.literalProtocols.contains(name)
            {
                return [.standard(name)]
            }
            if let reason = StandardParents.refusals[name] { return [.refused(name, reason: reason)] }
            // A module-qualified parent (`NIOCore.Channel`) is read under its own name.
            let qualified = components.count == 2 && protocols[name] == nil ? components[1].name : name
            if let parent = protocols[qualified], parent.id != model.id {
                // A `@_marker` protocol declares nothing and has no mock of its own to subclass.
                if parent.attributes.contains("@_marker") { return [.marker(name)] }
                let bindings = Dictionary(
                    zip(parent.primaryAssociatedTypes, arguments).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })
                return [.scanned(parent, bindings: bindings)]
            }
            if let targets = aliases[name], components.count == 1 {
                // Every branch's target counts; `Any` (a parent that is no parent) adds nothing.
                return targets.flatMap { target -> [ParentKind] in
                    if case .named(let parts) = target, parts.count == 1, parts[0].name == "Any" { return [] }
                    return resolve(target, from: model, depth: depth + 1)
                }
            }
            return [.unknown(type.description)]
        case .verbatim(let text) where text.hasPrefix("~"):
            // `~Copyable`: a suppressed conformance asks nothing of a class.
            return [.marker(text)]
        default:
            return [.unknown(type.description)]
        }
    }

    /// `Swift.Sendable` and `Sendable` are one name (and `_Concurrency.Actor` and `Actor`, as
    /// interfaces spell it); other qualified names are kept whole.
    static func unqualifiedName(_ components: [TypeComponent]) -> String {
        if components.count == 2, ["Swift", "_Concurrency"].contains(components[0].name) { return components[1].name }
        return components.map(\.name).joined(separator: ".")
    }
}
