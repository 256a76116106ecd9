import Core

/// @mockable
protocol Cache: Store {
    func clear()
}

/// @mockable
protocol Slot: ExpressibleByNilLiteral {
    func fill(with value: Int)
}

/// @mockable
protocol Token: LosslessStringConvertible {
    var weight: Int { get }
}

/// @mockable
protocol Worker: Service {
    func work() -> Bool
}

/// @mockable
protocol Auditor: Audited {
    var count: Int { get }
}
