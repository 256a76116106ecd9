import MockModel

extension WitnessPlanner {
    /// A requirement named like a generated member (`resetMock`, `fetchCallCount`, `_name`)
    /// would be declared twice; say so instead of writing a mock that cannot compile.
    mutating func reportCollisions(_ planned: [PlanNode], _ requirements: [Member]) {
        var declared: [String: SourceLocation] = [:]
        for member in requirements {
            switch member {
            case .method(let method): declared[method.name] = declared[method.name] ?? method.info.location
            case .property(let property): declared[property.name] = declared[property.name] ?? property.info.location
            default: continue
            }
        }
        if let location = declared["resetMock"] {
            report(.resetMockCollision(at: location))
        }
        var collisions: [(name: String, location: SourceLocation)] = []
        Self.visitWitnesses(planned) { witness in
            // An optional get/set property is witnessed by a slot of its own name.
            if case .stored = witness.body { return }
            for slot in witness.tracking.slots {
                if let location = declared[slot.name] { collisions.append((slot.name, location)) }
            }
        }
        // A property cannot share a name with a member of the superclass mock (its tracking state,
        // or a property), but may with an inherited method: a subclass's `var lock` beside its
        // superclass's `func lock()` is no redeclaration; nor is a `static var title` beside an
        // instance's `var title`.
        for case .property(let property) in requirements
        where shape.inherited.names.contains(property.name)
            && !inheritsOnlyOthers(named: property.name, isStatic: property.info.isStatic)
        {
            collisions.append((property.name, property.info.location))
        }
        reportPropertiesNamedLikeMethods(requirements)
        for collision in collisions {
            report(.generatedMemberCollision(collision.name, at: collision.location))
        }
    }

    /// Whether the superclass chain declares `name` only as requirements a property of this
    /// staticness may stand beside: instance methods, and members of the other staticness (an
    /// instance's and a type's members are looked up apart). A name no requirement declares is
    /// tracking state, which a property cannot share.
    private func inheritsOnlyOthers(named name: String, isStatic: Bool) -> Bool {
        let declaring = shape.inherited.keys.filter {
            $0 == "var \(name)" || $0 == "static var \(name)" || $0.hasPrefix("func \(name)<")
                || $0.hasPrefix("static func \(name)<")
        }
        return !declaring.isEmpty
            && declaring.allSatisfy { key in
                key.hasPrefix("static ") != isStatic || key.hasPrefix("func ")
            }
    }

    /// One class cannot declare a property and a method of one name (`var lock` and `func
    /// lock()`); a subclass can, so the clash is only real when this mock witnesses both.
    private mutating func reportPropertiesNamedLikeMethods(_ requirements: [Member]) {
        var methods: Set<String> = []
        for case .method(let method) in requirements { methods.insert(method.name.trimmingBackticks) }
        var reported: Set<String> = []
        for case .property(let property) in requirements
        where methods.contains(property.name.trimmingBackticks) && reported.insert(property.name).inserted {
            report(.propertyNamedLikeMethod(property.name, at: property.info.location))
        }
    }
}
