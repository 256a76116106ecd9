import MockModel
import MockRender
import Testing

/// Rendering reads only the plan: a plan built by hand is spelled as Swift.
struct RenderTests {
    func pingWitness(storage: Slot.Storage) -> Witness {
        let placement = { (name: String, content: Slot.Content) in
            Slot(name: name, content: content, storage: storage, isNonisolated: false)
        }
        var signature = WitnessSignature(kind: .method(name: "ping"))
        signature.parameters = [
            WitnessParameter(
                label: "to", name: "host",
                requirement: Parameter(firstName: "to", secondName: "host", type: .simple("String")))
        ]
        signature.effects = Effects(isAsync: true, throwsClause: .none)
        signature.type = .simple("Bool")
        let handler = FunctionTypeRef(
            parameters: [TupleTypeElement(label: nil, type: .simple("String"))], isAsync: true, throwsClause: .none,
            result: .simple("Bool"))
        let tracking = Tracking(
            count: placement("pingCallCount", .callCount),
            arguments: placement("pingCallArgs", .callArguments(element: .simple("String"))),
            handler: placement("pingHandler", .handler(handler)))
        var body = CallBody(use: .call, storage: storage)
        body.recorded = [RecordedArgument(label: "host", value: .parameter("host"))]
        body.handlerArguments = [.parameter("host")]
        body.result = .value(fallback: nil, cast: nil)
        return Witness(signature: signature, tracking: tracking, body: .call(body))
    }

    @Test func aHandBuiltPlanRendersItsValues() {
        let declaration = MockDeclaration(name: "PingerMock", kind: .class, access: .package, protocolName: "Pinger")
        let plan = MockPlan(
            declaration: declaration, memberAccess: .package, body: [.member(pingWitness(storage: .plain))])
        let expected = """
            package class PingerMock: Pinger {
                package var pingCallCount: Int = 0
                package var pingCallArgs: [String] = []
                package var pingHandler: (@Sendable (String) async -> Bool)? = nil
                package func ping(to host: String) async -> Bool {
                    pingCallCount += 1
                    pingCallArgs.append(host)
                    guard let _handler = pingHandler else {
                        fatalError("PingerMock.ping: set pingHandler before calling it")
                    }
                    return await _handler(host)
                }
                package func resetMock() {
                    pingCallCount = 0
                    pingCallArgs = []
                    pingHandler = nil
                }
            }

            """
        #expect(MockRenderer().render(plan) == expected)
    }

    @Test func lockedStateIsReadThroughTheLock() {
        var declaration = MockDeclaration(name: "PingerMock", kind: .actor, access: .internal, protocolName: "Pinger")
        declaration.conditions = ["DEBUG"]
        var plan = MockPlan(
            declaration: declaration, memberAccess: .internal, body: [.member(pingWitness(storage: .locked))])
        plan.reset.isNonisolated = true
        let text = MockRenderer().render(plan)
        #expect(text.hasPrefix("#if DEBUG\nactor PingerMock: Pinger {\n    private struct MockScopeStorage {\n"))
        #expect(text.contains("let _handler = _storage.withLock { storage -> (@Sendable (String) async -> Bool)? in"))
        #expect(text.contains("nonisolated func resetMock()"))
        #expect(text.hasSuffix("}\n#endif\n"))
    }
}
