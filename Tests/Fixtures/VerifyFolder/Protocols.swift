import Foundation

/// @mockable
protocol RecordStore {
    var count: Int { get }
    func load(id: Int) async throws -> Record
    func save(_ record: Record)
}

/// @mockable
public protocol SettingsSource: Sendable {
    func settings() -> Settings
}

/// @mockable
protocol Logger {
    func log(_ message: String)
}

/// @mockable
protocol AuditLogger: Logger {
    func audit(_ record: Record)
}
