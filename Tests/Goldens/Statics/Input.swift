protocol Factory {
    static func make(name: String) -> Int
    static var shared: Int { get set }
    func build() -> Int
}
