import MockModel

/// The parent protocol's mock a mock subclasses: what the subclass repeats of it and builds on.
/// The default planner finds it itself, or asks the style's policy
/// (`MockPlanner.choosesSuperclass`: Ozon's heritability).
struct SuperclassMock {
    var parent: ProtocolModel
    var name: String
    var isSendable: Bool
    /// Whether its `resetMock()` is nonisolated, which an override repeats.
    var resetIsNonisolated = false
    /// The `@available` attributes a subclass repeats.
    var availability: [String] = []
    var chain: ChainMembers
    /// The functions it declares that a subclass overrides, calling `super` (Ozon's clear
    /// functions).
    var overridable: Set<String> = []

    init(parent: ProtocolModel, name: String, isSendable: Bool, chain: ChainMembers) {
        self.parent = parent
        self.name = name
        self.isSendable = isSendable
        self.chain = chain
    }

    init(parent: ProtocolModel, plan: MockPlan) {
        self.init(parent: parent, name: plan.mockName, isSendable: plan.isSendable, chain: plan.chain)
        resetIsNonisolated = plan.reset.isNonisolated
        availability = plan.declaration.availability
    }
}

extension ProtocolShape {
    mutating func subclass(_ mock: SuperclassMock) {
        superclass = mock.name
        parentProtocol = mock.parent.name
        parentIsSendable = mock.isSendable
        superclassResetIsNonisolated = mock.resetIsNonisolated
        superclassAvailability = mock.availability
        inherited = mock.chain
    }
}
