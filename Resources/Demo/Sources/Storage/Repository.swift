import Foundation
import MockScope
struct Note: Sendable, Identifiable {
    let id: UUID
    var title: String
    var body: String
}

// sourcery: AutoMockable
protocol NoteRepository: Sendable {
    func all() async throws -> [Note]
    func note(id: UUID) async throws -> Note?
    func save(_ note: Note) async throws
    func delete(id: UUID) async throws
}

/// Keeps the drafts a person is editing — “café” notes included.
@Mockable(condition: .custom("MOCKING"))
protocol DraftCache: Actor {
    var count: Int { get }

    func draft(for id: UUID) -> Note?
    func store(_ note: Note)
}
