import MockModel

/// What a protocol's declaration says about the mock's shape: class or actor, isolation,
/// lock-backed state, the parent mock to subclass and the conformances to declare.
struct ProtocolShape {
    var isActor = false
    var isSendable = false
    var globalActor: String?
    var superclass: String?
    var parentProtocol: String?
    var parentIsSendable = false
    /// Requirements of parents the mock cannot subclass, witnessed directly instead.
    var flattenedParentMembers: [Member] = []
    var lockAll = false

    /// Conformances that declare nothing to witness.
    static let markerProtocols: Set<String> = [
        "Sendable", "Actor", "AnyObject", "AnyActor", "Error", "class", "Copyable", "Escapable",
        "BitwiseCopyable",
    ]
    static let standardLibraryProtocols: Set<String> = [
        "Hashable", "Equatable", "Codable", "Encodable", "Decodable", "Identifiable", "Comparable",
        "Sequence",
        "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "IteratorProtocol", "CustomStringConvertible",
        "CustomDebugStringConvertible",
        "LocalizedError", "CaseIterable", "RawRepresentable", "Strideable", "Numeric",
        "AdditiveArithmetic",
        "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "TextOutputStream", "Hasher",
        "AsyncSequence",
        "AsyncIteratorProtocol", "OptionSet", "SetAlgebra", "CustomNSError", "NSObjectProtocol",
    ]

    init(
        _ model: ProtocolModel, parents: [String: ProtocolModel], options: EffectiveOptions,
        diagnostics: inout [Diagnostic]
    ) {
        let names = model.inherited.map(Self.unqualifiedName)
        isActor = names.contains("Actor") || names.contains("AnyActor")
        isSendable = isActor || names.contains("Sendable") || model.attributes.contains("@Sendable")
        globalActor = isActor ? nil : model.globalActor
        lockAll = options.sendable == .locked && !isActor
        if let whereClause = model.whereClause, whereClause.contains("Self") {
            diagnostics.append(
                Diagnostic(
                    .error, .unsupportedMember,
                    "'\(whereClause)' constrains the conforming type, which a generated mock class cannot satisfy; move the constraint to the code that needs it",
                    at: model.location))
        }
        var candidates: [ProtocolModel] = []
        for (type, name) in zip(model.inherited, names) where !Self.markerProtocols.contains(name) {
            if case .named(let components) = type, components.last?.genericArguments.isEmpty == false {
                diagnostics.append(
                    Diagnostic(
                        .error, .genericParent,
                        "'\(type)' is written with generic arguments, so its mock cannot be subclassed; drop the arguments or the conformance",
                        at: model.location))
            } else if Self.standardLibraryProtocols.contains(name) {
                diagnostics.append(
                    Diagnostic(
                        .error, .standardLibraryParent,
                        "the mock cannot witness the requirements of '\(name)'; drop the conformance, or satisfy it in an extension of \(model.name)Mock",
                        at: model.location))
            } else if let parent = parents[name], parent.id != model.id {
                candidates.append(parent)
            } else {
                diagnostics.append(
                    Diagnostic(
                        .error, .unknownParent,
                        "parent protocol '\(name)' is not declared in the scanned files; scan the files that declare it, or drop the conformance",
                        at: model.location))
            }
        }
        guard let first = candidates.first else { return }
        if isActor {
            flattenedParentMembers = Self.members(of: candidates, parents: parents)
            return
        }
        superclass = first.name + "Mock"
        parentProtocol = first.name
        let firstNames = first.inherited.map(Self.unqualifiedName)
        parentIsSendable =
            firstNames.contains("Sendable") || first.attributes.contains("@Sendable") || lockAll
        // The superclass already witnesses everything its protocol inherits.
        let inherited = Self.ancestors(of: first, parents: parents)
        flattenedParentMembers = Self.members(
            of: Array(candidates.dropFirst()), parents: parents, skipping: inherited)
    }

    /// Requirements of these protocols and their ancestors, each protocol once.
    /// A protocol and everything it inherits, by ID.
    private static func ancestors(of model: ProtocolModel, parents: [String: ProtocolModel]) -> Set<String> {
        var seen: Set<String> = []
        var queue = [model]
        while let next = queue.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            queue += next.inherited.compactMap { parents[unqualifiedName($0)] }
        }
        return seen
    }

    /// Requirements of these protocols and their ancestors, each protocol once, minus those covered.
    private static func members(
        of protocols: [ProtocolModel], parents: [String: ProtocolModel], skipping covered: Set<String> = []
    ) -> [Member] {
        var seen = covered
        var result: [Member] = []
        var queue = protocols
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next.id).inserted else { continue }
            result += next.members
            queue += next.inherited.compactMap { parents[unqualifiedName($0)] }
        }
        return result
    }

    static func unqualifiedName(_ type: TypeRef) -> String {
        if case .named(let components) = type {
            if components.count == 2, components[0].name == "Swift" { return components[1].name }
            return components.map(\.name).joined(separator: ".")
        }
        return type.description
    }

    /// Instance state is lock-backed for Sendable protocols, actors and `--sendable locked`.
    var locksInstanceState: Bool { isSendable || lockAll }

    func conformances(protocolName: String) -> [String] {
        var list = superclass.map { [$0] } ?? []
        list.append(protocolName)
        if !isActor && locksInstanceState && !parentIsSendable && globalActor == nil {
            list.append("@unchecked Sendable")
        }
        return list
    }
}
