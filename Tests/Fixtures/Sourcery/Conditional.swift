import Foundation

#if canImport(UIKit)
    import UIKit
#endif

/// sourcery: ProtocolMock
protocol AvatarRepositoryProtocol {
    func fetch(id: String) -> String
    #if canImport(UIKit)
        // sourcery: if = "canImport(UIKit)"
        func uploadOwnPhoto(_ image: UIImage)
    #endif
    #if FEATURE_A
        // sourcery: if = "FEATURE_A"
        func sync(force: Bool)
    #else
        // sourcery: if = "!FEATURE_A"
        func sync(force: Bool)
    #endif
    #if FEATURE_A
        // sourcery: if = "FEATURE_A"
        var badge: Int { get }
    #else
        // sourcery: if = "!FEATURE_A"
        var badge: String { get }
    #endif
    #if DEBUG
        // sourcery: if = "DEBUG"
        // sourcery: if = "!FEATURE_B"
        func debugDump() -> String
    #endif
    // sourcery:begin: if = "DEBUG"
    func trace(_ message: String)
    func traceCount() -> Int
    // sourcery:end
    func last() -> String
}

/// sourcery: ProtocolMock
/// sourcery: if = "os(Linux) || os(macOS)"
/// sourcery: import = "Dispatch"
protocol HostOnly {
    func run(on queue: DispatchQueue)
}

/// Blocks closed above an `#if` and above an `#endif`: the members after them keep their own
/// conditions only.
/// sourcery: ProtocolMock
protocol FeedLoading {
    // sourcery:begin: if = "FEATURE_X"
    #if FEATURE_X
        func preview() -> String
    #endif
    // sourcery:end
    #if DEBUG
        func inspect() -> Int
    #else
        func inspectRelease() -> Int
    #endif
    #if FEATURE_X
        // sourcery:begin: if = "FEATURE_X"
        func experiment()
    // sourcery:end
    #endif
    func load() -> [String]
}
