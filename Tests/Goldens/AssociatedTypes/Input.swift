protocol Container {
    associatedtype Value = Int
    associatedtype Key
    typealias Pair<X> = (X, X) where X: Equatable
    func value(for key: Key) -> Value
}
