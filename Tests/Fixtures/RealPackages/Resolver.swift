import Foundation

// A dependency-injection container's registration and resolution (Swinject's shape): generic
// closures handed in inside an optional, or taking another generic closure.

/// @mockable
protocol Container {
    func register<Arg, Service>(invoker: ((Arg) -> Service) -> Service) -> Service
    func resolve<Service>(_ type: Service.Type, completion: ((Service) -> Void)?)
    func observe<Event>(_ handler: @escaping @Sendable (@escaping (Event) -> Void) async throws -> Void)
}

/// The same under isolation: the converted closures cross into the actor.
/// @mockable
protocol IsolatedContainer: Actor {
    func register<Arg, Service>(invoker: ((Arg) -> Service) -> Service) -> Service
    func resolve<Service>(_ type: Service.Type, completion: (@Sendable (Service) -> Void)?) async
}

/// @mockable
@MainActor
protocol MainContainer {
    func resolve<Service>(_ type: Service.Type, completion: ((Service) -> Void)?) async
}
