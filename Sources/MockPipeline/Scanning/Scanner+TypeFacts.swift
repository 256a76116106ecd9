import Foundation
import MockDiscovery
import MockModel
import MockPlanning

extension Scanner {
    /// Typealiases standing for parents and `~Copyable` parameter types, from the few files that
    /// can declare them; nothing is read when no protocol needs to know. A file the scan read
    /// is read again only when its `hints` say it may declare one, and not from disk when its
    /// bytes are still held (`inMemory`).
    func typeFacts(
        files: [String], protocols: [ProtocolModel], hints: [String: TypeAliasHints] = [:],
        declarations: [String: DeclarationHints] = [:], inMemory: [String: [UInt8]] = [:]
    ) -> TypeFacts {
        let (wanted, closureNames) = Self.wantedFacts(protocols)
        guard !wanted.isEmpty || !closureNames.isEmpty else { return TypeFacts() }
        var facts = aliasFacts(
            files: files, wanted: wanted, closureNames: closureNames, hints: hints, inMemory: inMemory)
        // A typealias of a typealias (`typealias Body = _Body`): its target is read too, a few
        // steps deep, so what a name finally stands for (`Any`, a function type) is known.
        var asked = wanted.union(closureNames)
        for _ in 0..<3 {
            let next = Set(facts.aliases.values.joined().compactMap(\.plainName))
                .subtracting(asked).filter { !StandardParents.knows($0) && $0 != "Any" }
            guard !next.isEmpty else { break }
            asked.formUnion(next)
            facts.merge(aliasFacts(files: files, wanted: next, closureNames: [], hints: hints, inMemory: inMemory))
        }
        // A protocol of the name is among the scanned ones: none of them is an enum.
        facts.uninhabited = uninhabitedEnums(
            files: files, names: closureNames.subtracting(protocols.map(\.name)), hints: declarations,
            inMemory: inMemory)
        return facts
    }

    private func aliasFacts(
        files: [String], wanted: Set<String>, closureNames: Set<String>, hints: [String: TypeAliasHints],
        inMemory: [String: [UInt8]]
    ) -> TypeFacts {
        let all = wanted.union(closureNames)
        let wantedBytes = Set(wanted.map { Array($0.utf8) })
        let closureBytes = Set(closureNames.map { Array($0.utf8) })
        let candidates = files.filter { file in
            guard let hint = hints[file] else { return true }
            return hint.mayMatter(wanted: wantedBytes, closureNames: closureBytes)
        }
        let found = ParallelMap.map(candidates) { file -> TypeFacts in
            // A typealias of a wanted name, a closure alias of a parameter's type, or a
            // `~Copyable` type that might be one; the hints decided already for a file the scan read.
            guard let bytes = inMemory[file] ?? (try? fileSystem.readBytes(file)), bytes.count <= Self.maximumFileSize,
                hints[file] != nil
                    || bytes.withUnsafeBytes({
                        TypeFactsReader.mayDeclareFacts($0, wanted: wanted, closureNames: closureNames)
                    }),
                SourceBytes.isUTF8(bytes)
            else { return TypeFacts() }
            return TypeFactsReader.read(utf8: bytes, path: file, wanted: all)
        }
        return found.reduce(into: TypeFacts()) { $0.merge($1) }
    }

    /// What the scan noted of each file it read, by path.
    static func byPath<Hint>(_ loaded: [LoadedFile], _ hint: KeyPath<LoadedFile, Hint?>) -> [String: Hint] {
        Dictionary(
            loaded.compactMap { file in file[keyPath: hint].map { (file.path, $0) } },
            uniquingKeysWith: { first, _ in first })
    }

    /// Parents no scanned protocol answers to, the named types of `consuming` / `borrowing`
    /// parameters, of properties and of results (any alias of them matters); and the named types
    /// of plain parameters, which matter only as aliases of closure types (a closure parameter
    /// that cannot escape is never recorded) or as enums without a case here.
    static func wantedFacts(_ protocols: [ProtocolModel]) -> (names: Set<String>, closureNames: Set<String>) {
        let declared = Set(protocols.map(\.name))
        var wanted: Set<String> = []
        var closureNames: Set<String> = []
        func parents(_ type: TypeRef) {
            switch type {
            case .named(let components) where components.count == 1:
                let name = components[0].name
                if !declared.contains(name) && !StandardParents.knows(name) { wanted.insert(name) }
            case .composition(let parts): parts.forEach(parents)
            default: break
            }
        }
        func ownership(_ members: [Member]) {
            for member in members {
                let parameters: [Parameter]
                switch member {
                case .property(let property):
                    // What a property's type stands for matters whatever it is: a function type
                    // is seeded through an `@escaping` parameter, `Any` is stored unwrapped.
                    if let name = property.type.plainName, !StandardParents.knows(name) { wanted.insert(name) }
                    continue
                case .method(let method):
                    if let name = method.returnType?.plainName, !StandardParents.knows(name) { wanted.insert(name) }
                    parameters = method.parameters
                case .initializer(let initializer): parameters = initializer.parameters
                case .conditional(let block):
                    block.clauses.forEach { ownership($0.members) }
                    continue
                default: continue
                }
                for parameter in parameters {
                    let owned = parameter.specifiers.contains("consuming") || parameter.specifiers.contains("borrowing")
                    let plain = !parameter.isEscaping && !parameter.isAutoclosure && !parameter.isVariadic
                    guard case .named(let components) = parameter.type, let last = components.last else { continue }
                    if owned {
                        wanted.insert(last.name)
                    } else if plain, components.count == 1, last.genericArguments.isEmpty,
                        !StandardParents.knows(last.name)
                    {
                        closureNames.insert(last.name)
                    }
                }
            }
        }
        for model in protocols {
            model.inherited.forEach(parents)
            ownership(model.members)
        }
        return (wanted, closureNames.subtracting(wanted))
    }
}

extension TypeRef {
    /// The name of a plain named type (`Body`), without qualifiers or generic arguments.
    fileprivate var plainName: String? {
        guard case .named(let components) = self, components.count == 1, components[0].genericArguments.isEmpty
        else { return nil }
        return components[0].name
    }
}
