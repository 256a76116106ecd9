import MockModel

extension CodeWriter {
    /// Every style's identity witnesses: `nonisolated` on an actor or a global actor's class,
    /// since the standard library calls them from any context. `access` is never `open`.
    mutating func identityWitnesses(
        _ witnesses: [IdentityWitness], of declaration: MockDeclaration, access: String, blankLineBetween: Bool = false
    ) {
        let isolated = declaration.kind == .actor || declaration.globalActor != nil
        let head = access + (isolated ? "nonisolated " : "")
        for (index, witness) in witnesses.enumerated() {
            if blankLineBetween && index > 0 { line("") }
            identityWitness(witness, head: head, mockName: declaration.name)
        }
    }

    /// A standard library requirement a class mock answers by identity: equal when the same
    /// instance. `head` is the access and isolation written before each declaration.
    private mutating func identityWitness(_ witness: IdentityWitness, head: String, mockName name: String) {
        switch witness {
        case .equality:
            block("\(head)static func == (lhs: \(name), rhs: \(name)) -> Swift.Bool") { $0.line("lhs === rhs") }
        case .hashing:
            block("\(head)func hash(into hasher: inout Swift.Hasher)") {
                $0.line("hasher.combine(Swift.ObjectIdentifier(self))")
            }
        case .ordering:
            block("\(head)static func < (lhs: \(name), rhs: \(name)) -> Swift.Bool") {
                $0.line("Swift.ObjectIdentifier(lhs) < Swift.ObjectIdentifier(rhs)")
            }
        }
    }
}
