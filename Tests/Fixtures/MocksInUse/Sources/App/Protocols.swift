/// @mockable
protocol Fetcher {
    var count: Int { get }
    func fetch(_ key: String) -> String
}

/// @mockable
protocol Saver {
    func save(_ value: String)
    func clear()
}

/// @mockable
protocol Logger {
    func log(_ message: String)
}

protocol Clock {
    func now() -> Int
}

protocol Weather {
    var unit: String { get }
    func temperature(for city: String) -> Double
}
