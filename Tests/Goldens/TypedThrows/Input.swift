protocol Loader {
    func load(id: Int) throws(LoadError) -> String
    func quiet(id: Int) throws(Never) -> String
    func any(id: Int) throws(any Error) -> String
    func compute(_ value: @autoclosure () throws -> Int) throws(ComputeError) -> Int
    var token: String { get throws(LoadError) }
}
