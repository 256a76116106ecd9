import MockModel

extension Pipeline {
    /// Strict mocks are written against the `MockScope` library: a target that does not depend on
    /// it fails to compile or link them in words that do not say so (`MS225`, at each such mock).
    static func reportUnlinkedRuntime(
        _ mocks: inout [GeneratedMock], chosen: [ProtocolModel], compiledIn: (target: String, products: [String])
    ) {
        guard !compiledIn.products.contains("MockScope") else { return }
        for index in mocks.indices where mocks[index].text != nil && mocks[index].options.style == .strict {
            mocks[index].diagnostics.append(
                .runtimeNotLinked(mocks[index].mockName, target: compiledIn.target, at: chosen[index].location))
        }
    }
}
