import Foundation
import MockScope
/// Fetches resources from the backend.
/// @mockable
public protocol APIClient: Sendable {
    var baseURL: URL { get }

    func fetch(_ path: String) async throws -> Data
    func fetch(_ path: String, query: [String: String]) async throws -> Data
    func upload(_ data: Data, to path: String) async throws -> Int
}

@Mockable
protocol AuthService {
    var isSignedIn: Bool { get }

    func signIn(user: String, password: String) async throws -> String
    func signOut() async
}

/// Not marked: the explorer lists it, but it is not selected until you pick it.
protocol TokenStore {
    func token(for account: String) -> String?
    func save(_ token: String, for account: String) throws
}
