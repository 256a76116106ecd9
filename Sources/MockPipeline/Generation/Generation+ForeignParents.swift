import MockModel

extension MockGenerator {
    /// The scan's type facts with what other modules add: their aliases and the parents out of reach.
    static func facts(_ scan: ScanResult) -> TypeFacts {
        var facts = scan.typeFacts
        facts.aliases.merge(scan.foreignParents.aliases) { own, _ in own }
        facts.unreachableParents.merge(scan.foreignParents.unreachable) { own, _ in own }
        return facts
    }

    /// A mock's files for provenance: a toolchain interface is the compiler's, not the project's,
    /// and its path differs from machine to machine.
    static func sourceFiles(_ files: [String], origins: [ParentOrigin]) -> [String] {
        let toolchain = Set(origins.map(\.location.file).filter { $0.hasSuffix(".swiftinterface") })
        return files.filter { !toolchain.contains($0) }
    }

    /// One note per parent read from another module, at the protocol, saying where it came from.
    static func originNotes(_ origins: [ParentOrigin], at location: SourceLocation) -> [Diagnostic] {
        origins.map { origin in
            .parentFromModule(origin.name, module: origin.module, declaredAt: origin.location, at: location)
        }
    }
}
