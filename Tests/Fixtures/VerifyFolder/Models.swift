import Foundation

/// Internal to the module: a public mock cannot mention it.
struct Record: Sendable, Equatable {
    var id: Int
    var title: String
}

public struct Settings: Sendable {
    public var verbose: Bool

    public init(verbose: Bool) {
        self.verbose = verbose
    }
}
