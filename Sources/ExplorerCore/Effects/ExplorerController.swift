/// The loop's state holder: keys become actions, actions go through `reduce`, effects go to
/// `perform`, and the screen shows the layout. The terminal and the scripted driver share it.
public final class ExplorerController {
    public private(set) var state: ExplorerState
    public let screen: any Screen
    private let perform: (Effect) -> Void

    public init(state: ExplorerState, screen: any Screen, perform: @escaping (Effect) -> Void) {
        self.state = state
        self.screen = screen
        self.perform = perform
    }

    public func handle(_ key: Key) {
        if let action = Keymap.action(for: key, in: state) { dispatch(action) }
    }

    public func dispatch(_ action: ExplorerAction) {
        for effect in reduce(&state, action) { perform(effect) }
    }

    /// Re-reads the screen size (after a resize) and draws the current state.
    public func render() {
        if screen.size != state.display.size { dispatch(.resize(screen.size)) }
        screen.draw(layout(state, size: state.display.size))
    }
}
