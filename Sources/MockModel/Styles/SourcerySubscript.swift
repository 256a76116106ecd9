/// A subscript requirement's witness in the sourcery style: each accessor tracked as a method
/// named `subscript` with the subscript's labels and `Get` or `Set` (`subscriptRowGetCallCount`,
/// `subscriptRowGetArgs`, `subscriptRowGetHandler`; `subscriptRowSetCallCount`,
/// `subscriptRowSetArgs` with the new value, `subscriptRowSetHandler`).
public struct SourcerySubscript: Hashable, Sendable {
    /// The parameters as the witness declares them.
    public var parameters: [SourceryParameter]
    public var returnType: TypeRef
    /// `get async throws`, as the requirement declares them.
    public var getterEffects: Effects
    public var modifiers: SourceryModifiers
    public var genericParameters: [GenericParameter] = []
    public var whereClause: String?
    public var getter: SourceryMethod
    public var setter: SourceryMethod?

    public init(
        parameters: [SourceryParameter], returnType: TypeRef, getterEffects: Effects, modifiers: SourceryModifiers,
        getter: SourceryMethod, setter: SourceryMethod?
    ) {
        self.parameters = parameters
        self.returnType = returnType
        self.getterEffects = getterEffects
        self.modifiers = modifiers
        self.getter = getter
        self.setter = setter
    }

    /// The getter's and the setter's tracking, as methods' are.
    public var accessors: [SourceryMethod] { [getter] + (setter.map { [$0] } ?? []) }
}
