import Foundation

/// @mockable
protocol Loader {
    func load(_ url: URL) async throws -> Data
}
