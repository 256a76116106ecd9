/// Sends events on the main actor, where the UI lives.
@MainActor
protocol AnalyticsTracker {
    func track(_ event: String, properties: [String: String])
    func flush() async
}
