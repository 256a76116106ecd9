import Foundation

/// sourcery: ProtocolMock
protocol NamingRules {
    func perform1_0()
    func ID()
    func `do`()
    var setting4_2: Int { get }
    func load()
    func load(_ item: String)
    func load(id: Int, force: Bool)
    func store(_: Int)
    func store(key: String, _ value: Int) -> Bool
    // sourcery: methodName = "reloadEverything"
    func reload(all: Bool)
}
