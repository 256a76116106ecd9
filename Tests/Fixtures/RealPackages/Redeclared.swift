// A child protocol that repeats its parent's calls with a narrower result: `String` where the
// parent says `String?`. A subclass of the parent's mock would override them (which a static
// member cannot), so the child's mock witnesses both itself, as overloads.

/// @mockable
protocol Slots {
    static subscript(slot position: Int) -> String? { get }
    static func make(_ seed: Int) -> String?
    subscript(key: Int) -> String? { get }
    func load(_ id: Int) -> String?
}

/// @mockable
protocol NarrowSlots: Slots {
    static subscript(slot position: Int) -> String { get }
    static func make(_ seed: Int) -> String
    subscript(key: Int) -> String { get }
    func load(_ id: Int) -> String
}
