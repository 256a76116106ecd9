protocol Base {
    init(name: String)
    func base() -> Int
}

protocol Extra {
    func extra()
}

protocol Child: Base, Extra, Sendable {
    func child()
}
