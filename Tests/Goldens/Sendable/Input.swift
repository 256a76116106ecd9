import Foundation

protocol KeychainClient: Sendable {
    func save(_ data: Data, forKey key: String) throws
    func load(forKey key: String) throws -> Data?
    var isLocked: Bool { get }
}
