protocol Service {
    #if CUSTOM
        func fetch(id: Int) -> Int
    #elseif os(Linux)
        func fetch(name: String) -> Int
    #else
        var flag: Bool { get }
    #endif
}
