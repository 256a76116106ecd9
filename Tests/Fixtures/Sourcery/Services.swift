import Foundation

/// sourcery: ProtocolMock
protocol DataService {
    func fetchData(id: String, completion: @escaping (String?, Error?) -> Void)
}

/// sourcery: ProtocolMock
protocol AppServicesRegistering {
    func registerURLHandler(_ tag: String, priority: Int)
}

/// sourcery: ProtocolMock
protocol AudioPlaying {
    var volume: Int { get set }
    var draft: String? { get set }
    var onFinish: (() -> Void)? { get set }
}

/// Code under test: talks to the services through their protocols.
struct Loader {
    let service: any DataService
    let registry: any AppServicesRegistering
    let player: any AudioPlaying

    func load(id: String) {
        service.fetchData(id: id) { _, _ in }
        registry.registerURLHandler("loader", priority: 3)
    }

    func mute() {
        var player = player
        player.volume = 0
    }
}
