import SwiftSyntax

/// What a walked expression stands for, and the members, mentions and handoffs it records.
extension UsesWalker {
    // MARK: What an expression is

    /// The mock an expression holds an instance of: a bound name, `self.name`, `FooMock(…)`,
    /// unwrapped or in parentheses.
    func mock(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return lookup(reference.baseName.text)
        }
        if let access = expression.as(MemberAccessExprSyntax.self),
            access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return lookup(access.declName.baseName.text)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return mockType(call.calledExpression) }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return mock(of: unwrapped.expression) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return mock(of: chained.expression) }
        if let tried = expression.as(TryExprSyntax.self) { return mock(of: tried.expression) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return mock(of: awaited.expression) }
        if let cast = expression.as(AsExprSyntax.self) { return mock(ofType: cast.type) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first
        {
            return mock(of: only.expression)
        }
        return nil
    }

    /// The mock a type expression names: `FooMock`, `FooMock.self`, `Module.FooMock`, `FooMock.init`.
    func mockType(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return mocks.contains(name) && !isBound(name) ? name : nil
        }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            if name == "self" || name == "init", let base = access.base { return mockType(base) }
            return mocks.contains(name) ? name : nil
        }
        return nil
    }

    /// The mock a type annotation names, optional or not.
    func mock(ofType type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return mocks.contains(identifier.name.text) ? identifier.name.text : nil
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return mocks.contains(member.name.text) ? member.name.text : nil
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return mock(ofType: optional.wrappedType) }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return mock(ofType: forced.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return mock(ofType: attributed.baseType) }
        return nil
    }

    // MARK: Findings

    func record(_ node: MemberAccessExprSyntax) {
        guard let base = node.base else { return }
        let member = node.declName.baseName.text
        var target: (mock: String, route: FileUses.Route, onType: Bool)?
        if let call = base.as(FunctionCallExprSyntax.self), let route = entryRoute(call),
            let first = call.arguments.first?.expression
        {
            if let mock = mock(of: first) {
                target = (mock, route, false)
            } else if let mock = mockType(first) {
                target = (mock, route, true)
            }
        } else if let mock = mock(of: base) {
            target = (mock, .direct, false)
        } else if member != "self", member != "init", let mock = mockType(base) {
            target = (mock, .direct, true)
        }
        guard let target else { return }
        var labels: [String]?
        var trailing = 0
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            labels = call.arguments.map { $0.label?.text ?? "_" }
            trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        }
        let (line, column) = position(of: node.declName)
        found.references.append(
            FileUses.Reference(
                mock: target.mock, route: target.route, onType: target.onType, member: member, labels: labels,
                trailingClosures: trailing, line: line, column: column, enclosing: enclosing.last))
    }

    /// `FooMock(url: u)`, `FooMock.init(url: u)`: a use of the initializer requirement the
    /// mock witnesses with those labels, if any.
    func recordConstruction(_ node: FunctionCallExprSyntax) {
        guard let mock = mockType(node.calledExpression) else { return }
        if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.text == "self"
        {
            return
        }
        let (line, column) = position(of: node.calledExpression)
        found.references.append(
            FileUses.Reference(
                mock: mock, route: .direct, onType: true, member: "init",
                labels: node.arguments.map { $0.label?.text ?? "_" },
                trailingClosures: (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count,
                line: line, column: column, enclosing: enclosing.last))
    }

    /// `Given(…)`, `Verify(…, 2)`, `order.expect(…)`: the builder route a call hands out.
    private func entryRoute(_ call: FunctionCallExprSyntax) -> FileUses.Route? {
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name != "expect" {
            return FileUses.Route.entryPoints[name]
        }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            // `MockScopeTesting.Verify(…)` as well as `order.expect(…)`.
            return FileUses.Route.entryPoints[name]
        }
        return nil
    }

    func mention(_ mock: String, at node: some SyntaxProtocol) {
        let (line, column) = position(of: node)
        found.mentions.append(FileUses.Mention(mock: mock, line: line, column: column, enclosing: enclosing.last))
    }

    /// A mock handed to another function: known only if that function's parameter is a mock's type.
    func recordHandoffs(_ node: FunctionCallExprSyntax) {
        guard mockType(node.calledExpression) == nil, entryRoute(node) == nil, !node.arguments.isEmpty else {
            return
        }
        let callee: String? =
            node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let callee else { return }
        for (index, argument) in node.arguments.enumerated() {
            guard let mock = mock(of: argument.expression) else { continue }
            let (line, column) = position(of: argument)
            found.handoffs.append(
                FileUses.Handoff(
                    mock: mock, callee: callee, label: argument.label?.text ?? "_", position: index, line: line,
                    column: column, enclosing: enclosing.last))
        }
    }

    /// Records a function whose parameters may take a mock without naming its type.
    func noteOpaqueHelper(_ node: FunctionDeclSyntax) {
        let generics = Set(node.genericParameterClause?.parameters.map(\.name.text) ?? [])
        var opaque: [Int] = []
        for (index, parameter) in node.signature.parameterClause.parameters.enumerated()
        where Self.hides(parameter.type, generics: generics) {
            opaque.append(index)
        }
        guard !opaque.isEmpty else { return }
        found.helpers.append(
            FileUses.OpaqueHelper(
                name: node.name.text, labels: node.signature.parameterClause.parameters.map(\.firstName.text),
                opaquePositions: opaque))
    }

    private static func hides(_ type: TypeSyntax, generics: Set<String>) -> Bool {
        if type.is(SomeOrAnyTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return hides(attributed.baseType, generics: generics) }
        if let optional = type.as(OptionalTypeSyntax.self) { return hides(optional.wrappedType, generics: generics) }
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text else { return false }
        return generics.contains(name) || name == "Any" || name == "AnyObject"
    }
}
