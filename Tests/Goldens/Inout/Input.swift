protocol Mutator {
    func removeFirst(_ array: inout [String]) -> String
    func bump(_ value: inout Int)
    func swap(_ a: inout Int, _ b: inout Int, times: Int)
    func sum(_ values: Int...) -> Int
    func take(_ a: consuming String, _ b: borrowing String)
}
