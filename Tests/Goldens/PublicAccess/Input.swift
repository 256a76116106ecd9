public protocol PublicService {
    func fetch() async -> Int
    var name: String { get }
}

package protocol PackageService: Sendable {
    func fetch() -> Int
}
