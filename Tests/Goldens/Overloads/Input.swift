import Foundation

protocol Service {
    func load()
    func load(_ item: Item)
    func loadItem()
    func get(url: URL) async -> String
    func get(url: URL) async throws -> Data
    func handle(_: Event, for: String)
}
