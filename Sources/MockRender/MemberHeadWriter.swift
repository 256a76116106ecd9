import MockModel

extension CodeWriter {
    /// A member's head, written before any style's witness of a requirement: the one place a
    /// member attribute is spelled.
    mutating func head(_ head: MemberHead) {
        for attribute in head.witnessAttributes { line(attribute) }
    }

    /// What each member a style declares beside the witness for the same requirement repeats
    /// (a deprecated requirement's tracking state, channels and builders).
    mutating func stateHead(_ head: MemberHead) {
        for attribute in head.stateAttributes { line(attribute) }
    }
}
