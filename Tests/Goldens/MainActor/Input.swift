@MainActor
protocol ViewModel {
    var title: String { get }
    func refresh() async
    nonisolated func identifier() -> String
}
