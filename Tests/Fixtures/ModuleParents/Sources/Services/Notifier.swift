import MockScope

/// Mocked by the `@Mockable` macro in this module: the plugin leaves it to the macro.
@Mockable
protocol Notifier {
    func notify(_ message: String) -> Bool
}

/// Mocked by the plugin beside the macro's mocks.
/// @mockable
protocol Inbox {
    var unread: Int { get }
}
