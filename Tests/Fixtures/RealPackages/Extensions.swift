import Foundation

extension Startable {
    func start() {}
}
