import MockModel

extension WitnessPlanner {
    /// What every style writes before a requirement's witness and the members it declares for
    /// it, decided here alone: the one place a member attribute is added.
    static func head(_ info: DeclarationInfo, kind: WitnessSignature.Kind, isActor: Bool, isPublic: Bool)
        -> MemberHead
    {
        var head = MemberHead()
        head.deprecation = MemberHead.deprecation(in: info.attributes)
        // `@_spi` is for public declarations only; an internal mock's members see the SPI anyway.
        if isPublic { head.spi = info.attributes.filter { $0.hasPrefix("@_spi(") } }
        head.attributes = repeatedAttributes(info, kind: kind)
        // An actor's witness is isolated to the actor unless it says otherwise, and a requirement
        // under a global actor needs a witness under it.
        if isActor { head.globalActor = MemberList.globalActor(info) }
        return head
    }

    /// What a witness repeats of its requirement's attributes in every style: those that mean
    /// the same on it, in the order written. `@available` (the versions the requirement exists
    /// from, so its witness may name types that do too) and, on a method, `@discardableResult`.
    /// A result builder would transform the witness's body, a global actor is the declaration's
    /// concern, a deprecation the head's own.
    static func repeatedAttributes(_ info: DeclarationInfo, kind: WitnessSignature.Kind) -> [String] {
        info.attributes.filter { attribute in
            if attribute.hasPrefix("@available(") { return !MemberHead.isDeprecation(attribute) }
            guard case .method = kind else { return false }
            return attribute == "@discardableResult"
        }
    }
}
