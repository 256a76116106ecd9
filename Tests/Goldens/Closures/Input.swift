protocol Runner {
    func log(_ message: @autoclosure () -> String)
    func run(label: String, _ body: () -> Void)
    func retry(_ body: () throws -> Void) rethrows
    func subscribe(handler: @escaping @Sendable (String) -> Void)
    func typed(_ body: () throws(LoadError) -> Void)
}
