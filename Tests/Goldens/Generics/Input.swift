import Foundation

protocol Converter {
    func transform<T>(_ map: [String: T]) -> [String: T]
    func decode<T: Decodable>(_ data: Data, as type: T.Type) throws -> T
    func keyed<T: Hashable>(_ map: [T: String]) -> Int
    func boxed<T>(_ box: Box<T>) -> MyModule.Box<T>
    func make<T>(_ factory: (() -> T)?) -> T?
    func load<T>(_ make: () -> T) -> T
}
