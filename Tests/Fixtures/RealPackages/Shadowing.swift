// A reactive subject: its associated type `Observer` makes the mock generic, and a parent's
// method declares a generic parameter of the same name, which the flat mock's witness would
// shadow. `Feed` is not mocked, so `SubjectLikeMock` witnesses its requirement itself.

/// @mockable
protocol Listener {
    associatedtype Element
    func on(_ element: Element)
}

protocol Feed {
    associatedtype Element
    func subscribe<Observer: Listener>(_ observer: Observer) -> Int where Observer.Element == Element
}

/// @mockable
protocol SubjectLike: Feed {
    associatedtype Observer: Listener
    func asObserver() -> Observer
}

struct PrintingListener: Listener {
    func on(_ element: Any) {}
}
