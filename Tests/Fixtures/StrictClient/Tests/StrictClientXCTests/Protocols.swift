// The protocol this target's strict mock is generated from.

protocol WeatherService {
    var unit: String { get set }
    func temperature(for city: String) async throws -> Double
}
