import MockModel

extension MockPlanner {
    /// A `where` clause tying an associated type back to `Self`, which the default style can
    /// satisfy with a nested mock: its refusal (MS216) is withdrawn.
    func nestedConformance(of model: ProtocolModel, diagnostics: inout [Diagnostic]) -> NestedConformance? {
        guard reuse == .tracking, nestedName == nil,
            let refusal = diagnostics.firstIndex(where: { $0.code == .selfConstraint }),
            let found = NestedConformance.find(in: model, protocols: parents),
            !unmockable.contains(found.conformingTo.id)
        else { return nil }
        diagnostics.remove(at: refusal)
        return found
    }

    /// The nested mock: the protocol's default-style mock named like the associated type, flat,
    /// with its associated type bound to the outer mock; none when it cannot be planned.
    func nestedPlan(
        _ nested: NestedConformance, in outer: String, options: EffectiveOptions, visiting: Set<String>
    ) -> MockPlan? {
        var planner = self
        planner.nestedName = nested.name
        planner.reuse.subclassesParentMocks = false
        planner.choosesSuperclass = nil
        let member = nested.boundToOuter
        planner.bindsAssociatedTypes = { _, associatedTypes, _ in
            associatedTypes.aliases[member] = outer
            associatedTypes.genericParameters.removeAll { $0.name == member }
        }
        let model = nested.conformingTo
        guard !visiting.contains(model.id),
            var plan = planner.plan(model, options: options, visiting: visiting.union([model.id])).plan,
            plan.declaration.genericParameters.isEmpty
        else { return nil }
        // It lives and dies with the outer mock, under its conditions.
        plan.declaration.conditions = []
        return plan
    }
}
