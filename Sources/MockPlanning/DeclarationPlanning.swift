import MockModel

extension MockDeclaration {
    /// What every style's mock type repeats of its protocol: its name, the protocol as the file
    /// can name it, the `#if` branches it sits in inside the options' condition, its
    /// `@available` attributes (and a public mock's `@_spi`, when the style repeats it), its
    /// global actor and the associated types it leaves generic.
    init(
        mocking model: ProtocolModel, kind: Kind, access: AccessLevel, options: EffectiveOptions,
        globalActor: String?, associatedTypes: AssociatedTypePlan, repeatsSPI: Bool = false
    ) {
        self.init(name: model.mockName(options), kind: kind, access: access, protocolName: model.qualifiedName)
        conditions = [model.branch?.expression, options.condition.expression].compactMap { $0 }
        self.globalActor = globalActor
        // An SPI protocol's public mock is SPI too: its conformance and signatures use SPI names.
        let spi = repeatsSPI && access >= .public
        availability = model.attributes.filter { Self.isRepeated($0, spi: spi) }
        genericParameters = associatedTypes.genericParameters
        genericRequirements = associatedTypes.genericRequirements
    }

    /// Whether an attribute of the protocol (or of a superclass mock) is repeated on the mock.
    static func isRepeated(_ attribute: String, spi: Bool) -> Bool {
        attribute.hasPrefix("@available") || (spi && attribute.hasPrefix("@_spi("))
    }
}
