import Foundation

struct Payload: Equatable, Decodable {
    var size: Int
}

/// sourcery: ProtocolMock
protocol Messaging {
    func ping()
    func send(_ message: String, retries: Int, onDone: @escaping () -> Void)
    func adjust(_ value: inout Int)
    func decode<T: Decodable>(_ type: T.Type, from data: Data) -> T
    // sourcery: skipArgumentRecording
    func retain(_ object: AnyObject)
    func total(_ values: Int...) -> Int
    func transform(_ body: (Int) -> Int) -> Int
    func upload(_ payload: Payload) async throws -> Int
}

/// sourcery: ProtocolMock
/// sourcery: skipArgumentRecording
protocol Unrecorded {
    func put(_ value: Int)
    var level: Int { get set }
}
