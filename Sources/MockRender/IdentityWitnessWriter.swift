import MockModel

extension CodeWriter {
    /// A standard library requirement a class mock answers by identity: equal when the same
    /// instance. `head` is the access and isolation written before each declaration.
    mutating func identityWitness(_ witness: IdentityWitness, head: String, mockName name: String) {
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
