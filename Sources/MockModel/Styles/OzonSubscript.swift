/// A subscript requirement's witness in the Ozon style: its getter tracked as a method named
/// `subscript<Labels>` (`subscriptRowCallsCount`, `…ReceivedArguments`, `…Closure`,
/// `…ReturnValue`), its setter, when it has one, as `subscript<Labels>Set` (`…CallsCount`,
/// `…Closure` taking the indices and the new value).
public struct OzonSubscript: Hashable, Sendable {
    /// The witness's declaration: `subscript(row: Int) -> String`.
    public var signature: WitnessSignature
    public var getter: OzonMethod
    public var setter: OzonMethod?
    /// What the witness carries (the plan's `Witness.head`).
    public var head = MemberHead()

    public init(signature: WitnessSignature, getter: OzonMethod, setter: OzonMethod?) {
        self.signature = signature
        self.getter = getter
        self.setter = setter
    }

    /// The getter's and the setter's tracking, as methods' are.
    public var accessors: [OzonMethod] { [getter] + (setter.map { [$0] } ?? []) }
}

extension OzonPlan {
    /// Every method's tracking, subscripts' accessors included, with the one `#if` condition
    /// each is compiled under, in declaration order.
    public var placedMethods: [(method: OzonMethod, condition: String?)] {
        placed.flatMap { placed -> [(method: OzonMethod, condition: String?)] in
            switch placed.member {
            case .method(let method): [(method, placed.condition)]
            case .subscript(let witness): witness.accessors.map { ($0, placed.condition) }
            default: []
            }
        }
    }
}
