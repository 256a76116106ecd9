import MockModel

/// Converts a closure whose generic types sit inside an optional or another closure to the
/// type its erased handler takes, and back: `((Arg) -> Service) -> Service` is handed over as
/// `((Any) -> Any) -> Any`, its argument cast back to `(Arg) -> Service` on the way in.
struct ClosureConversions {
    let erasure: TypeErasure

    /// The handler's type for `type`: every generic part erased, inside closures too.
    func erased(_ type: TypeRef) -> TypeRef {
        guard erasure.mentions(type) else { return type }
        switch type {
        case .function(var function):
            function.parameters = function.parameters.map { TupleTypeElement(label: $0.label, type: erased($0.type)) }
            function.result = erased(function.result)
            return .function(function)
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            return .optional(erased(wrapped))
        case .attributed(let base, let specifiers, let attributes):
            return .attributed(erased(base), specifiers: specifiers, attributes: attributes)
        default:
            return erasure.erase(type)
        }
    }

    /// From the declared `type` to `erased(type)`; nil where no closure can convert it (an
    /// `inout` or typed-throws closure parameter, generic closures inside a collection).
    func toErased(_ type: TypeRef) -> ClosureConversion? {
        guard erasure.mentions(type) else { return .same }
        switch type {
        case .function(let function):
            return self.function(function, erasing: true, isSendable: false)
        case .optional(let wrapped) where erasure.hasGenericFunctionType(wrapped):
            return toErased(wrapped).map { .optional($0) }
        case .attributed(.function(let function), let specifiers, let attributes) where specifiers.isEmpty:
            return self.function(function, erasing: true, isSendable: attributes.contains("@Sendable"))
        case .attributed(let base, let specifiers, _) where specifiers.isEmpty:
            return toErased(base)
        default:
            // A generic value going out is upcast to its erased type implicitly; one holding a
            // closure that takes a generic value cannot be.
            return erasure.hasGenericFunctionType(type) ? nil : .same
        }
    }

    /// From `erased(type)` back to the declared `type`.
    func fromErased(_ type: TypeRef) -> ClosureConversion? {
        guard erasure.mentions(type) else { return .same }
        switch type {
        case .function(let function):
            return self.function(function, erasing: false, isSendable: false)
        case .optional(let wrapped) where erasure.hasGenericFunctionType(wrapped):
            return fromErased(wrapped).map { .optional($0) }
        case .attributed(.function(let function), let specifiers, let attributes) where specifiers.isEmpty:
            return self.function(function, erasing: false, isSendable: attributes.contains("@Sendable"))
        case .attributed(let base, let specifiers, _) where specifiers.isEmpty:
            return fromErased(base)
        default:
            return erasure.hasGenericFunctionType(type) ? nil : .cast(type)
        }
    }

    /// A closure of the converted type calling one of `function`'s: its arguments convert the
    /// other way, its result this way.
    private func function(_ function: FunctionTypeRef, erasing: Bool, isSendable: Bool) -> ClosureConversion? {
        if case .typed = function.throwsClause.normalized { return nil }
        // A closure answering a generic closure would have to call it lazily.
        if erasure.hasGenericFunctionType(function.result) { return nil }
        var parameters: [TypeRef] = []
        var arguments: [ClosureConversion] = []
        for parameter in function.parameters {
            if case .attributed(_, let specifiers, _) = parameter.type, !specifiers.isEmpty { return nil }
            guard let argument = erasing ? fromErased(parameter.type) : toErased(parameter.type) else { return nil }
            parameters.append(ParameterPlan.storable(erasing ? erased(parameter.type) : parameter.type))
            arguments.append(argument)
        }
        guard let result = erasing ? toErased(function.result) : fromErased(function.result) else { return nil }
        return .function(
            FunctionConversion(
                parameters: parameters, arguments: arguments, result: result,
                effects: CallEffects(canThrow: function.throwsClause.canThrow, isAsync: function.isAsync),
                isSendable: isSendable))
    }
}
